// Opening the database: the PGlite folder lock, clear failures, and the process-wide handle.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseOpenError, openConnection } from "~/server/db/connection.server.mjs";
import { closeDb, getDb, migrate } from "~/server/db/client.server";
import { EnvError, getEnv } from "~/server/env.server";
import { listTeamMembers } from "~/server/team.server";
import { freshDataDir } from "./databases";

const dirs: string[] = [];
function dataDir() {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await closeDb();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("PGlite data folder", () => {
  it("lets one process at a time open it, and says so", async () => {
    const dir = dataDir();
    const first = await openConnection({ dataDir: dir });
    try {
      await expect(openConnection({ dataDir: dir })).rejects.toThrow(/already open in this process/);

      // The same lock as seen from a second process: a live pid on this host owns the folder.
      const lockFile = path.join(dir, "pglite.lock");
      await first.close();
      writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: hostname() }));
      const error = await openConnection({ dataDir: dir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseOpenError);
      expect((error as Error).message).toContain(`in use by another process (pid ${process.ppid}`);
      expect((error as Error).message).toContain("DATABASE_URL");
      expect((error as Error).message).toContain(lockFile);
    } finally {
      await first.close();
    }
  });

  it("takes over the lock of a process that is gone, and frees it on close", async () => {
    const dir = dataDir();
    const lockFile = path.join(dir, "pglite.lock");
    writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname() }));
    const connection = await openConnection({ dataDir: dir });
    expect((await connection.query("select 1 as one")).rows[0].one).toBe(1);
    await connection.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("creates a missing DATA_DIR", async () => {
    const dir = path.join(dataDir(), "nested", "data");
    const connection = await openConnection({ dataDir: dir });
    await connection.close();
    expect(existsSync(path.join(dir, "pglite", "PG_VERSION"))).toBe(true);
  }, 30_000);
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
    for (const bad of ["mysql://db/site", "db:5432/site", "postgres://"]) {
      expect(() => getEnv({ DATABASE_URL: bad })).toThrow(EnvError);
      expect(() => getEnv({ DATABASE_URL: bad })).toThrow(/DATABASE_URL/);
    }
    expect(getEnv({}).DATA_DIR).toBe("./data");
  });
});

describe("the process's database", () => {
  it("opens from DATA_DIR on first use, migrates, reads, and closes", async () => {
    // DATA_DIR comes from the test run's set-up: a migrated PGlite folder of its own.
    await migrate();
    const db = await getDb();
    expect(await getDb()).toBe(db);
    expect(await listTeamMembers()).toEqual([]);
    await closeDb();
    expect(existsSync(path.join(getEnv().DATA_DIR, "pglite.lock"))).toBe(false);
    await closeDb();
  });
});
