// The database commands an owner runs (README, "The database"), as they would run them: a
// backup while the site takes leads, a restore into an empty DATA_DIR or a DATABASE_URL, a seed
// and a SQL shell while the site runs, and the one-time carry-over of an earlier version's PGlite
// folder at start-up. Needs `npm run build` (npm test does it) and psql.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openConnection, silentLog } from "~/server/db/connection.server.mjs";
import { dataDirsForThisFile, postgresStore, servers } from "../support/databases";
import { Site, subscribe } from "../support/site";
import { loadPglite } from "../../scripts/pglite-import.mjs";

const dataDir = dataDirsForThisFile();
const run = promisify(execFile);
/** `npm run db:<command>` as an owner runs it, on the given settings. */
function db(command: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, ["scripts/db.mjs", command, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    timeout: 60_000,
  });
}

async function emails(env: { dataDir?: string; databaseUrl?: string }) {
  const connection = await openConnection({ ...env, log: silentLog });
  try {
    return (await connection.query("select email from newsletter_subscriptions order by email")).rows.map((row) => row.email);
  } finally {
    await connection.close();
  }
}

describe("database commands", () => {
  it("backs up while the site takes leads, and restores into an empty DATA_DIR or a DATABASE_URL", async () => {
    const live = dataDir();
    const server = new Site({ DATA_DIR: live });
    const origin = await server.start();
    const file = path.join(dataDir(), "backup.json.gz");
    try {
      for (const name of ["ada", "grace"]) expect((await subscribe(origin, `${name}@example.com`)).status).toBe(201);
      // Leads keep arriving while the backup is taken.
      const arriving = Promise.all(Array.from({ length: 10 }, (_, i) => subscribe(origin, `during-${i}@example.com`)));
      const { stdout } = await db("backup", [file], { DATA_DIR: live });
      expect(stdout).toMatch(/Backup of the embedded PostgreSQL .* written to .*backup\.json\.gz/);
      expect((await arriving).every((response) => response.status === 201)).toBe(true);
    } finally {
      await server.stop();
    }

    // Into an empty DATA_DIR: what the site had at the backup's moment, each lead with both its mails.
    const fresh = path.join(dataDir(), "restored");
    const restored = await db("restore", [file], { DATA_DIR: fresh });
    expect(restored.stdout).toMatch(/Restored \d+ rows/);
    const kept = await emails({ dataDir: fresh });
    expect(kept).toEqual(expect.arrayContaining(["ada@example.com", "grace@example.com"]));
    const connection = await openConnection({ dataDir: fresh, log: silentLog });
    try {
      const { rows } = await connection.query(
        "select count(*)::int as leads, (select count(*)::int from mail_outbox where lead_table = 'newsletter_subscriptions') as mails from newsletter_subscriptions",
      );
      expect(rows[0].mails).toBe(rows[0].leads * 2);
    } finally {
      await connection.close();
    }

    // A restored site takes leads and knows its subscribers.
    const again = new Site({ DATA_DIR: fresh });
    const restoredOrigin = await again.start();
    try {
      expect((await subscribe(restoredOrigin, "ada@example.com")).status).toBe(409);
      expect((await subscribe(restoredOrigin, "new@example.com")).status).toBe(201);
    } finally {
      await again.stop();
    }

    // Into a database of a PostgreSQL server, and never over data.
    const store = await postgresStore(servers[0]!.adminUrl);
    try {
      await db("restore", [file], { DATABASE_URL: store.env.DATABASE_URL! });
      expect(await emails({ databaseUrl: store.env.DATABASE_URL })).toEqual(kept);
      const refused = await db("restore", [file], { DATABASE_URL: store.env.DATABASE_URL! }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("already holds rows: restore only into an empty database"),
      });
    } finally {
      await store.dispose();
    }
  }, 120_000);

  it("seeds and opens a SQL shell on the database of the running site", async () => {
    const live = dataDir();
    const server = new Site({ DATA_DIR: live });
    const origin = await server.start();
    try {
      const seeded = await db("seed", [], { DATA_DIR: live });
      expect(seeded.stdout).toMatch(/Seeded the embedded PostgreSQL .* team members \d+ added/);
      const seed = JSON.parse(readFileSync("seed/seed.json", "utf8")) as { teamMembers: { name: string }[] };
      expect(await (await fetch(`${origin}/our-team`)).text()).toContain(seed.teamMembers[0]!.name);

      expect((await subscribe(origin, "shell@example.com")).status).toBe(201);
      const shell = await db("psql", ["-A", "-t", "-c", "select email from newsletter_subscriptions"], { DATA_DIR: live });
      expect(shell.stdout.trim()).toBe("shell@example.com");
      // The site still runs on the same PostgreSQL.
      expect((await subscribe(origin, "shell@example.com")).status).toBe(409);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("carries the data of an earlier version's PGlite folder over at start-up, once", async () => {
    const dir = dataDir();
    // A folder as the earlier version left it: PGlite with the migrations drizzle applied and a few rows.
    const { PGlite } = await loadPglite(path.join(dataDir(), "pglite-package"));
    mkdirSync(dir, { recursive: true });
    const old = await PGlite.create(path.join(dir, "pglite"));
    const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string; when: number }[] };
    await old.exec(
      "create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
    );
    // The last version on PGlite had migrations 0000 to 0003 (0004 needs pg_trgm, which PGlite lacks).
    for (const entry of journal.entries.filter((e) => e.tag < "0004")) {
      const sql = readFileSync(`drizzle/${entry.tag}.sql`, "utf8");
      for (const statement of sql.split("--> statement-breakpoint")) await old.exec(statement);
      await old.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [
        createHash("sha256").update(sql).digest("hex"),
        entry.when,
      ]);
    }
    await old.query("insert into newsletter_subscriptions (email) values ('from-pglite@example.com')");
    await old.query("insert into team_members (name, position, bio, order_index) values ('Pat Earlier', 'Founder', 'Bio', 1)");
    await old.close();

    const server = new Site({ DATA_DIR: dir });
    const origin = await server.start();
    try {
      expect(server.output()).toMatch(/Carried 2 rows over from PGlite/);
      expect((await subscribe(origin, "from-pglite@example.com")).status).toBe(409);
      expect(await (await fetch(`${origin}/our-team`)).text()).toContain("Pat Earlier");
    } finally {
      await server.stop();
    }
    // The old folder is kept under another name, so the next start does not carry it over again.
    expect(readdirSync(dir).filter((name) => name.startsWith("pglite"))).toEqual([expect.stringMatching(/^pglite-carried-over-/)]);
    const next = new Site({ DATA_DIR: dir });
    await next.start();
    expect(next.output()).not.toContain("Carried");
    await next.stop();
  }, 120_000);
});
