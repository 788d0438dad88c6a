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

  it("counts the mail caps without reading the outbox's history: counters for the hour, one index range per mailbox for the day", async () => {
    // A busy hour's worth of sent mails to other mailboxes.
    await database.connection.query(
      `insert into mail_outbox (lead_table, lead_id, kind, to_address, mailbox, payload, message_id, status)
       select 'contact_inquiries', gen_random_uuid(), 'contact-auto-reply', 'x' || n || '@example.com', 'x' || n || '@example.com',
              '{}', '<filler-' || n || '@test.example>', 'sent'
       from generate_series(1, 3000) n`,
    );
    await database.connection.query("analyze mail_outbox");
    const caps = { perMailbox: 3, perClient: 100, visitorPerHour: 2, notificationsPerHour: 100 };
    const key = `form:caps-${Date.now()}`;
    const rateLimit = { key, limit: 100, windowMs: 600_000 };
    const kinds = async (email: string) => {
      const saved = await saveContactInquiry(
        { ...context, mailCaps: caps, rateLimit },
        { firstName: "A", lastName: "B", email, subject: "s", message: "m" },
      );
      if (saved.status !== "saved") throw new Error(saved.status);
      const rows = await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.leadId, saved.leadId));
      return rows.map((row) => row.kind).sort();
    };
    // The 3,000 rows of the hour do not count: the hour's counter does, from this test's first lead.
    const { rows: before } = await database.connection.query("select count from rate_limits where key = 'mail:visitor-mails'");
    const already = Number(before[0]?.count ?? 0);
    const expected = (n: number) =>
      already + n <= caps.visitorPerHour ? ["contact-auto-reply", "contact-notification"] : ["contact-notification"];
    expect(await kinds("caps-1@example.com")).toEqual(expected(1));
    expect(await kinds("caps-2@example.com")).toEqual(expected(2));
    expect(await kinds("caps-3@example.com")).toEqual(["contact-notification"]);
    const { rows: counters } = await database.connection.query(
      "select key, count from rate_limits where key in ($1, 'mail:visitor-mails')",
      [key],
    );
    expect(Object.fromEntries(counters.map((row: { key: string; count: number }) => [row.key, row.count]))).toEqual({
      [key]: 3,
      "mail:visitor-mails": already + 3,
    });

    // The daily cap per mailbox reads that mailbox's entries of the day from its index.
    const { rows: plan } = await database.connection.query(
      "explain select count(*) from mail_outbox where mailbox = 'caps-1@example.com' and created_at > now() - interval '1 day'",
    );
    expect(plan.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n")).toContain("mail_outbox_mailbox_idx");
  });
});

describe("retry delay", () => {
  it("doubles from the base delay up to the maximum", () => {
    const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 0, leaseMs: 0 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20, policy)).toBe(3_600_000);
  });
});
