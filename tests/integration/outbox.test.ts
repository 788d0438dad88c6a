// The outbox against a real SMTP server (smtp-server, in process): mails go out once, survive
// the server being down, are retried with back-off, and are given up only after the set time.
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runMigrations } from "~/server/db/connection.server.mjs";
import { mailOutbox } from "~/server/db/schema.server";
import { saveContactInquiry, type SaveContext } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { deliverDue, deliverNow, retryDelay, type OutboxDeps, type OutboxRow } from "~/server/mail/outbox.server";
import { targets, type TestDatabase } from "./databases";
import { Inbox } from "./smtp-inbox";
import { logger } from "~/server/logger.server";

describe.each(targets)("mail outbox on $name", (target) => {
  let database: TestDatabase;
  let context: SaveContext;
  const inbox = new Inbox();

  beforeAll(async () => {
    database = await target.open();
    await runMigrations(database.connection);
    context = {
      db: database.db,
      source: leadSource(new Request("http://localhost/contact")),
      notifyTo: "leads@example.com",
      messageHost: "test.example",
    };
    await inbox.start();
  }, 30_000);

  afterAll(async () => {
    await inbox.stop();
    await database?.dispose();
  }, 30_000);

  function deps(overrides: Partial<OutboxDeps> = {}): OutboxDeps {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: inbox.port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
    });
    return {
      db: database.db,
      deliver: async (row: OutboxRow) => {
        try {
          await transport.sendMail({
            from: "site@test.example",
            to: row.toAddress,
            subject: row.kind,
            text: JSON.stringify(row.payload),
            messageId: row.messageId,
          });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      },
      ...overrides,
    };
  }

  async function newLead(email: string) {
    const result = await saveContactInquiry(context, { firstName: "A", lastName: "B", email, subject: "s", message: "m" });
    if (result.status !== "saved") throw new Error(result.status);
    return result;
  }

  it("sends a lead's mails at once, each with its own Message-ID, and marks them sent", async () => {
    const lead = await newLead("first@example.com");
    const { allSent } = await deliverNow(deps(), lead.mailIds);
    expect(allSent).toBe(true);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.sentAt)).toBe(true);
    for (const row of rows) expect(inbox.received.filter((m) => m.messageId === row.messageId)).toHaveLength(1);
  });

  it("keeps mails owed while SMTP is down and delivers each exactly once when it is back", async () => {
    const port = inbox.port;
    await inbox.stop();
    const lead = await newLead("second@example.com");
    const first = await deliverNow(deps({ policy: { baseDelayMs: 1000 } }), lead.mailIds);
    expect(first.allSent).toBe(false);
    let rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId));
    expect(rows.every((r) => r.status === "pending" && r.lastError && r.nextAttemptAt.getTime() > Date.now())).toBe(true);

    // Not due yet: a tick sends nothing.
    await inbox.start(port);
    expect((await deliverDue(deps())).sent).toBe(0);

    // Later, two workers race for the same due mails: each goes out once.
    const later = () => new Date(Date.now() + 10_000);
    const [a, b] = await Promise.all([deliverDue(deps({ now: later })), deliverDue(deps({ now: later }))]);
    expect(a.sent + b.sent).toBe(2);
    rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    for (const row of rows) expect(inbox.received.filter((m) => m.messageId === row.messageId)).toHaveLength(1);
  });

  it("gives a mail up only after the configured time, keeps it and logs it", async () => {
    const lead = await newLead("third@example.com");
    const spy = vi.spyOn(logger(), "error").mockImplementation(() => {});
    const failing = deps({ deliver: async () => ({ ok: false, error: "550 mailbox unavailable" }), policy: { giveUpAfterMs: 0 } });
    const { allSent } = await deliverNow(failing, lead.mailIds);
    expect(allSent).toBe(false);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId));
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([
      ["failed", "550 mailbox unavailable"],
      ["failed", "550 mailbox unavailable"],
    ]);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it("a deliver that throws counts as a failed try, not a crash", async () => {
    const lead = await newLead("fourth@example.com");
    const { allSent } = await deliverNow(deps({ deliver: async () => Promise.reject(new Error("boom")) }), lead.mailIds);
    expect(allSent).toBe(false);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId));
    expect(rows.every((r) => r.status === "pending" && r.lastError === "boom")).toBe(true);
  });
});

describe("retry delay", () => {
  it("doubles from the base delay up to the maximum", () => {
    const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 0, leaseMs: 0 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20, policy)).toBe(3_600_000);
  });
});
