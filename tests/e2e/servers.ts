// The servers the browser tests run against, each on a database of its own (tests/e2e/start-server.mjs),
// and how one is started and stopped. The two production servers start side by side before the
// tests (tests/e2e/global-setup.ts); the development server only for the tests that use it
// (dev-server.dev.spec.ts), since Vite takes half a minute to prepare its dependencies on a fresh clone.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second instance whose mail server is down: every send fails, so "saved, but..." messages show. */
export const mailDownURL = `http://127.0.0.1:${port + 1}`;
/** The development server (`npm run dev`): the same server with Vite inside. */
export const devURL = `http://127.0.0.1:${port + 2}`;

const root = fileURLToPath(new URL("../..", import.meta.url));

// Many posts come from one address in a test run; the limits themselves are tested elsewhere.
const serverEnv = {
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  DATABASE_URL: "",
  FORM_RATE_LIMIT: "100000",
  MAIL_DAILY_CAP: "100000",
  MAIL_HOURLY_CAP: "100000",
  NOTIFY_HOURLY_CAP: "100000",
  MAIL_CLIENT_CAP: "100000",
  LOG_LEVEL: "warn",
  DAILY_SUMMARY: "off",
};

export interface TestServer {
  /** The server's origin; it is ready once `${url}/robots.txt` answers. */
  url: string;
  args: string[];
  env: Record<string, string>;
  /** How long it may take to be ready. */
  timeoutMs: number;
}

/** The built site. A database of its own (an embedded PostgreSQL in .tmp/), so a developer's ./data or a running `npm start` is not touched. */
export const mainServer: TestServer = {
  url: baseURL,
  args: ["tests/e2e/start-server.mjs"],
  env: { ...serverEnv, SITE_URL: baseURL, PORT: String(port), DATA_DIR: ".tmp/e2e-data", SMTP_URL: "" },
  timeoutMs: 60_000,
};

/** The built site with its mail server down: port 9 (discard) on loopback has no listener, so every SMTP connection is refused at once. */
export const mailDownServer: TestServer = {
  url: mailDownURL,
  args: ["tests/e2e/start-server.mjs"],
  env: {
    ...serverEnv,
    SITE_URL: mailDownURL,
    PORT: String(port + 1),
    DATA_DIR: ".tmp/e2e-data-mail-down",
    SMTP_URL: "smtp://127.0.0.1:9",
  },
  timeoutMs: 60_000,
};

/** `npm run dev` on a database of its own. Vite prepares its dependencies on the first start. */
export const devServer: TestServer = {
  url: devURL,
  args: ["tests/e2e/start-server.mjs", "--dev"],
  env: { ...serverEnv, SITE_URL: devURL, NODE_ENV: "development", PORT: String(port + 2), DATA_DIR: ".tmp/e2e-data-dev", SMTP_URL: "" },
  timeoutMs: 120_000,
};

/** Whether something already answers at `url` (a server left running would be tested instead of this run's). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `server` and resolves once it answers, with a function that stops it: SIGKILL to its
 * process group, as Playwright's webServer stops one, so that nothing it started (PostgreSQL,
 * esbuild) outlives it; its data folder is removed at its next start. Its output is passed
 * through, each line marked with its port; if it exits or is not ready in time, the start fails
 * with that output.
 */
export async function startServer(server: TestServer): Promise<() => Promise<void>> {
  if (await answers(server.url)) {
    throw new Error(`${server.url} is already used: make sure that nothing is running on its port (E2E_PORT chooses other ports).`);
  }
  const name = `[WebServer ${new URL(server.url).port}]`;
  // Its own process group, so that what it starts goes with it.
  const child = spawn(process.execPath, server.args, {
    cwd: root,
    env: { ...process.env, ...server.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const pass = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    stream.write(text.replace(/^(?=.)/gm, `${name} `));
  };
  child.stdout!.on("data", pass(process.stdout));
  child.stderr!.on("data", pass(process.stderr));
  const exited = new Promise<string>((resolve) =>
    child.on("exit", (code, signal) => resolve(signal ? `was killed by ${signal}` : `exited with ${code}`)),
  );
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  // A test run that ends without its teardown (an interrupted run) leaves no server behind.
  process.once("exit", killGroup);

  const stop = async () => {
    process.off("exit", killGroup);
    killGroup();
    await exited;
  };

  const deadline = Date.now() + server.timeoutMs;
  while (!(await answers(server.url))) {
    if (gone || Date.now() > deadline) {
      const why = gone ?? `did not answer within ${server.timeoutMs / 1000} s`;
      await stop();
      throw new Error(`The browser tests' server for ${server.url} (node ${server.args.join(" ")}) ${why}. Its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stop;
}
