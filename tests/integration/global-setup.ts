// Once per Vitest run: an empty PGlite database to copy from (creating one takes seconds, copying
// it a fraction of one), and DATA_DIR pointing at a migrated copy for tests that use the process's
// own database (getDb()) without preparing one. Removed again at the end of the run.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openConnection, runMigrations } from "../../app/server/db/connection.server.mjs";

export default async function setup() {
  const root = mkdtempSync(path.join(tmpdir(), "concord-vitest-"));
  const template = path.join(root, "template");
  const empty = await openConnection({ dataDir: template });
  await empty.close();

  const shared = path.join(root, "shared");
  cpSync(template, shared, { recursive: true });
  const migrated = await openConnection({ dataDir: shared });
  try {
    await runMigrations(migrated);
  } finally {
    await migrated.close();
  }

  process.env.TEST_PGLITE_TEMPLATE = template;
  process.env.DATA_DIR = shared;
  // A developer's DATABASE_URL must not reach the tests; TEST_DATABASE_URL is the one they use.
  delete process.env.DATABASE_URL;

  return () => rmSync(root, { recursive: true, force: true });
}
