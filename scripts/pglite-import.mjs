// Carries the data an earlier version of the site kept in DATA_DIR/pglite (PGlite, an embedded
// PostgreSQL in WebAssembly) over into the embedded PostgreSQL, once. The site does it at
// start-up when it finds such a folder; `npm run db:import-pglite` does the same by hand.
//
// PGlite is no longer a dependency: the version that wrote the folder is installed from the npm
// registry into a temporary folder for the import, and removed afterwards. The old folder is
// kept, renamed, until the owner deletes it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openConnection, silentLog } from "../app/server/db/connection.server.mjs";
import { dumpTables, restoreDatabase } from "./backup.mjs";

/** The PGlite version the site last shipped with: it reads the folders that version wrote. */
const PGLITE_PACKAGE = "@electric-sql/pglite@0.5.16";

export function pgliteFolder(/** @type {string} */ dataDir) {
  return path.join(path.resolve(dataDir), "pglite");
}

/** Whether DATA_DIR still holds a PGlite database that was not carried over. */
export function hasPgliteData(/** @type {string} */ dataDir) {
  return existsSync(path.join(pgliteFolder(dataDir), "PG_VERSION"));
}

/** Installs the PGlite that wrote the old folders into `folder` and loads it. */
export async function loadPglite(/** @type {string} */ folder) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const installed = spawnSync(
    npm,
    ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", folder, PGLITE_PACKAGE],
    {
      encoding: "utf8",
    },
  );
  if (installed.status !== 0) {
    throw new Error(
      `Installing ${PGLITE_PACKAGE} from the npm registry failed:\n${(installed.stderr || installed.stdout || String(installed.error)).trim()}`,
    );
  }
  const entry = createRequire(path.join(folder, "package.json")).resolve("@electric-sql/pglite");
  return await import(pathToFileURL(entry).href);
}

/**
 * Copies every table of DATA_DIR/pglite into the embedded PostgreSQL of DATA_DIR (which must
 * hold no rows yet), then renames the PGlite folder. Returns the rows copied per table, or
 * undefined when there is no PGlite folder.
 * @param {string} dataDir
 * @param {{ log?: import("../app/server/db/connection.server.mjs").Log }} [options]
 */
export async function importPglite(dataDir, { log = silentLog } = {}) {
  if (!hasPgliteData(dataDir)) return undefined;
  const source = pgliteFolder(dataDir);
  log.info(`Carrying the data of the earlier embedded database (${source}) over into PostgreSQL...`);
  const work = mkdtempSync(path.join(tmpdir(), "concord-pglite-"));
  let backup;
  try {
    const { PGlite } = await loadPglite(work);
    const pglite = await PGlite.create(source);
    try {
      backup = await pglite.transaction((tx) => dumpTables((text, params) => tx.query(text, params)));
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const connection = await openConnection({ dataDir, log });
  let counts;
  try {
    counts = await restoreDatabase(connection, backup);
  } finally {
    await connection.close();
  }
  const kept = `${source}-carried-over-${new Date().toISOString().slice(0, 10)}`;
  renameSync(source, existsSync(kept) ? `${kept}-${Date.now()}` : kept);
  rmSync(path.join(path.resolve(dataDir), "pglite.lock"), { force: true });
  const rows = Object.values(counts).reduce((total, count) => total + count, 0);
  log.info(`Carried ${rows} rows over from PGlite. The old folder is kept as ${kept}; delete it once you have checked the site.`);
  return counts;
}
