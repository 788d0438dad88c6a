// Backups of the site's data: every table of the public schema as JSON rows, read in one
// snapshot (a read-only, repeatable-read transaction), so a backup taken while the site takes
// leads is consistent. The file records how many migrations the data had, and a restore brings
// an empty database to exactly that schema before loading the rows, then applies the newer
// migrations. PostgreSQL's own pg_dump is not used: the embedded server ships without it, and a
// Debian pg_dump older than the server refuses to dump it.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { findMigrationsFolder, runMigrations, withTransaction } from "../app/server/db/connection.server.mjs";

export const BACKUP_FORMAT = "concord-site-backup";

/**
 * @typedef {(text: string, params?: unknown[]) => Promise<{ rows: any[] }>} Query
 * @typedef {{ format: string, version: 1, createdAt: string, migrations: number, tables: Record<string, unknown[]> }} Backup
 */

/** The tables of the public schema, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(/** @type {Query} */ query) {
  const { rows: tables } = await query("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  const { rows: references } = await query(`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);
  const names = tables.map((row) => String(row.name));
  const ordered = /** @type {string[]} */ ([]);
  const visit = (/** @type {string} */ name, /** @type {Set<string>} */ seen) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const ref of references) if (ref.child === name) visit(String(ref.parent), seen);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** How many migrations the database has applied (drizzle's own bookkeeping table). */
async function appliedMigrations(/** @type {Query} */ query) {
  const { rows } = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!rows[0].present) return 0;
  return Number((await query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n);
}

const quoteIdent = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`;

/**
 * Reads every table's rows. `query` must run inside one snapshot (see backupDatabase).
 * @param {Query} query
 * @returns {Promise<Backup>}
 */
export async function dumpTables(query) {
  const tables = /** @type {Record<string, unknown[]>} */ ({});
  for (const name of await tablesInOrder(query)) {
    const { rows } = await query(`select coalesce(json_agg(t), '[]'::json) as rows from ${quoteIdent(name)} t`);
    tables[name] = typeof rows[0].rows === "string" ? JSON.parse(rows[0].rows) : rows[0].rows;
  }
  return { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await appliedMigrations(query), tables };
}

/**
 * A consistent backup of the connection's database.
 * @param {import("../app/server/db/connection.server.mjs").Connection} connection
 */
export async function backupDatabase(connection) {
  return withTransaction(connection, async (query) => {
    await query("set transaction isolation level repeatable read, read only");
    return dumpTables(query);
  });
}

export function writeBackup(/** @type {string} */ file, /** @type {Backup} */ backup) {
  writeFileSync(file, gzipSync(JSON.stringify(backup)), { flag: "wx", mode: 0o600 });
}

/** @returns {Backup} */
export function readBackup(/** @type {string} */ file) {
  let parsed;
  try {
    const bytes = readFileSync(file);
    parsed = JSON.parse((bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString("utf8"));
  } catch (error) {
    throw new Error(`${file} is not a backup of this site: ${error instanceof Error ? error.message : error}`);
  }
  if (parsed?.format !== BACKUP_FORMAT || parsed.version !== 1 || typeof parsed.tables !== "object") {
    throw new Error(`${file} is not a backup of this site (format ${JSON.stringify(parsed?.format)}).`);
  }
  return parsed;
}

/**
 * A copy of the migrations folder that knows only the first `count` migrations, so a database
 * can be brought to the schema a backup was taken with. The caller removes it.
 */
function migrationsUpTo(/** @type {string} */ folder, /** @type {number} */ count) {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
  if (count > journal.entries.length) {
    throw new Error(
      `The backup was made by a newer version of the site (${count} migrations; this one has ${journal.entries.length}). Update the site first.`,
    );
  }
  const copy = mkdtempSync(path.join(tmpdir(), "concord-migrations-"));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(copy, `${entry.tag}.sql`));
  mkdirSync(path.join(copy, "meta"));
  writeFileSync(path.join(copy, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return copy;
}

/**
 * Loads a backup into the connection's database, which must hold no rows yet: brings its schema
 * to the backup's migration, inserts every table's rows in one transaction, then applies the
 * newer migrations.
 * @param {import("../app/server/db/connection.server.mjs").Connection} connection
 * @param {Backup} backup
 */
export async function restoreDatabase(connection, backup) {
  const folder = findMigrationsFolder();
  const partial = migrationsUpTo(folder, backup.migrations);
  try {
    if (backup.migrations > 0) await runMigrations(connection, partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  const counts = await withTransaction(connection, async (query) => {
    const known = new Set(await tablesInOrder(query));
    const loaded = /** @type {Record<string, number>} */ ({});
    for (const name of Object.keys(backup.tables)) {
      if (!known.has(name)) throw new Error(`The backup has a table "${name}" this database does not have.`);
      const { rows } = await query(`select exists (select 1 from ${quoteIdent(name)}) as taken`);
      if (rows[0].taken) throw new Error(`The table "${name}" already holds rows: restore only into an empty database.`);
    }
    // Parents first, as the database lists them, so foreign keys find their rows.
    for (const name of await tablesInOrder(query)) {
      const rows = backup.tables[name];
      if (!rows || rows.length === 0) continue;
      // A generated column (the inbox's search text) takes no value: PostgreSQL computes it again.
      const { rows: written } = await query(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
        [name],
      );
      const columns = written.map((row) => quoteIdent(String(row.column_name))).join(", ");
      await query(
        `insert into ${quoteIdent(name)} (${columns}) select ${columns} from json_populate_recordset(null::${quoteIdent(name)}, $1::json)`,
        [JSON.stringify(rows)],
      );
      loaded[name] = rows.length;
    }
    return loaded;
  });
  await runMigrations(connection, folder);
  return counts;
}
