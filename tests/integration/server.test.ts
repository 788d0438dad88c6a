// The production server (server/index.mjs on the build) with its embedded PostgreSQL: migrates
// before it listens, shows the team from the database, acknowledges a lead only once it is on
// disk, survives its PostgreSQL dying, starts again after a kill -9, stops both on SIGTERM, and
// refuses a second site on the same DATA_DIR. Needs `npm run build` (npm test does it).
import { existsSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "~/forms/newsletter-messages";
import { openConnection, runMigrations, silentLog } from "~/server/db/connection.server.mjs";
import { embeddedPaths, runningPostmaster } from "~/server/db/embedded-postgres.server.mjs";
import { openDatabase } from "~/server/db/client.server";
import { saveContactInquiry } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { dataDirsForThisFile } from "../support/databases";
import { Site, subscribe } from "../support/site";
import { Inbox } from "./smtp-inbox";

const dataDir = dataDirsForThisFile();
describe("production server and its database", () => {
  it("sends the mails an earlier run left owed as soon as it starts", async () => {
    const dir = dataDir();
    const { db, connection } = await openDatabase({ dataDir: dir });
    await runMigrations(connection);
    const saved = await saveContactInquiry(
      { db, source: leadSource(new Request("http://localhost/contact")), notifyTo: "leads@example.com", messageHost: "localhost" },
      { firstName: "Owed", lastName: "Mail", email: "owed@example.com", subject: "s", message: "m" },
    );
    await connection.close();
    expect(saved.status).toBe("saved");

    const inbox = new Inbox();
    await inbox.start();
    const server = new Site({ DATA_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, LEADS_NOTIFY_TO: "leads@example.com" });
    try {
      await server.start();
      await expect
        .poll(() => inbox.received.map((m) => m.to).sort(), { timeout: 10_000 })
        .toEqual(["leads@example.com", "owed@example.com"]);
    } finally {
      await server.stop();
      await inbox.stop();
    }
  }, 60_000);

  it("migrates at start-up, lists the team in order, and stops its PostgreSQL within 10 s of SIGTERM", async () => {
    const dir = dataDir();
    const connection = await openConnection({ dataDir: dir, log: silentLog });
    await runMigrations(connection);
    await connection.query(
      "insert into team_members (name, position, bio, order_index) values ('Zoe Second', 'P', 'B', 2), ('Yann First', 'P', 'B', 1)",
    );
    await connection.close();

    // Started as `npm start` starts it: without NODE_ENV.
    const server = new Site({ DATA_DIR: dir, NODE_ENV: undefined });
    const origin = await server.start();
    const html = await (await fetch(`${origin}/our-team`)).text();
    expect(html.indexOf("Yann First")).toBeGreaterThan(-1);
    expect(html.indexOf("Yann First")).toBeLessThan(html.indexOf("Zoe Second"));
    const postmaster = runningPostmaster(embeddedPaths(dir).cluster);
    expect(postmaster).toBeGreaterThan(0);

    const asked = Date.now();
    await server.stop();
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(runningPostmaster(embeddedPaths(dir).cluster)).toBeUndefined();
    expect(() => process.kill(postmaster!, 0)).toThrow();
    expect(existsSync(path.join(dir, "postgres.owner"))).toBe(false);
  }, 60_000);

  it("answers a lead only after its commit was flushed to disk", async () => {
    const dir = dataDir();
    const server = new Site({ DATA_DIR: dir });
    const origin = await server.start();
    // The database's own count of WAL flushes made by the backends that committed (pg_stat_io):
    // with synchronous_commit on, each commit flushes before it returns; with it off, the WAL
    // writer would flush later instead and this count would not move.
    const flushes = async () => {
      const tool = await openConnection({ dataDir: dir, log: silentLog });
      try {
        const { rows } = await tool.query(
          "select coalesce(sum(fsyncs), 0)::int as n from pg_stat_io where object = 'wal' and backend_type = 'client backend'",
        );
        const settings = await tool.query("select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync");
        expect(settings.rows[0]).toEqual({ fsync: "on", sync: "on" });
        return rows[0].n as number;
      } finally {
        await tool.close();
      }
    };
    try {
      const before = await flushes();
      for (let i = 0; i < 5; i++) expect((await subscribe(origin, `durable-${i}@example.com`)).status).toBe(201);
      // A backend reports its counts when it goes idle, at most once a second.
      await expect.poll(flushes, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(before + 5);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("answers 503 while its PostgreSQL is down, keeps serving pages, and starts it again", async () => {
    const dir = dataDir();
    const server = new Site({ DATA_DIR: dir });
    const origin = await server.start();
    try {
      // Several connections open in the pool, then PostgreSQL dies under them.
      const before = await Promise.all(Array.from({ length: 8 }, (_, i) => subscribe(origin, `before-${i}@example.com`)));
      expect(before.map((response) => response.status)).toEqual(Array(8).fill(201));
      const cluster = embeddedPaths(dir).cluster;
      const killed = runningPostmaster(cluster)!;
      process.kill(killed, "SIGKILL");

      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => subscribe(origin, `during-${i}@example.com`)));
      expect(burst.map((response) => response.status)).toEqual(Array(8).fill(503));
      const during = await subscribe(origin, "during@example.com");
      expect(during.status).toBe(503);
      expect((await during.json()).message).toMatchObject({
        title: newsletterMessages.failed.title,
        description: newsletterMessages.failed.description,
      });
      expect((await fetch(`${origin}/about`)).status).toBe(200);

      await expect
        .poll(async () => (await subscribe(origin, `after-${Date.now()}@example.com`)).status, { timeout: 15_000, interval: 250 })
        .toBe(201);
      expect(runningPostmaster(cluster)).not.toBe(killed);
      expect(server.output()).toContain("The embedded PostgreSQL stopped unexpectedly");
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("starts again after a kill -9, with every lead it had answered", async () => {
    const dir = dataDir();
    const first = new Site({ DATA_DIR: dir });
    const origin = await first.start();
    expect((await subscribe(origin, "kept@example.com")).status).toBe(201);
    await first.kill9();
    // Its PostgreSQL is left running, and its owner file names a process that is gone.
    expect(runningPostmaster(embeddedPaths(dir).cluster)).toBeGreaterThan(0);

    const second = new Site({ DATA_DIR: dir });
    const again = await second.start();
    try {
      expect(second.output()).toContain("an earlier run left");
      expect((await subscribe(again, "kept@example.com")).status).toBe(409);
      expect((await subscribe(again, "new@example.com")).status).toBe(201);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it("does not start, and says why, when another site runs on the same DATA_DIR", async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, "postgres.owner"), JSON.stringify({ pid: process.pid, host: hostname(), role: "site" }));
    const server = new Site({ DATA_DIR: dir });
    await expect(server.start()).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("The database could not be opened or migrated, so the server did not start.");
    expect(server.output()).toContain(`Another site (pid ${process.pid}`);
  }, 30_000);
});
