// The production server (server/index.mjs on the build) as a child process, shared by the
// integration and the fault tests, which each start it with their own settings.
// - start() waits for the build: it may be replaced while the tests run (a rebuild nearby).
// - stop() fails the test unless the server shut down cleanly, as an owner's SIGTERM expects;
//   kill9() is for the tests of what survives a crash.
// Needs `npm run build` (npm test and npm run test:faults do it).
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { existsSync } from "node:fs";

const BUILD = "build/server/index.js";
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Site {
  origin = "";
  private child?: ChildProcess;
  private exit?: Promise<number>;
  private log = "";

  /**
   * `env` adds to the test's environment; a variable set to undefined is left out.
   * `maxOpenFiles` starts the server under that descriptor limit (prlimit), as a small host would.
   */
  constructor(
    private env: Record<string, string | undefined>,
    private options: { maxOpenFiles?: number } = {},
  ) {}

  /** The running server's process, until it is stopped or killed. */
  get pid() {
    return this.child?.pid;
  }

  /** The last server's exit code (-1 when a signal ended it). */
  get exited(): Promise<number> {
    if (!this.exit) throw new Error("the server was never started");
    return this.exit;
  }

  output() {
    return this.log;
  }

  /** Starts the server (again, after a stop) and resolves with its origin once it listens. */
  async start(): Promise<string> {
    if (this.child) throw new Error(`the server is already running (pid ${this.child.pid})`);
    for (let waited = 0; !existsSync(BUILD) && waited < 60_000; waited += 250) await settle(250);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce();
      } catch (error) {
        // A rebuild may remove the build between the check above and the server's import of it.
        if (attempt >= 3 || !/No build found|Cannot find module|ERR_MODULE_NOT_FOUND/.test(String(error))) throw error;
        await settle(2000);
      }
    }
  }

  private async startOnce() {
    this.log = "";
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      // The build's own (unset at build time), so the pages are not rendered again at each start.
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: "",
      // Tests post many leads from one address, and most expect each one's mails; the tests of
      // the per-client cap set their own.
      MAIL_CLIENT_CAP: "100000",
      SIGN_IN_HOURLY_CAP: "1000",
      // The owners' daily summary depends on the clock (opening days and hours); its own test
      // (inbox.test.ts) gives it the time, so a test counting an owner's mails never meets it.
      DAILY_SUMMARY: "off",
      ...this.env,
    };
    // The port (0: any free one) is read off the ready line, which is logged at "info"; the log is
    // kept here, not printed, so a quieter level would only hide what a failure should show. A
    // test of the levels themselves sets LOG_LEVEL and a PORT of its own.
    if (this.env.LOG_LEVEL === undefined) env.LOG_LEVEL = "info";
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
    const limit = this.options.maxOpenFiles;
    const command = limit ? ["prlimit", `--nofile=${limit}:${limit}`, process.execPath] : [process.execPath];
    const child = spawn(command[0]!, [...command.slice(1), "server/index.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    // A long run (a load test's) would otherwise hold its whole log: only the end is kept.
    const keep = (chunk: Buffer) => {
      this.log += chunk;
      if (this.log.length > 200_000) this.log = this.log.slice(-100_000);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    const exit = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
    this.exit = exit;
    // A server that is gone is not signalled again, and may be started again.
    void exit.then(() => {
      if (this.child === child) this.child = undefined;
    });
    const fixedPort = env.PORT !== "0" ? env.PORT : undefined;
    this.origin = await new Promise<string>((resolve, reject) => {
      child.stdout!.on("data", () => {
        const match = /Site ready on (http:\/\/\S+) /.exec(this.log);
        if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
      });
      // On a port of the test's own, an answer says it is ready, whatever is logged.
      if (fixedPort) {
        const poll = () =>
          void fetch(`http://127.0.0.1:${fixedPort}/robots.txt`).then(
            (response) => (response.ok ? resolve(`http://127.0.0.1:${fixedPort}`) : setTimeout(poll, 200)),
            () => this.child === child && setTimeout(poll, 200),
          );
        poll();
      }
      void exit.then((code) => reject(new Error(`server exited with ${code}:\n${this.log}`)));
    });
    return this.origin;
  }

  /** SIGTERM, and waits for a clean exit. */
  async stop() {
    const child = this.child;
    if (!child) return;
    child.kill("SIGTERM");
    const code = await this.exited;
    if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${this.log.slice(-5000)}`);
  }

  /** kill -9: no shutdown code runs. */
  async kill9() {
    const child = this.child;
    if (!child) return;
    child.kill("SIGKILL");
    await this.exited;
  }

  /** A JSON post; a string body is sent as it is (to send what is not JSON). */
  postJson(pathname: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${this.origin}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  /** A form post as a page without JavaScript sends it (the browser's own headers are the caller's). */
  postForm(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${this.origin}${pathname}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  }
}

/** A newsletter sign-up, the smallest lead, as a tool hands it in (JSON). */
export function subscribe(origin: string, email: string) {
  return fetch(`${origin}/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}

/** A TCP port nothing listens on just now, for a server that must know its address before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
