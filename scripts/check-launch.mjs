// `npm run check:launch`: names every placeholder still live (example.com addresses, 555 numbers,
// example team profiles, placeholder video ids, the built-in chat page, a localhost SITE_URL) and
// exits 1 while any remains. Runs the built server's code on the same settings as the site
// (its environment, and the team in DATABASE_URL or the embedded PostgreSQL of DATA_DIR), so it
// needs a build, and a build made after the last content edit.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!existsSync(serverBuild)) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}
// The check's own lines are what matters here; the server's info lines would bury them.
process.env.LOG_LEVEL ??= "warn";
process.env.NODE_ENV ??= "production";
const { entry } = await import(serverBuild);
const { runLaunchCheck, shutdown } = entry.module;
let code = 1;
try {
  code = await runLaunchCheck();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await shutdown();
}
process.exit(code);
