// The databases the integration tests run against: PGlite always, PostgreSQL too when
// TEST_DATABASE_URL is set (CI starts one). Each open() gives a new, empty database.
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { runMigrations } from "~/server/db/connection.server.mjs";
import { afterAll, beforeAll } from "vitest";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database (if still open) and deletes it. */
  dispose(): Promise<void>;
}

export interface TestTarget {
  name: string;
  open(): Promise<TestDatabase>;
}

/** A new, empty PGlite folder: a copy of the run's template (see global-setup.ts). */
export function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "concord-db-"));
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}

const pglite: TestTarget = {
  name: "PGlite",
  async open() {
    const dataDir = freshDataDir();
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      async dispose() {
        await handle.connection.close().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(adminUrl: string): TestTarget {
  return {
    name: "PostgreSQL",
    async open() {
      const name = `concord_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      return {
        ...handle,
        async dispose() {
          await handle.connection.close().catch(() => {});
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          try {
            await cleanup.query(`drop database if exists ${name} with (force)`);
          } finally {
            await cleanup.end();
          }
        },
      };
    },
  };
}

export const targets: TestTarget[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * Opens a fresh database of `target` with the migrations applied for the surrounding describe
 * block, and disposes of it afterwards. Returns a getter for use inside the tests.
 */
export function useMigratedDatabase(target: TestTarget): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await target.open();
    await runMigrations(database.connection);
  }, 30_000);
  afterAll(async () => {
    await database?.dispose();
  }, 30_000);
  return () => {
    if (!database) throw new Error("the test database is not open yet");
    return database;
  };
}
