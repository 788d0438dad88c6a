// Opening the database and applying migrations. Plain JavaScript (typed with JSDoc) because two
// kinds of caller share it: the app, bundled by React Router's build, and the scripts/db.mjs
// commands (`npm run db:migrate`, `db:seed`, `db:backup`, ...), which run on Node from a fresh
// clone without a build. app/server/db/client.server.ts wraps it with Drizzle for the app.
//
// One driver (node-postgres) for every setup: DATABASE_URL names any PostgreSQL server; without
// it, the embedded PostgreSQL of DATA_DIR (embedded-postgres.server.mjs) is used.
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync, mkdirSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { accepting, embeddedPaths, EmbeddedPostgresError, startEmbeddedPostgres } from "./embedded-postgres.server.mjs";

/**
 * @typedef {{ rows: any[] }} QueryResult
 * @typedef {(text: string, params?: unknown[]) => Promise<QueryResult>} Query
 * @typedef {object} Connection
 * @property {"embedded" | "postgres"} kind
 * @property {import("pg").Pool} pool
 * @property {string} url  the connection string (for psql and the other tools)
 * @property {string} describe  where the data is, for messages
 * @property {Query} query
 * @property {() => Promise<void>} close  closes the pool, and stops the embedded server when this process started it
 * @typedef {{ info: (line: string) => void, error: (line: string) => void }} Log  where lines go: the site's logger, or the console of a command
 */

/** @type {Log} */
const consoleLog = { info: (line) => console.info(line), error: (line) => console.error(line) };
/** @type {Log} */
export const silentLog = { info: () => {}, error: () => {} };

/** The database could not be opened; the message says why and what to do. */
export class DatabaseOpenError extends Error {}

/** `DATABASE_URL` must name a PostgreSQL server; anything else is a configuration mistake. */
export function isPostgresUrl(/** @type {string} */ value) {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && (url.hostname !== "" || url.searchParams.has("host"));
  } catch {
    return false;
  }
}

/**
 * Who opens the embedded database. The site owns it while it runs: a second site on the same
 * DATA_DIR is refused. A tool (`npm run db:*`, tests) uses the one a running site or tool
 * started, or starts it for itself when none runs.
 * @typedef {"site" | "tool"} Role
 */

/**
 * Opens the database: PostgreSQL at `databaseUrl` when given, otherwise the embedded PostgreSQL
 * of `dataDir` (started when no other process runs it).
 * @param {{ databaseUrl?: string | undefined, dataDir?: string | undefined, role?: Role, log?: Log, durable?: boolean }} options
 * @returns {Promise<Connection>}
 */
export async function openConnection({ databaseUrl, dataDir = "./data", role = "tool", log = consoleLog, durable = true }) {
  if (databaseUrl) {
    if (!isPostgresUrl(databaseUrl)) throw new DatabaseOpenError("DATABASE_URL must be a postgres:// or postgresql:// URL.");
    return openPool(databaseUrl, "postgres", describeUrl(databaseUrl), log, async () => {});
  }
  return openEmbedded(dataDir, role, log, durable);
}

function describeUrl(/** @type {string} */ databaseUrl) {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get("host");
  return `PostgreSQL at ${socket ?? `${url.hostname}:${url.port || 5432}`}${url.pathname}`;
}

/**
 * @param {string} url
 * @param {Connection["kind"]} kind
 * @param {string} describe
 * @param {Log} log
 * @param {() => Promise<void>} stopServer
 * @returns {Promise<Connection>}
 */
async function openPool(url, kind, describe, log, stopServer) {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // A client losing its connection must not crash the process, whether it sits idle in the pool
  // or is checked out between two statements of a transaction (node-postgres leaves those to
  // the caller); the statement that meets it fails, and the next one reconnects.
  pool.on("error", (error) => log.error(`PostgreSQL connection lost: ${error.message}`));
  // pool.end() resolves once every client has been asked to end, before their connections have
  // closed; the embedded server stopped in that moment terminates them ("terminating connection
  // due to administrator command"). Closing waits for the pool's "remove" of every client.
  let clients = 0;
  let allRemoved = () => {};
  pool.on("connect", (client) => {
    clients++;
    client.on("error", () => {});
  });
  pool.on("remove", () => {
    if (--clients === 0) allRemoved();
  });
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    await stopServer();
    throw new DatabaseOpenError(`Could not connect to ${describe}${kind === "postgres" ? " (DATABASE_URL)" : ""}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  let closed = false;
  return {
    kind,
    pool,
    url,
    describe,
    query: (text, params) => pool.query(text, params),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        const removed = clients === 0 ? Promise.resolve() : new Promise((resolve) => (allRemoved = () => resolve(undefined)));
        await pool.end();
        await removed;
      } finally {
        await stopServer();
      }
    },
  };
}

/** Restarts after PostgreSQL stopped under a running site, before the site gives up. */
const RESTART_ATTEMPTS = 5;

/**
 * @param {string} dataDirOption
 * @param {Role} role
 * @param {Log} log
 * @param {boolean} durable
 * @returns {Promise<Connection>}
 */
async function openEmbedded(dataDirOption, role, log, durable) {
  const paths = embeddedPaths(dataDirOption);
  try {
    mkdirSync(paths.dataDir, { recursive: true });
  } catch (error) {
    throw new DatabaseOpenError(`Could not create the data folder ${paths.dataDir} (DATA_DIR): ${messageOf(error)}`, { cause: error });
  }
  const lockPath = path.join(paths.dataDir, "postgres.owner");
  const owner = liveOwner(lockPath);
  if (owner) {
    if (role === "site") {
      throw new DatabaseOpenError(
        [
          owner.role === "site"
            ? `Another site (pid ${owner.pid} on ${owner.host}) is running on ${paths.dataDir}: only one site at a time may use a DATA_DIR.`
            : `A database command (pid ${owner.pid} on ${owner.host}) is using ${paths.dataDir}; start the site when it has finished.`,
          "Stop the other process, set DATA_DIR to another folder, or set DATABASE_URL to share a PostgreSQL server between instances.",
        ].join("\n"),
      );
    }
    // A tool uses the database the running site (or tool) started.
    if (!(await accepting(paths.url))) {
      throw new DatabaseOpenError(
        `The embedded PostgreSQL of ${paths.dataDir} is owned by pid ${owner.pid} but does not answer on ${paths.socketDir}. Try again in a moment.`,
      );
    }
    return openPool(paths.url, "embedded", `the embedded PostgreSQL in ${paths.cluster}`, log, async () => {});
  }

  const lock = acquireLock(lockPath, role);
  let server;
  try {
    server = await startEmbeddedPostgres({ dataDir: paths.dataDir, log: (line) => log.info(line), durable });
  } catch (error) {
    lock.release();
    if (error instanceof EmbeddedPostgresError) throw new DatabaseOpenError(error.message, { cause: error });
    throw error;
  }
  const started = server;
  if (role === "site") superviseServer(started, log);
  return openPool(paths.url, "embedded", `the embedded PostgreSQL in ${paths.cluster}`, log, async () => {
    try {
      await started.stop();
    } finally {
      lock.release();
    }
  });
}

/**
 * PostgreSQL stopped while the site runs (killed, crashed, out of memory): forms answer 503
 * meanwhile, pages keep serving, and the server is started again. When it cannot be started
 * after RESTART_ATTEMPTS tries, the site exits non-zero so a supervisor can act.
 * @param {import("./embedded-postgres.server.mjs").EmbeddedServer} server
 * @param {Log} log
 */
function superviseServer(server, log) {
  server.onUnexpectedExit(async (code, signal) => {
    log.error(`The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again.`);
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      try {
        await server.restart();
        log.info(`The embedded PostgreSQL is running again (attempt ${attempt}).`);
        return;
      } catch (error) {
        log.error(`Restart ${attempt} of the embedded PostgreSQL failed: ${messageOf(error)}`);
      }
    }
    log.error(`The embedded PostgreSQL could not be started again after ${RESTART_ATTEMPTS} attempts; the site stops.`);
    process.exit(1);
  });
}

// The owner file: which process started the embedded PostgreSQL of a DATA_DIR (pid, host, role).
// It is created exclusively, so two processes cannot both start it; one left by a process that
// is gone (kill -9) is stale and taken over.

/**
 * @typedef {{ pid: number, host: string, role: Role }} Owner
 */

// The owner files this process holds; on globalThis so a module reloaded by the dev server sees them.
const heldHere = /** @type {Set<string>} */ (/** @type {any} */ (globalThis).__concordOwnerFiles ??= new Set());

/** @returns {Owner | undefined} the owner, when it is a live process */
function liveOwner(/** @type {string} */ lockPath) {
  if (heldHere.has(lockPath)) return readOwner(lockPath);
  const owner = readOwner(lockPath);
  return owner && ownerIsAlive(owner) ? owner : undefined;
}

/**
 * @param {string} lockPath
 * @param {Role} role
 */
function acquireLock(lockPath, role) {
  const content = JSON.stringify({ pid: process.pid, host: hostname(), role, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, content);
      closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        process.off("exit", release);
        rmSync(lockPath, { force: true });
      };
      // A crash (uncaught error, process.exit) still frees the folder for the next start.
      process.on("exit", release);
      return { release };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") {
        throw new DatabaseOpenError(`Could not write the owner file ${lockPath}: ${messageOf(error)}`, { cause: error });
      }
    }
    const owner = liveOwner(lockPath);
    if (owner) {
      throw new DatabaseOpenError(`The embedded PostgreSQL of ${path.dirname(lockPath)} was just started by pid ${owner.pid}; try again.`);
    }
    // The owner is gone (crash, kill -9): the file is stale.
    rmSync(lockPath, { force: true });
  }
  throw new DatabaseOpenError(`Could not take the owner file ${lockPath}; another process keeps creating it.`);
}

/** @returns {Owner | undefined} */
function readOwner(/** @type {string} */ lockPath) {
  if (!existsSync(lockPath)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8"));
    if (typeof parsed?.pid === "number")
      return { pid: parsed.pid, host: String(parsed.host ?? ""), role: parsed.role === "site" ? "site" : "tool" };
  } catch {
    // Unreadable or half-written: treated as stale.
  }
  return undefined;
}

function ownerIsAlive(/** @type {Owner} */ owner) {
  // A pid from another host cannot be checked from here: assume it is alive and say so.
  if (owner.host !== hostname()) return true;
  // Our own pid in a file we did not write in this run: the previous process of a restarted container.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * The drizzle/ folder of SQL migrations: found by walking up from this module, which works from
 * the source tree (tests, scripts) and from the bundled build/server/index.js alike.
 */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`No drizzle/ migrations folder found above ${from}.`);
}

// Any constant works; it only has to be the same for every instance of this site.
const MIGRATION_LOCK_ID = 7_242_015;

/**
 * Applies the SQL migrations in drizzle/ that the database has not seen yet. Safe to call on
 * every start: already applied ones are skipped, and an advisory lock makes
 * instances starting together take turns.
 * @param {Connection} connection
 * @param {string} [migrationsFolder]
 */
export async function runMigrations(connection, migrationsFolder = findMigrationsFolder()) {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = await connection.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs `work` in one transaction with a `query` function bound to it.
 * @template T
 * @param {Connection} connection
 * @param {(query: Query) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withTransaction(connection, work) {
  const client = await connection.pool.connect();
  let failure;
  try {
    await client.query("begin");
    const result = await work((text, params) => client.query(text, params));
    await client.query("commit");
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    // After a failure the connection is discarded: it may be the reason.
    client.release(failure);
  }
}

function messageOf(/** @type {unknown} */ error) {
  return error instanceof Error ? error.message : String(error);
}
