// The database commands (`npm run db:<command>`), on the same settings as the server:
// DATABASE_URL for a PostgreSQL server, otherwise the embedded PostgreSQL of DATA_DIR (default
// ./data). While the site runs they use the PostgreSQL it runs; otherwise they start it for
// themselves and stop it when done. Plain JavaScript so they run from a fresh clone without a build.
//
//   migrate                applies the SQL migrations in drizzle/
//   seed [file]            migrates, then loads seed/seed.json (or the given file)
//   backup [file]          a consistent backup (gzipped JSON), by default DATA_DIR/backups/backup-<time>.json.gz
//                          (inside the git-ignored data folder, never where `git add .` would take it)
//   restore <file>         loads a backup into an empty DATA_DIR or DATABASE_URL database
//   psql [psql options]    a SQL shell (psql) on the database
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseOpenError, openConnection, runMigrations } from "../app/server/db/connection.server.mjs";
import { backupDatabase, readBackup, restoreDatabase, writeBackup } from "./backup.mjs";
import { readSeedFile, seedDatabase } from "./seed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, ...args] = process.argv.slice(2);
const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
const settings = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? "./data" };

const usage = "Usage: node scripts/db.mjs migrate | seed [file] | backup [file] | restore <file> | psql [options]";

/** Opens the database, runs `work`, closes it (stopping the embedded server if this started it). */
async function withConnection(work) {
  const connection = await openConnection(settings);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

const commands = {
  async migrate() {
    await withConnection(async (connection) => {
      await runMigrations(connection);
      console.log(`Migrations applied to ${connection.describe}.`);
    });
  },

  async seed(file = path.join(root, "seed/seed.json")) {
    // The seed file is checked before the database is touched.
    const seed = readSeedFile(path.resolve(file));
    await withConnection(async (connection) => {
      await runMigrations(connection);
      const result = await seedDatabase(connection, seed);
      console.log(
        `Seeded ${connection.describe}: team members ${result.teamMembers.inserted} added, ${result.teamMembers.updated} updated; ${result.webinars} webinar(s) upserted.`,
      );
    });
  },

  async backup(file = path.join(settings.dataDir, "backups", `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.json.gz`)) {
    await withConnection(async (connection) => {
      const backup = await backupDatabase(connection);
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
      writeBackup(path.resolve(file), backup);
      const rows = Object.values(backup.tables).reduce((total, table) => total + table.length, 0);
      console.log(
        `Backup of ${connection.describe} written to ${path.resolve(file)}: ${Object.keys(backup.tables).length} tables, ${rows} rows.`,
      );
    });
  },

  async restore(file) {
    if (!file) throw new Error("Name the backup file: npm run db:restore -- <file>");
    const backup = readBackup(path.resolve(file));
    await withConnection(async (connection) => {
      const counts = await restoreDatabase(connection, backup);
      const rows = Object.values(counts).reduce((total, count) => total + count, 0);
      console.log(`Restored ${rows} rows from ${path.resolve(file)} (taken ${backup.createdAt}) into ${connection.describe}.`);
      // Sessions are signed with the auth secret, which is not part of the database.
      console.log(
        env.AUTH_SECRET
          ? "Members stay signed in if AUTH_SECRET is the one the backed-up site used; otherwise they sign in again."
          : `Members stay signed in only if ${path.join(settings.dataDir, "auth-secret")} is the backed-up site's file (copy it along); otherwise they sign in again.`,
      );
    });
  },

  async psql(...options) {
    const found = spawnSync("psql", ["--version"], { encoding: "utf8" });
    if (found.error) {
      throw new Error(
        "psql, PostgreSQL's SQL shell, is not installed. Debian/Ubuntu: apt-get install -y postgresql-client; macOS: brew install libpq.",
      );
    }
    await withConnection(async (connection) => {
      const result = spawnSync("psql", [connection.url, ...options], { stdio: "inherit" });
      process.exitCode = result.status ?? 1;
    });
  },
};

if (!Object.hasOwn(commands, command ?? "")) {
  console.error(usage);
  process.exit(2);
}
try {
  await commands[command](...args);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof Error && !(error instanceof DatabaseOpenError) && error.cause instanceof Error) {
    console.error(`Cause: ${error.cause.message}`);
  }
  process.exitCode = 1;
}
