// Once per Vitest run: one embedded PostgreSQL in a temp folder (fsync off: it is thrown away)
// on which the database tests create a database each (TEST_EMBEDDED_URL), and a migrated
// database of it as DATABASE_URL for tests that use the process's own database (getDb()).
// Stopped and removed again at the end of the run.
import { rmSync } from "node:fs";
import { openConnection, runMigrations, silentLog } from "../../app/server/db/connection.server.mjs";
import { freshDataDir, withDatabase } from "../support/databases";

export default async function setup() {
  const dataDir = freshDataDir("concord-vitest-");
  const cluster = await openConnection({ dataDir, durable: false, log: silentLog });
  await cluster.query("create database shared");
  const shared = await openConnection({ databaseUrl: withDatabase(cluster.url, "shared") });
  try {
    await runMigrations(shared);
  } finally {
    await shared.close();
  }

  process.env.TEST_EMBEDDED_URL = cluster.url;
  // A developer's DATABASE_URL must not reach the tests; TEST_DATABASE_URL is the one they use.
  process.env.DATABASE_URL = withDatabase(cluster.url, "shared");

  return async () => {
    await cluster.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
