// `npm run staff -- <command>`: the workspace's members from the command line (the first owner,
// a lost device). Runs the built server's code on the same settings as the site (DATABASE_URL or
// the embedded PostgreSQL of DATA_DIR, SMTP_URL or mail files), so it needs a build. Its sign-in
// links use the address of the site running on DATA_DIR (server/running.mjs), and it says which
// database it opened.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { databaseOf, readRunningSite } from "../server/running.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!existsSync(serverBuild)) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || "./data";
const site = readRunningSite(dataDir);
if (!site && !process.env.DATABASE_URL && !existsSync(path.join(dataDir, "postgres"))) {
  // A new, empty database nobody serves: a member added there could never sign in.
  console.error(
    `No site has run on ${dataDir}${process.env.DATA_DIR ? "" : " (DATA_DIR unset)"}: there is no database to add members to.\n` +
      "Run this with the DATA_DIR (or DATABASE_URL) the site uses, or start the site once first (npm start).",
  );
  process.exit(1);
}
const database = databaseOf({ databaseUrl: process.env.DATABASE_URL, dataDir });
if (site && site.database !== database) {
  console.error(
    `The site on ${site.url} runs on the ${site.database}, but this command would open the ${database}.\n` +
      "Run it with the DATABASE_URL the site uses.",
  );
  process.exit(1);
}
// The links lead to the running site, on whatever port it serves.
if (site && !process.env.SITE_URL) process.env.SITE_URL = site.url;
// The command's own lines are what matters here; the server's info lines would bury them.
process.env.LOG_LEVEL ??= "warn";
process.env.NODE_ENV ??= "production";
const { entry } = await import(serverBuild);
const { runStaffCommand, shutdown } = entry.module;
console.log(
  site
    ? `Database: the ${database}, which the site on ${site.url} uses.`
    : `Database: the ${database}. No site is running on it; sign-in links lead to ${entry.module.getEnv().SITE_URL} (SITE_URL, or PORT).`,
);
let code = 1;
try {
  code = await runStaffCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await shutdown();
}
process.exit(code);
