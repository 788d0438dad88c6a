// `npm run db:migrate`: applies the SQL migrations in drizzle/.
// `npm run db:seed [file]`: migrates, then loads seed/seed.json (or the given file).
// Plain JavaScript so it runs from a fresh clone without a build. Uses the same settings as the
// server: DATABASE_URL for PostgreSQL, otherwise PGlite in DATA_DIR (default ./data, from the
// current folder, as for the server). A running
// server holds a PGlite folder: stop it first (PostgreSQL has no such limit).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseOpenError, openConnection, runMigrations } from "../app/server/db/connection.server.mjs";
import { readSeedFile, seedDatabase } from "./seed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, fileArgument] = process.argv.slice(2);

if (command !== "migrate" && command !== "seed") {
  console.error("Usage: node scripts/db.mjs migrate | seed [seed-file.json]");
  process.exit(2);
}

const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
let connection;
try {
  // Validate the seed file before touching the database.
  const seed = command === "seed" ? readSeedFile(path.resolve(fileArgument ?? path.join(root, "seed/seed.json"))) : undefined;
  connection = await openConnection({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? "./data" });
  await runMigrations(connection);
  console.log(`Migrations applied to ${connection.describe}.`);
  if (seed) {
    const result = await seedDatabase(connection, seed);
    console.log(
      `Seeded ${connection.describe}: team members ${result.teamMembers.inserted} added, ${result.teamMembers.updated} updated; ${result.webinars} webinar(s) upserted.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof Error && !(error instanceof DatabaseOpenError) && error.cause instanceof Error) {
    console.error(`Cause: ${error.cause.message}`);
  }
  process.exitCode = 1;
} finally {
  await connection?.close();
}
