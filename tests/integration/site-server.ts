// The production server (server/index.mjs on the build) as a child process, for tests that need
// it started and stopped with their own settings. Needs `npm run build` (npm test does it).
import { spawn } from "node:child_process";

/** `env` adds to the test's environment; a variable set to undefined is left out. */
export function startServer(env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATABASE_URL: "", ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ["server/index.mjs"], {
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Site ready on (http:\/\/\S+) /.exec(output);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    };
    child.stdout.on("data", check);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, ready, exited, output: () => output };
}
