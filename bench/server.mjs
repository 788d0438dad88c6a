// Starts the production server (server/index.mjs) on a throwaway database and a free loopback
// port, the way it runs in production, with the form limits lifted so every bench request is a
// real save rather than a 429.
import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { onCleanup } from "./cleanup.mjs";
import { freePort, stopChild } from "./proc.mjs";

/**
 * @param {{ root: string }} options root: the project folder (holds server/ and build/)
 * @returns {Promise<{ origin: string, port: number, pid: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startServer({ root }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-data-"));
  // Enterable by other users, as a DATA_DIR the site creates is: as root, PostgreSQL runs as "postgres".
  await chmod(dataDir, 0o711);
  const removeDataDir = onCleanup("temp data dir", () => rm(dataDir, { recursive: true, force: true }));
  await preloadStatementStats(root, dataDir);
  const port = await freePort();
  // BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a missed target's time goes.
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, "server/index.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      // The address the bench reaches it at, so a post from its own pages passes the origin check.
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // Mails go to DATA_DIR/mail as .eml files, never to a real mail server.
      SMTP_URL: "",
      DATABASE_URL: "",
      FORM_RATE_LIMIT: "100000000",
      MAIL_DAILY_CAP: "100000000",
      MAIL_HOURLY_CAP: "100000000",
      NOTIFY_HOURLY_CAP: "100000000",
      MAIL_CLIENT_CAP: "100000000",
      // The load part names each post's client in X-Forwarded-For, as a proxy in front would.
      TRUST_PROXY: "loopback",
      // Per-request info logs would measure the terminal, not the server.
      LOG_LEVEL: "warn",
    },
  });
  // SIGTERM (not SIGKILL) so the server stops its embedded PostgreSQL cleanly.
  const stopServer = onCleanup("server", () => stopChild(child, "SIGTERM"));

  let output = "";
  // The server logs at "warn", so what it writes is worth seeing; it does not log its ready line
  // at that level, so readiness is an answer on its port.
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (/** @type {Buffer} */ chunk) => {
      output += chunk;
      process.stderr.write(`[server] ${chunk}`);
    });
  }
  const ready = new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    let exited = false;
    child.on("exit", (code, signal) => {
      exited = true;
      reject(new Error(`the server exited (${signal ?? code}) before it was ready:\n${output}`));
    });
    const poll = async () => {
      if (exited) return;
      if (Date.now() > deadline) return reject(new Error(`the server did not answer within 90 s:\n${output}`));
      const answered = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) resolve(undefined);
      else setTimeout(poll, 200);
    };
    void poll();
  });
  try {
    await ready;
  } catch (error) {
    await stopChild(child, "SIGTERM");
    stopServer();
    throw error;
  }

  return {
    database: await describeDatabase(root, dataDir),
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: /** @type {number} */ (child.pid),
    dataDir,
    async stop() {
      await stopChild(child, "SIGTERM");
      stopServer();
      if (child.exitCode !== 0) console.error(`[server] exited with ${child.signalCode ?? child.exitCode}`);
      await rm(dataDir, { recursive: true, force: true });
      removeDataDir();
    },
  };
}

/**
 * Creates the embedded cluster before the site starts it, with pg_stat_statements loaded, so the
 * load part can count the statements a lead costs. The setting is in the cluster's
 * postgresql.auto.conf; the site's own settings are unchanged.
 */
async function preloadStatementStats(root, dataDir) {
  const { openConnection, silentLog } = await import(path.join(root, "app/server/db/connection.server.mjs"));
  const connection = await openConnection({ dataDir, log: silentLog });
  try {
    await connection.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
  } finally {
    await connection.close();
  }
}

/**
 * The database the measured server runs, read from the server itself: the figures are only
 * comparable with the same engine and durability settings.
 */
async function describeDatabase(root, dataDir) {
  const { openConnection, silentLog } = await import(path.join(root, "app/server/db/connection.server.mjs"));
  const connection = await openConnection({ dataDir, log: silentLog });
  try {
    await connection.query("create extension if not exists pg_stat_statements");
    const { rows } = await connection.query(
      "select current_setting('server_version') as version, current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync",
    );
    return `embedded PostgreSQL ${rows[0].version} (fsync ${rows[0].fsync}, synchronous_commit ${rows[0].sync})`;
  } finally {
    await connection.close();
  }
}
