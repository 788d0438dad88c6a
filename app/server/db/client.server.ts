/**
 * The process's one database handle: PostgreSQL through a pool when DATABASE_URL is set,
 * otherwise PGlite in DATA_DIR/pglite. Opened on first use, migrated by the server's start-up
 * hook (app/entry.server.tsx), closed on shutdown: an open PGlite keeps the process alive.
 */
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { getEnv } from "~/server/env.server";
import { openConnection, runMigrations, type Connection } from "./connection.server.mjs";
import * as schema from "./schema.server";

export type Schema = typeof schema;
/** What both drivers share; code written against it runs on PGlite and PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  connection: Connection;
}

/** Wraps an open connection with Drizzle and the schema. */
export function createDatabase(connection: Connection): Database {
  const db =
    connection.kind === "pglite"
      ? drizzlePglite({ client: connection.client, schema })
      : drizzlePostgres({ client: connection.client, schema });
  return db as unknown as Database;
}

/** Opens a database from explicit settings; the caller closes it. Tests and tools use this. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  const connection = await openConnection(options);
  return { db: createDatabase(connection), connection };
}

// On globalThis so the dev server's module reloads reuse the open database instead of opening
// PGlite a second time in the same process.
const state = globalThis as typeof globalThis & { __concordDb?: Promise<DatabaseHandle> };

function handle(): Promise<DatabaseHandle> {
  if (!state.__concordDb) {
    const env = getEnv();
    const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
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
