// Where the tests keep their data; shared by the integration and the fault tests.
// - embeddedStore(): a DATA_DIR of its own, as the site uses by default: a server started on it
//   runs its own embedded PostgreSQL; the test connects to that one (or starts it when no server runs).
// - postgresStore(): a new database on a PostgreSQL server (the run's shared embedded cluster,
//   or the Debian PostgreSQL that CI starts), dropped again by dispose().
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";

export interface Store {
  name: string;
  /** DATA_DIR or DATABASE_URL, for a server on this store. */
  env: Record<string, string>;
  /** The store's database, for the test; the caller closes it. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** Runs `fn` on the store's database (the one its server runs, or started for the look when it is stopped). */
export async function inspect<T>(store: Store, fn: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
  const handle = await store.open();
  try {
    return await fn(handle.db);
  } finally {
    await handle.connection.close();
  }
}

/**
 * A new, empty data folder in the system's temp folder. Open to other users to enter (not to
 * list), as a folder the site creates would be: as root, PostgreSQL runs as the "postgres" user.
 */
export function freshDataDir(prefix = "concord-test-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

/**
 * `dataDir()` for one test file: each call a fresh data folder, all of them removed after the
 * file's tests (call it at the top level of the file).
 */
export function dataDirsForThisFile(): () => string {
  const dirs: string[] = [];
  // A PostgreSQL cluster is thousands of files: removed without blocking the worker's event loop.
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return () => {
    const dir = freshDataDir();
    dirs.push(dir);
    return dir;
  };
}

export function embeddedStore(): Store {
  const dataDir = freshDataDir();
  return {
    name: "embedded PostgreSQL",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Runs one statement on the server's maintenance database. */
async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same URL with another database name (kept working for Unix-socket URLs: ?host=...). */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A new database on the PostgreSQL server of `adminUrl` (a user that may create databases).
 * `viaUrl` serves the same database through another address (a proxy the test can cut).
 */
export async function postgresStore(adminUrl: string, name = "PostgreSQL", viaUrl?: string): Promise<Store> {
  const database = `concord_test_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, `create database ${database}`);
  const url = withDatabase(adminUrl, database);
  return {
    name,
    env: { DATABASE_URL: withDatabase(viaUrl ?? adminUrl, database) },
    open: () => openDatabase({ databaseUrl: url }),
    dispose: () => admin(adminUrl, `drop database if exists ${database} with (force)`),
  };
}

/**
 * The PostgreSQL servers the database tests run on: the run's embedded PostgreSQL (started by
 * the global set-up, TEST_EMBEDDED_URL) always, and TEST_DATABASE_URL's when set (CI's Debian PostgreSQL).
 */
export const servers: { name: string; adminUrl: string }[] = [
  ...(process.env.TEST_EMBEDDED_URL ? [{ name: "embedded PostgreSQL", adminUrl: process.env.TEST_EMBEDDED_URL }] : []),
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", adminUrl: process.env.TEST_DATABASE_URL }] : []),
];
