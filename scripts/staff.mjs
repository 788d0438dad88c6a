// `npm run staff -- <command>`: the workspace's members from the command line (the first owner,
// a lost device). Runs the built server's code on the same settings as the site (DATABASE_URL or
// the embedded PostgreSQL of DATA_DIR, SMTP_URL or mail files), so it needs a build.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!existsSync(serverBuild)) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}
// The command's own lines are what matters here; the server's info lines would bury them.
process.env.LOG_LEVEL ??= "warn";
process.env.NODE_ENV ??= "production";
const { entry } = await import(serverBuild);
const { runStaffCommand, shutdown } = entry.module;
let code = 1;
try {
  code = await runStaffCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await shutdown();
}
process.exit(code);
