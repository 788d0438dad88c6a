// The running site's card: DATA_DIR/site.json names the address a site serves from that folder
// and its process, so the command-line tools (`npm run staff`) use the same address and say
// whether a site is running on the database they open.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "site.json";

/**
 * The database a process with these settings opens, in one comparable spelling: the server and
 * database of DATABASE_URL (never its password), or the embedded PostgreSQL's folder.
 */
export function databaseOf({ databaseUrl, dataDir }) {
  if (!databaseUrl) return `embedded PostgreSQL in ${path.resolve(dataDir, "postgres")}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.host || url.searchParams.get("host")}${url.pathname}`;
}

/** Records that this process serves `url` from `dataDir` on `database` (see databaseOf). */
export function writeRunningSite(dataDir, url, database) {
  writeFileSync(path.join(dataDir, FILE), `${JSON.stringify({ url, database, pid: process.pid })}\n`);
}

/** Removes this process's card (a card another process wrote since stays). */
export function removeRunningSite(dataDir) {
  if (readRunningSite(dataDir)?.pid === process.pid) rmSync(path.join(dataDir, FILE), { force: true });
}

/** The site running from `dataDir`, or undefined when none is (no card, or its process is gone). */
export function readRunningSite(dataDir) {
  let card;
  try {
    card = JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8"));
  } catch {
    return undefined;
  }
  if (typeof card?.url !== "string" || !Number.isInteger(card?.pid)) return undefined;
  try {
    process.kill(card.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (error?.code !== "EPERM") return undefined;
  }
  return { url: card.url, database: String(card.database), pid: card.pid };
}
