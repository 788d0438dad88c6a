// Before the browser tests: the two production servers, started side by side (Playwright's
// webServer entries start one after another); after them, both stopped. The development server
// is started by the tests that use it (dev-server.dev.spec.ts).
import { mailDownServer, mainServer, startServer } from "./servers";

export default async function globalSetup() {
  const started = await Promise.allSettled([startServer(mainServer), startServer(mailDownServer)]);
  const stops = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
