// Opening the database and applying migrations. Plain JavaScript (typed with JSDoc) because two
// kinds of caller share it: the app, bundled by React Router's build, and scripts/db.mjs
// (`npm run db:migrate`, `npm run db:seed`), which must run on Node 20 from a fresh clone
// without a build. app/server/db/client.server.ts wraps it with Drizzle for the app.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGliteClient
 * @typedef {import("pg").Pool} PgPool
 * @typedef {{ rows: any[] }} QueryResult
 * @typedef {(text: string, params?: unknown[]) => Promise<QueryResult>} Query
 * @typedef {{ kind: "pglite", client: PGliteClient, dataDir: string, describe: string, query: Query, close: () => Promise<void> }} PgliteConnection
 * @typedef {{ kind: "postgres", client: PgPool, describe: string, query: Query, close: () => Promise<void> }} PostgresConnection
 * @typedef {PgliteConnection | PostgresConnection} Connection
 */

/** The database could not be opened; the message says why and what to do. */
export class DatabaseOpenError extends Error {}

/** `DATABASE_URL` must name a PostgreSQL server; anything else is a configuration mistake. */
export function isPostgresUrl(/** @type {string} */ value) {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise PGlite in
 * `<dataDir>/pglite` (the folder is created if missing).
 * @param {{ databaseUrl?: string | undefined, dataDir?: string | undefined }} options
 * @returns {Promise<Connection>}
 */
export async function openConnection({ databaseUrl, dataDir = "./data" }) {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

/** @returns {Promise<PostgresConnection>} */
async function openPostgres(/** @type {string} */ databaseUrl) {
  if (!isPostgresUrl(databaseUrl)) {
    throw new DatabaseOpenError("DATABASE_URL must be a postgres:// or postgresql:// URL.");
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const url = new URL(databaseUrl);
  const describe = `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(`Could not connect to ${describe} (DATABASE_URL): ${messageOf(error)}`, { cause: error });
  }
  return {
    kind: "postgres",
    client: pool,
    describe,
    query: (text, params) => pool.query(text, params),
    close: () => pool.end(),
  };
}

/** @returns {Promise<PgliteConnection>} */
async function openPglite(/** @type {string} */ dataDirOption) {
  const dataDir = path.resolve(dataDirOption);
  const pgliteDir = path.join(dataDir, "pglite");
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DatabaseOpenError(`Could not create the data folder ${dataDir} (DATA_DIR): ${messageOf(error)}`, { cause: error });
  }
  const lock = acquireLock(path.join(dataDir, "pglite.lock"), pgliteDir);
  let client;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    client = await PGlite.create(pgliteDir);
  } catch (error) {
    lock.release();
    throw new DatabaseOpenError(`Could not open the PGlite database in ${pgliteDir}: ${messageOf(error)}`, { cause: error });
  }
  const pglite = client;
  return {
    kind: "pglite",
    client: pglite,
    dataDir,
    describe: `PGlite in ${pgliteDir}`,
    query: (text, params) => pglite.query(text, params),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}

// PGlite itself does not stop a second process from opening the same folder, and two writers
// corrupt it. A lock file holding the owner's pid and host stops the second one with a message.
// Kept on globalThis so a module reloaded by the dev server still sees what this process holds.
const heldLocks = /** @type {Set<string>} */ (
  /** @type {any} */ (globalThis).__concordPgliteLocks ??= new Set()
);

/**
 * @param {string} lockPath
 * @param {string} pgliteDir
 */
function acquireLock(lockPath, pgliteDir) {
  if (heldLocks.has(lockPath)) {
    throw new DatabaseOpenError(
      `The PGlite database in ${pgliteDir} is already open in this process. Close it first (closeDb()).`,
    );
  }
  const content = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, content);
      closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldLocks.delete(lockPath);
        process.off("exit", release);
        rmSync(lockPath, { force: true });
      };
      // A crash (uncaught error, process.exit) still frees the folder for the next start.
      process.on("exit", release);
      return { release };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") {
        throw new DatabaseOpenError(`Could not write the lock file ${lockPath}: ${messageOf(error)}`, { cause: error });
      }
    }
    const owner = readLockOwner(lockPath);
    if (owner && ownerIsAlive(owner)) {
      throw new DatabaseOpenError(
        [
          `The PGlite database in ${pgliteDir} is in use by another process (pid ${owner.pid} on ${owner.host}).`,
          "Only one process at a time may open a PGlite data folder: stop the other server or npm script,",
          "set DATA_DIR to another folder, or set DATABASE_URL to share a PostgreSQL database between instances.",
          `If no such process is running, delete ${lockPath}.`,
        ].join("\n"),
      );
    }
    // The owner is gone (crash, kill -9): the lock is stale.
    rmSync(lockPath, { force: true });
  }
  throw new DatabaseOpenError(`Could not take the lock file ${lockPath}; another process keeps creating it.`);
}

/** @returns {{ pid: number, host: string } | undefined} */
function readLockOwner(/** @type {string} */ lockPath) {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8"));
    if (typeof parsed?.pid === "number") return { pid: parsed.pid, host: String(parsed.host ?? "") };
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

function ownerIsAlive(/** @type {{ pid: number, host: string }} */ owner) {
  // A pid from another host cannot be checked from here: assume it is alive and say so.
  if (owner.host !== hostname()) return true;
  // Our own pid without our own lock: the previous process of a restarted container.
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
 * every start: already applied ones are skipped, and on PostgreSQL an advisory lock makes
 * instances starting together take turns.
 * @param {Connection} connection
 * @param {string} [migrationsFolder]
 */
export async function runMigrations(connection, migrationsFolder = findMigrationsFolder()) {
  if (connection.kind === "pglite") {
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(drizzle(connection.client), { migrationsFolder });
    return;
  }
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = await connection.client.connect();
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
  if (connection.kind === "pglite") {
    return connection.client.transaction((tx) => work((text, params) => tx.query(text, params)));
  }
  const client = await connection.client.connect();
  try {
    await client.query("begin");
    const result = await work((text, params) => client.query(text, params));
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function messageOf(/** @type {unknown} */ error) {
  return error instanceof Error ? error.message : String(error);
}
