// Once per Vitest run: a current build (scripts/build-if-needed.mjs), one embedded PostgreSQL in a temp folder (fsync off: it is thrown away)
// on which the database tests create a database each (TEST_EMBEDDED_URL), and a migrated
// database of it as DATABASE_URL for tests that use the process's own database (getDb()).
// Stopped and removed again at the end of the run.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { openConnection, runMigrations, silentLog } from "../../app/server/db/connection.server.mjs";
import { freshDataDir, withDatabase } from "../support/databases";

export default async function setup() {
  // The servers these tests start serve the build: made now if it is missing or older than its
  // sources (npm test has made it already), never run stale.
  buildIfNeeded(fileURLToPath(new URL("../..", import.meta.url)));
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
