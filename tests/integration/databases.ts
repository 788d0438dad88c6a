// The databases the integration tests run against: the run's embedded PostgreSQL always, and
// CI's Debian PostgreSQL too when TEST_DATABASE_URL is set. Each open() gives a new, empty database.
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { runMigrations } from "~/server/db/connection.server.mjs";
import { postgresStore, servers } from "../support/databases";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and drops it. */
  dispose(): Promise<void>;
}

export interface TestTarget {
  name: string;
  open(): Promise<TestDatabase>;
}

export const targets: TestTarget[] = servers.map(({ name, adminUrl }) => ({
  name,
  async open() {
    const store = await postgresStore(adminUrl, name);
    const handle = await store.open();
    return {
      ...handle,
      async dispose() {
        await handle.connection.close().catch(() => {});
        await store.dispose();
      },
    };
  },
}));

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
