/**
 * The process's one database handle: Drizzle over node-postgres, on the PostgreSQL DATABASE_URL
 * names or on the embedded PostgreSQL of DATA_DIR. Opened by the server's start-up hook
 * (app/entry.server.tsx, which also migrates), closed on shutdown (which stops the embedded server).
 */
import { sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { openConnection, runMigrations, type Connection, type Log, type Role } from "./connection.server.mjs";
import * as schema from "./schema.server";

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: Pool };
/** What `transaction()` hands its callback: the query builder (without relational queries), inside one transaction. */
export type Transaction = Parameters<Parameters<NodePgDatabase["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  connection: Connection;
}

/** Wraps an open connection with Drizzle and the schema. */
export function createDatabase(connection: Connection): Database {
  return drizzle({ client: connection.pool, schema });
}

/**
 * `db.transaction(work)` on a connection checked out here. drizzle-orm 0.45's own pooled
 * transaction runs BEGIN before its try/finally, so a BEGIN on a connection that died unnoticed
 * (PostgreSQL restarted) never gives the connection back, and a pool that lost one cannot close
 * (drizzle-orm issues 6023, 6241). Here the connection always goes back, and is discarded after
 * any failure instead of being handed out again.
 */
export async function transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let failure: Error | undefined;
  try {
    // Without the schema: building its relational config for every transaction cost about a third
    // of a form post's CPU time, and a transaction's queries do not use it.
    return await drizzle({ client }).transaction(work);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(failure);
  }
}

/**
 * A transaction whose loss in a crash is harmless, committed without waiting for the flush to
 * disk (`synchronous_commit` off for it alone; decision 0024): a rate-limit count, an outbox
 * mail's claim or "sent" mark. Its row locks end at once instead of after a flush, so other
 * requests that need the same row do not queue behind the disk. A lead and its mails are never
 * written here: their transaction commits with the flush.
 */
export function transactionWithoutFlush<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`set local synchronous_commit to off`);
    return work(tx);
  });
}

/** Opens a database from explicit settings; the caller closes it. Tests and tools use this. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; role?: Role; log?: Log }): Promise<DatabaseHandle> {
  const connection = await openConnection(options);
  return { db: createDatabase(connection), connection };
}

// On globalThis so the dev server's module reloads reuse the open database instead of starting
// the embedded server a second time in the same process.
const state = globalThis as typeof globalThis & { __concordDb?: Promise<DatabaseHandle>; __concordDbRole?: Role };

/**
 * The process is a command-line tool, not the site: it may share the embedded PostgreSQL of a
 * site that runs on the same DATA_DIR (call before the first getDb()).
 */
export function openDatabaseAsTool(): void {
  state.__concordDbRole = "tool";
}

function handle(): Promise<DatabaseHandle> {
  if (!state.__concordDb) {
    const env = getEnv();
    const role = state.__concordDbRole ?? "site";
    const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, role, log: logger() });
    state.__concordDb = opening;
    // A failed open is not remembered: the next call tries again.
    opening.catch(() => {
      if (state.__concordDb === opening) state.__concordDb = undefined;
    });
  }
  return state.__concordDb;
}

/** The process's database, opened on first use from DATABASE_URL / DATA_DIR. */
export async function getDb(): Promise<Database> {
  return (await handle()).db;
}

/** Applies pending migrations from drizzle/ to the process's database. */
export async function migrate(): Promise<void> {
  await runMigrations((await handle()).connection);
}

/** Closes the process's database if it was opened; the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const current = state.__concordDb;
  if (!current) return;
  state.__concordDb = undefined;
  let opened: DatabaseHandle;
  try {
    opened = await current;
  } catch {
    return;
  }
  await opened.connection.close();
}
