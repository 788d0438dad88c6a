// The short fuzz walk of the route table (the long one, with 40 MB bodies and every method, is in
// tests/faults/route-walk.test.ts): every route of app/routes.ts, the auth library's endpoints and
// a path that does not exist, without a session and, under /admin, with an owner's, each met with
// hostile requests. Every answer is a 4xx or the route's normal answer, never a 5xx; the server's
// memory stays flat and it serves pages afterwards.
import { afterAll, beforeAll, expect, it } from "vitest";
import { isWorkspacePath } from "../../server/requests.mjs";
import { dataDirsForThisFile } from "../support/databases";
import { residentMegabytes, tally, variations, walk, walkedPaths, type WalkResult } from "../support/route-walk";
import { freePort, Site } from "../support/site";
import { signIn, staffCommand } from "../support/staff-session";

const dataDirs = dataDirsForThisFile();
let site: Site;
let env: Record<string, string>;

beforeAll(async () => {
  const port = await freePort();
  env = { DATA_DIR: dataDirs(), PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn", FORM_RATE_LIMIT: "100000" };
  site = new Site(env);
  await site.start();
  await staffCommand(env, "add", "owner@example.org", "--role", "owner", "--name", "Olivia Owner");
}, 90_000);

afterAll(async () => {
  await site?.stop();
});

/** The answers that are neither a 4xx nor a route's normal answer, as lines to read. */
function failures(results: WalkResult[]): string[] {
  return results
    .filter(({ answer, variation }) => (answer === "reset" ? !variation.startsWith("huge") : answer >= 500))
    .map(({ method, path, variation, answer }) => `${answer} ${method} ${path} (${variation})`);
}

it(
  "answers every route, method and hostile request with a 4xx or its normal answer, never a 5xx, with memory flat",
  { timeout: 240_000 },
  async () => {
    const paths = await walkedPaths();
    const cases = variations(2 * 1024 * 1024);
    const cookie = await signIn(env, site.origin, "owner@example.org");
    const walkAll = async () => [
      ...(await walk(site.origin, { paths, methods: ["GET", "HEAD", "POST", "PUT"], variations: cases })),
      ...(await walk(site.origin, {
        paths: paths.filter((path) => isWorkspacePath(path)),
        methods: ["GET", "POST"],
        variations: cases,
        headers: { cookie },
      })),
    ];
    // The first walk loads every route's modules and grows the heap to its working size; the
    // second, with the same requests, shows whether anything of them is kept.
    const first = await walkAll();
    const before = residentMegabytes(site.pid!);
    const second = await walkAll();
    const after = residentMegabytes(site.pid!);
    console.log(
      `route walk: ${paths.length} paths, ${second.length} requests a walk ${JSON.stringify(tally(second))}; ` +
        `memory after the first walk ${before.toFixed(0)} MB, after the second ${after.toFixed(0)} MB`,
    );
    expect(failures([...first, ...second])).toEqual([]);
    // Each walk sends about 2 GB of bodies; none is kept.
    expect(after - before).toBeLessThan(40);
    // The session was still good throughout (a walk that signed itself out would prove little).
    expect((await fetch(`${site.origin}/admin`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${site.origin}/about`)).status).toBe(200);
  },
);
