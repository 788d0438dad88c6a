// Opening the database: the embedded PostgreSQL of a DATA_DIR (who owns it, who may share it,
// what an earlier crash left), clear failures, and the process-wide handle.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseOpenError, openConnection, silentLog } from "~/server/db/connection.server.mjs";
import { embeddedPaths, runningPostmaster, startEmbeddedPostgres } from "~/server/db/embedded-postgres.server.mjs";
import { closeDb, getDb, migrate } from "~/server/db/client.server";
import { EnvError, getEnv } from "~/server/env.server";
import { listTeamMembers } from "~/server/team.server";
import { freshDataDir } from "../support/databases";

const dirs: string[] = [];
function dataDir() {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir;
}
const quiet = { log: silentLog, durable: false };

afterAll(async () => {
  await closeDb();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("embedded PostgreSQL of a DATA_DIR", () => {
  it("creates the cluster in a missing DATA_DIR, listens on a socket only, and stops when closed", async () => {
    const dir = path.join(dataDir(), "nested", "data");
    const connection = await openConnection({ dataDir: dir, ...quiet });
    const paths = embeddedPaths(dir);
    try {
      expect(existsSync(path.join(dir, "postgres", "PG_VERSION"))).toBe(true);
      const { rows } = await connection.query(
        "select current_setting('listen_addresses') as tcp, current_setting('unix_socket_directories') as socket, current_setting('server_version_num')::int as version",
      );
      expect(rows[0]).toEqual({ tcp: "", socket: paths.socketDir, version: expect.any(Number) });
      expect(rows[0].version).toBeGreaterThanOrEqual(180000);
    } finally {
      await connection.close();
    }
    expect(runningPostmaster(paths.cluster)).toBeUndefined();
    expect(existsSync(path.join(dir, "postgres.owner"))).toBe(false);
  }, 60_000);

  it("closes every pooled connection before it stops the server, so closing logs no lost connection", async () => {
    const errors: string[] = [];
    for (let round = 0; round < 3; round++) {
      const connection = await openConnection({
        dataDir: dataDir(),
        log: { info: () => {}, error: (line) => errors.push(line) },
        durable: false,
      });
      // Ten connections at once, all idle in the pool when it closes.
      await Promise.all(Array.from({ length: 10 }, () => connection.query("select pg_sleep(0.05)")));
      expect(connection.pool.idleCount).toBe(10);
      await connection.close();
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it("keeps fsync and synchronous_commit on unless told it is a throwaway", async () => {
    const dir = dataDir();
    const connection = await openConnection({ dataDir: dir, log: silentLog });
    try {
      const { rows } = await connection.query(
        "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync, current_setting('full_page_writes') as fpw",
      );
      expect(rows[0]).toEqual({ fsync: "on", sync: "on", fpw: "on" });
    } finally {
      await connection.close();
    }
  }, 60_000);

  it("lets a tool use the server another process started, and leaves it running", async () => {
    const dir = dataDir();
    const owner = await openConnection({ dataDir: dir, ...quiet });
    try {
      const tool = await openConnection({ dataDir: dir, ...quiet });
      await tool.query("create table shared_check (x int)");
      await tool.close();
      // The owner's server still runs and sees what the tool wrote.
      expect((await owner.query("select count(*)::int as n from shared_check")).rows[0].n).toBe(0);
    } finally {
      await owner.close();
    }
  }, 60_000);

  it("refuses a second site on the same DATA_DIR, saying who holds it", async () => {
    const dir = dataDir();
    // As a second process sees it: a live pid on this host runs a site there.
    writeFileSync(path.join(dir, "postgres.owner"), JSON.stringify({ pid: process.ppid, host: hostname(), role: "site" }));
    const error = await openConnection({ dataDir: dir, role: "site", ...quiet }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toContain(`Another site (pid ${process.ppid}`);
    expect((error as Error).message).toContain("DATABASE_URL");
  });

  it("after a kill -9, stops the PostgreSQL the dead process left running and starts afresh", async () => {
    const dir = dataDir();
    // As a killed site leaves it: PostgreSQL still runs, and the owner file names a process that is gone.
    const left = await startEmbeddedPostgres({ dataDir: dir, durable: false });
    const client = new pg.Client({ connectionString: left.url });
    await client.connect();
    await client.query("create table survived (x int); insert into survived values (42)");
    await client.end();
    const paths = embeddedPaths(dir);
    const orphan = runningPostmaster(paths.cluster);
    expect(orphan).toBe(left.pid());
    writeFileSync(path.join(dir, "postgres.owner"), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), role: "site" }));

    const second = await openConnection({ dataDir: dir, role: "site", ...quiet });
    try {
      expect((await second.query("select x from survived")).rows).toEqual([{ x: 42 }]);
      const now = runningPostmaster(paths.cluster);
      expect(now).toBeGreaterThan(0);
      expect(now).not.toBe(orphan);
      expect(JSON.parse(readFileSync(path.join(dir, "postgres.owner"), "utf8")).pid).toBe(process.pid);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe("PostgreSQL settings", () => {
  it("fails with the reason when the server cannot be reached", async () => {
    await expect(openConnection({ databaseUrl: "postgresql://nobody@127.0.0.1:1/none" })).rejects.toThrow(
      /Could not connect to PostgreSQL at 127\.0\.0\.1:1\/none \(DATABASE_URL\)/,
    );
  });

  it("accepts only postgres:// and postgresql:// URLs for DATABASE_URL", () => {
    expect(getEnv({ DATABASE_URL: "postgres://u:p@db:5432/site" }).DATABASE_URL).toBe("postgres://u:p@db:5432/site");
    expect(getEnv({ DATABASE_URL: "postgresql://db/site" }).DATABASE_URL).toBe("postgresql://db/site");
    expect(getEnv({ DATABASE_URL: "postgresql:///site?host=/var/run/postgresql" }).DATABASE_URL).toBe(
      "postgresql:///site?host=/var/run/postgresql",
    );
    for (const bad of ["mysql://db/site", "db:5432/site", "postgres://"]) {
      expect(() => getEnv({ DATABASE_URL: bad })).toThrow(EnvError);
      expect(() => getEnv({ DATABASE_URL: bad })).toThrow(/DATABASE_URL/);
    }
    expect(getEnv({}).DATA_DIR).toBe("./data");
  });
});

describe("the process's database", () => {
  it("opens on first use, migrates, reads, and closes", async () => {
    // DATABASE_URL comes from the test run's set-up: a migrated database of its own.
    await migrate();
    const db = await getDb();
    expect(await getDb()).toBe(db);
    expect(await listTeamMembers()).toEqual([]);
    await closeDb();
    await closeDb();
  });
});
