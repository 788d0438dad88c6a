// The database commands an owner runs (README, "The database"), as they would run them: a
// backup while the site takes leads, a restore into an empty DATA_DIR or a DATABASE_URL, a seed
// and a SQL shell while the site runs. Needs `npm run build` (npm test does it) and psql.
import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openConnection, silentLog } from "~/server/db/connection.server.mjs";
import { dataDirsForThisFile, postgresStore, servers } from "../support/databases";
import { Site, subscribe } from "../support/site";

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
    let file = "";
    try {
      for (const name of ["ada", "grace"]) expect((await subscribe(origin, `${name}@example.com`)).status).toBe(201);
      // Leads keep arriving while the backup is taken.
      const arriving = Promise.all(Array.from({ length: 10 }, (_, i) => subscribe(origin, `during-${i}@example.com`)));
      // By default into the data folder (git-ignored), never the working tree, readable by its owner only.
      const { stdout } = await db("backup", [], { DATA_DIR: live });
      file = /written to (\S+\.json\.gz):/.exec(stdout)?.[1] ?? "";
      expect(stdout).toMatch(/^Backup of the embedded PostgreSQL .* written to /);
      expect(path.dirname(file)).toBe(path.join(path.resolve(live), "backups"));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect((await arriving).every((response) => response.status === 201)).toBe(true);
    } finally {
      await server.stop();
    }

    // Into an empty DATA_DIR: what the site had at the backup's moment, each lead with both its mails.
    const fresh = path.join(dataDir(), "restored");
    const restored = await db("restore", [file], { DATA_DIR: fresh });
    expect(restored.stdout).toMatch(/Restored \d+ rows/);
    expect(restored.stdout).toContain(`Members stay signed in only if ${path.join(fresh, "auth-secret")} is the backed-up site's file`);
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
});
