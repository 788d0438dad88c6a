// The production server (server/index.mjs on the build) with its database: migrates before it
// listens, shows the team from the database, frees PGlite on SIGTERM, and refuses to start
// with a clear message when the database cannot be opened. Needs `npm run build` (npm test does it).
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openConnection, runMigrations } from "~/server/db/connection.server.mjs";
import { openDatabase } from "~/server/db/client.server";
import { saveContactInquiry } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { freshDataDir } from "./databases";
import { startServer } from "./site-server";
import { Inbox } from "./smtp-inbox";

const hasBuild = existsSync("build/server/index.js");
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasBuild)("production server and database", () => {
  it("sends the mails an earlier run left owed as soon as it starts", async () => {
    const dataDir = freshDataDir();
    dirs.push(dataDir);
    const { db, connection } = await openDatabase({ dataDir });
    await runMigrations(connection);
    const saved = await saveContactInquiry(
      { db, source: leadSource(new Request("http://localhost/contact")), notifyTo: "leads@example.com", messageHost: "localhost" },
      { firstName: "Owed", lastName: "Mail", email: "owed@example.com", subject: "s", message: "m" },
    );
    await connection.close();
    expect(saved.status).toBe("saved");

    const inbox = new Inbox();
    await inbox.start();
    const server = startServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, LEADS_NOTIFY_TO: "leads@example.com" });
    try {
      await server.ready;
      await expect.poll(() => inbox.received.map((m) => m.to).sort(), { timeout: 10_000 }).toEqual(["leads@example.com", "owed@example.com"]);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      await inbox.stop();
    }
  }, 30_000);

  it("migrates at start-up, lists the team in order, and frees PGlite on SIGTERM", async () => {
    const dataDir = freshDataDir();
    dirs.push(dataDir);
    // The team is written before the server starts (PGlite: one process at a time).
    const connection = await openConnection({ dataDir });
    await runMigrations(connection);
    await connection.query(
      "insert into team_members (name, position, bio, order_index) values ('Zoe Second', 'P', 'B', 2), ('Yann First', 'P', 'B', 1)",
    );
    await connection.close();

    // Started as `npm start` starts it: without NODE_ENV.
    const server = startServer({ DATA_DIR: dataDir, NODE_ENV: undefined });
    const origin = await server.ready;
    const response = await fetch(`${origin}/our-team`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.indexOf("Yann First")).toBeGreaterThan(-1);
    expect(html.indexOf("Yann First")).toBeLessThan(html.indexOf("Zoe Second"));

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 30_000);

  it("does not start, and says why, when another process holds the PGlite folder", async () => {
    const dataDir = freshDataDir();
    dirs.push(dataDir);
    writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid: process.pid, host: hostname() }));
    const server = startServer({ DATA_DIR: dataDir });
    server.ready.catch(() => {});
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("The database could not be opened or migrated, so the server did not start.");
    expect(server.output()).toContain(`in use by another process (pid ${process.pid}`);
  }, 30_000);
});
