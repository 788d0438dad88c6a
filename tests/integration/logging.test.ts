// What the server writes: every line through one logger (JSON lines unless LOG_FORMAT=pretty or a
// terminal, at LOG_LEVEL), each line of
// a request with that request's id (sent to the client as X-Request-Id), failures logged once,
// and no password from the configuration in any line. Needs `npm run build` (npm test does it).

import { describe, expect, it } from "vitest";
import { embeddedPaths, runningPostmaster } from "~/server/db/embedded-postgres.server.mjs";
import { dataDirsForThisFile } from "../support/databases";
import { freePort } from "../support/site";
import { Site, subscribe } from "../support/site";

const dataDir = dataDirsForThisFile();
interface Line {
  level: number;
  time: number;
  msg: string;
  req_id?: string;
}

/** Every line of the server's output, each of which must be one JSON log line. */
function lines(output: string): Line[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      expect(() => JSON.parse(line), `not a log line: ${line}`).not.toThrow();
      const parsed = JSON.parse(line) as Line;
      expect(parsed, line).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
      return parsed;
    });
}

describe("server logs", () => {
  it("writes only JSON log lines; a request's lines carry its id, and no configured password appears", async () => {
    // A mail server that refuses every connection, with a password in its URL.
    const site = new Site({ DATA_DIR: dataDir(), SMTP_URL: "smtp://mailer:hunter2-secret@127.0.0.1:9" });
    const origin = await site.start();
    try {
      const response = await subscribe(origin, "logged@example.com");
      expect(response.status).toBe(201);
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
      await expect.poll(() => lines(site.output()).some((line) => line.msg.includes("404 Not Found: /no-such-page"))).toBe(true);

      const mine = lines(site.output()).filter((line) => line.req_id === id);
      // The save, the failed first try and the retry it leaves to the worker are that request's story.
      expect(mine.map((line) => line.msg)).toContainEqual(
        expect.stringMatching(/^Form newsletter: lead .* saved; its confirmation will be retried$/),
      );
      expect(lines(site.output()).some((line) => /^Site ready on http:\/\/127\.0\.0\.1:\d+ as /.test(line.msg))).toBe(true);
    } finally {
      await site.stop();
    }
    expect(site.output()).not.toContain("hunter2-secret");
  }, 60_000);

  it("with LOG_FORMAT=pretty writes readable lines, the last of them where the site, its data and its mails are", async () => {
    const port = await freePort();
    const dir = dataDir();
    const site = new Site({ DATA_DIR: dir, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, LOG_FORMAT: "pretty", NO_COLOR: "1" });
    await site.start();
    await site.stop();
    const written = site.output().split("\n");
    expect(
      written.filter((line) => line.startsWith("{")),
      "no JSON line",
    ).toEqual([]);
    const ready = written.find((line) => line.includes("Site ready"));
    expect(ready).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Site ready on http:\/\/127\.0\.0\.1:\d+ — data in (.+), mails written to \1\/mail$/);
    expect(ready).toContain(dir);
  }, 60_000);

  it("logs an unexpected failure once, with the request's id", async () => {
    const dir = dataDir();
    const site = new Site({ DATA_DIR: dir });
    const origin = await site.start();
    try {
      // PostgreSQL dies under the site: the save fails, and the visitor is told so (503).
      process.kill(runningPostmaster(embeddedPaths(dir).cluster)!, "SIGKILL");
      const response = await subscribe(origin, "failing@example.com");
      expect(response.status).toBe(503);
      const id = response.headers.get("x-request-id")!;
      // The lines reach this process through a pipe, shortly after the answer.
      const errors = () =>
        lines(site.output())
          .filter((line) => line.req_id === id && line.level >= 50)
          .map((line) => line.msg);
      await expect.poll(errors).toEqual([expect.stringMatching(/^Saving a lead into newsletter_subscriptions failed: /)]);
    } finally {
      await site.stop();
    }
  }, 60_000);

  it("writes nothing below LOG_LEVEL", async () => {
    const port = await freePort();
    const site = new Site({ DATA_DIR: dataDir(), LOG_LEVEL: "warn", PORT: String(port) });
    const origin = await site.start();
    try {
      expect((await subscribe(origin, "quiet@example.com")).status).toBe(201);
      expect((await fetch(`${origin}/not-here`)).status).toBe(404);
      await expect.poll(() => site.output()).toContain("404 Not Found: /not-here");
    } finally {
      await site.stop();
    }
    const written = lines(site.output());
    // Start-up, the mails written as files and the shutdown are "info": none of them here.
    expect(written.filter((line) => line.level < 40)).toEqual([]);
    expect(written.map((line) => line.msg).join("\n")).toBe("404 Not Found: /not-here");
  }, 60_000);
});
