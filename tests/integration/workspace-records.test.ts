// The workspace's records: newsletter subscribers (listed, searched, counted, paged, exported,
// removed as the unsubscribe link removes them), the mail outbox (waiting, given up, sent; "send
// again" with a new round of tries, delivered to a real SMTP server) and the audit log as owners
// read it, on the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL.
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listAudit, parseAuditFilter, type AuditFilter } from "~/server/admin/audit.server";
import { awaitRetryOutcome, listOutbox, outboxCounts, parseOutboxView, retryOutboxEntry } from "~/server/admin/outbox.server";
import {
  countSubscribers,
  listSubscribers,
  parseSubscriberFilter,
  removeSubscriber,
  streamSubscribersCsv,
  type SubscriberFilter,
} from "~/server/admin/subscribers.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, leads, mailOutbox, newsletterSubscriptions, staffUsers } from "~/server/db/schema.server";
import { getEnv } from "~/server/env.server";
import { saveContactInquiry, saveNewsletterSubscription, type SaveContext } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { unsubscribe } from "~/server/leads/unsubscribe.server";
import { logger } from "~/server/logger.server";
import { deliverDue, deliverNow, type OutboxDeps } from "~/server/mail/outbox.server";
import { outboxDeliverer } from "~/server/mail/render-outbox.server";
import { closeMailTransports } from "~/server/mail/send.server";
import { targets, useMigratedDatabase } from "./databases";
import { Inbox } from "./smtp-inbox";

const OWNER = { actorId: null, actorEmail: "owner@company.example" };
const DAY = 24 * 3_600_000;

function contextFor(db: Database): SaveContext {
  return {
    db,
    source: leadSource(new Request("https://www.example.com/newsletter")),
    notifyTo: "leads@example.com",
    messageHost: "test.example",
  };
}

/** A subscription straight into its table (and the inbox, unless told not to), at a given time. */
async function addSubscriber(db: Database, email: string, createdAt: string, options: { inbox?: boolean; utmCampaign?: string } = {}) {
  const id = randomUUID();
  await db.insert(newsletterSubscriptions).values({ id, email, createdAt: new Date(createdAt), utmCampaign: options.utmCampaign });
  if (options.inbox !== false) await db.insert(leads).values({ id, form: "newsletter", email, createdAt: new Date(createdAt) });
  return id;
}

/** RFC 4180, enough for the export: quoted cells, doubled quotes, CRLF between lines. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell || cells.length) throw new Error("the CSV does not end with CRLF");
  return lines;
}

async function exportCsv(db: Database, filter: SubscriberFilter) {
  const chunks: string[] = [];
  for await (const chunk of streamSubscribersCsv(db, filter)) chunks.push(chunk);
  return { chunks, lines: parseCsv(chunks.join("")) };
}

describe("the lists' filters in a URL", () => {
  it("takes a trimmed search, cut to 200 characters, and leaves out an empty one", () => {
    expect(parseSubscriberFilter(new URLSearchParams("q=%20%20Gmail%20"))).toEqual({ q: "Gmail" });
    expect(parseSubscriberFilter(new URLSearchParams("q=%20"))).toEqual({});
    expect(parseSubscriberFilter(new URLSearchParams({ q: "é".repeat(300) })).q).toBe("é".repeat(200));
    expect(parseAuditFilter(new URLSearchParams("action=leads.export&q=%20dana%20"))).toEqual({ action: "leads.export", q: "dana" });
    expect(parseAuditFilter(new URLSearchParams("action=&q="))).toEqual({});
  });

  it("shows the waiting mails unless another view is named", () => {
    expect(parseOutboxView(new URLSearchParams())).toBe("pending");
    expect(parseOutboxView(new URLSearchParams("show=failed"))).toBe("failed");
    expect(parseOutboxView(new URLSearchParams("show=sent"))).toBe("sent");
    expect(parseOutboxView(new URLSearchParams("show=everything"))).toBe("pending");
  });
});

describe.each(targets)("the workspace's records on $name", (target) => {
  describe("subscribers", () => {
    const database = useMigratedDatabase(target);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const { db } = database();
      ids.ada = await addSubscriber(db, "Ada.Lovelace@Analytical.example", "2026-03-01T10:00:00Z", { utmCampaign: "spring" });
      ids.grace = await addSubscriber(db, "grace_h@navy.example", "2026-03-02T10:00:00Z");
      ids.percent = await addSubscriber(db, "100%sure@example.com", "2026-03-03T10:00:00Z");
      // Its inbox row is gone (an erasure of the lead alone): listed, but not linked.
      ids.orphan = await addSubscriber(db, "=cmd@example.com", "2026-03-04T10:00:00Z", { inbox: false });
    });

    const emails = async (filter: SubscriberFilter) => (await listSubscribers(database().db, filter)).rows.map((row) => row.email);

    it("lists newest first, with whether the inbox has each one's lead, and counts them", async () => {
      const { db } = database();
      const page = await listSubscribers(db, {});
      expect(page.rows.map((row) => row.id)).toEqual([ids.orphan, ids.percent, ids.grace, ids.ada]);
      expect(page.next).toBeNull();
      expect(page.rows.at(-1)).toEqual({
        id: ids.ada,
        email: "Ada.Lovelace@Analytical.example",
        createdAt: new Date("2026-03-01T10:00:00Z"),
        pagePath: null,
        utmCampaign: "spring",
        inInbox: true,
      });
      expect(page.rows[0]!.inInbox).toBe(false);
      expect(await countSubscribers(db, {})).toBe(4);
      expect(await countSubscribers(db, { q: "example" })).toBe(4);
      expect(await countSubscribers(db, { q: "navy" })).toBe(1);
    });

    it("searches any part of the address in any case, with % and _ taken literally", async () => {
      expect(await emails({ q: "lovelace@ANALYTICAL" })).toEqual(["Ada.Lovelace@Analytical.example"]);
      expect(await emails({ q: "h@navy" })).toEqual(["grace_h@navy.example"]);
      // As wildcards, "%" and "_" would match every address.
      expect(await emails({ q: "%" })).toEqual(["100%sure@example.com"]);
      expect(await emails({ q: "_" })).toEqual(["grace_h@navy.example"]);
      expect(await emails({ q: "nobody" })).toEqual([]);
      expect(await countSubscribers(database().db, { q: "nobody" })).toBe(0);
    });

    it("exports the matches as CSV without the unsubscribe token, safe from spreadsheet formulas", async () => {
      const { db } = database();
      const { lines } = await exportCsv(db, {});
      expect(lines[0]).toEqual(["Subscribed", "Email", "Page", "Referrer", "UTM source", "UTM medium", "UTM campaign", "Id"]);
      expect(lines.slice(1).map((line) => line[7])).toEqual([ids.orphan, ids.percent, ids.grace, ids.ada]);
      expect(lines[1]!.slice(0, 2)).toEqual(["2026-03-04T10:00:00.000Z", "'=cmd@example.com"]);
      expect(lines[4]).toEqual(["2026-03-01T10:00:00.000Z", "Ada.Lovelace@Analytical.example", "", "", "", "", "spring", ids.ada]);
      const tokens = await db.select({ token: newsletterSubscriptions.unsubscribeToken }).from(newsletterSubscriptions);
      const text = lines.flat().join(",");
      for (const { token } of tokens) expect(text).not.toContain(token);
      expect((await exportCsv(db, { q: "navy" })).lines.slice(1).map((line) => line[1])).toEqual(["grace_h@navy.example"]);
    });

    it("removes one as its unsubscribe link would: the subscription and its token go, the lead, its mails and notes stay; audited", async () => {
      const { db } = database();
      const saved = await saveNewsletterSubscription(contextFor(db), { email: "leaving@example.com" });
      if (saved.status !== "saved") throw new Error(saved.status);
      const [{ token }] = (await db
        .select({ token: newsletterSubscriptions.unsubscribeToken })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, saved.leadId))) as [{ token: string }];

      expect(await removeSubscriber(db, saved.leadId, { actorId: null, actorEmail: "sam@company.example" })).toEqual({
        ok: true,
        email: "leaving@example.com",
      });
      expect(await db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.id, saved.leadId))).toBe(0);
      expect(await db.$count(leads, eq(leads.id, saved.leadId))).toBe(1);
      expect(await db.$count(mailOutbox, eq(mailOutbox.leadId, saved.leadId))).toBe(saved.mailIds.length);
      // Its unsubscribe link finds nothing left to do.
      expect(await unsubscribe(db, token)).toBe("unknown");
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "subscriber.remove"));
      expect(entry).toMatchObject({
        actorId: null,
        actorEmail: "sam@company.example",
        target: "leaving@example.com",
        details: { id: saved.leadId, subscribedAt: expect.any(String) },
      });

      // Gone already, or no id at all: nothing removed, nothing recorded.
      expect(await removeSubscriber(db, saved.leadId, OWNER)).toMatchObject({ ok: false });
      expect(await removeSubscriber(db, "not-an-id", OWNER)).toMatchObject({ ok: false });
      expect(await db.$count(auditLog, eq(auditLog.action, "subscriber.remove"))).toBe(1);

      // The address may subscribe again.
      expect((await saveNewsletterSubscription(contextFor(db), { email: "leaving@example.com" })).status).toBe("saved");
    });
  });

  describe("subscriber pages", () => {
    const database = useMigratedDatabase(target);

    beforeAll(async () => {
      const { connection } = database();
      // Seven in one instant, three within one millisecond, and 2,100 around them: the export's batches.
      await connection.query(`
        insert into newsletter_subscriptions (email, created_at)
        select 'same' || n || '@example.com', '2026-05-01 12:00:00+00' from generate_series(1, 7) n
        union all select 'micro' || n || '@example.com', '2026-05-01 12:00:00.0005+00'::timestamptz + n * interval '1 microsecond' from generate_series(1, 3) n
        union all select 'other' || n || '@example.com', '2026-01-01 00:00:00+00'::timestamptz + n * interval '1 minute' from generate_series(1, 2100) n`);
    });

    it("walks every subscriber once, in order, across pages that split subscriptions of one instant", async () => {
      const { db, connection } = database();
      const { rows } = await connection.query("select id from newsletter_subscriptions order by created_at desc, id desc limit 40");
      const expected = rows.map((row: { id: string }) => row.id);
      const walked: string[] = [];
      let after: string | undefined;
      while (walked.length < 40) {
        const page = await listSubscribers(db, {}, { after, limit: 3 });
        walked.push(...page.rows.map((row) => row.id));
        after = page.next!;
      }
      expect(walked.slice(0, 40)).toEqual(expected);
      expect((await listSubscribers(db, {})).rows).toHaveLength(50);
      // A cursor it did not make starts at the first page.
      expect((await listSubscribers(db, {}, { after: "nonsense", limit: 2 })).rows.map((row) => row.id)).toEqual(expected.slice(0, 2));
      expect(await countSubscribers(db, {})).toBe(2110);
    });

    it("exports every subscriber once, in batches, in the list's order", async () => {
      const { db, connection } = database();
      const { chunks, lines } = await exportCsv(db, {});
      expect(chunks.length).toBe(3);
      const { rows } = await connection.query("select id from newsletter_subscriptions order by created_at desc, id desc");
      expect(lines.slice(1).map((line) => line[7])).toEqual(rows.map((row: { id: string }) => row.id));
    });

    it("reads a page from the index, not by sorting every subscriber", async () => {
      const { connection } = database();
      await connection.query("analyze newsletter_subscriptions");
      const { rows } = await connection.query(
        "explain select id from newsletter_subscriptions order by created_at desc nulls last, id desc nulls last limit 51",
      );
      expect(rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n")).toContain("newsletter_subscriptions_created_idx");
    });
  });

  describe("the outbox", () => {
    const database = useMigratedDatabase(target);
    const inbox = new Inbox();
    let deps: OutboxDeps;

    beforeAll(async () => {
      await inbox.start();
      const env = getEnv({
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        SITE_URL: "https://www.example.com",
        LEADS_NOTIFY_TO: "leads@example.com",
      });
      deps = { db: database().db, deliver: outboxDeliverer(database().db, env) };
    });

    afterAll(async () => {
      closeMailTransports();
      await inbox.stop();
    });

    const failing: Partial<OutboxDeps> = { deliver: async () => ({ ok: false, error: "connect ECONNREFUSED 127.0.0.1:25" }) };

    /** A contact inquiry whose two mails are given up, saved `daysAgo` days ago. */
    async function givenUp(email: string, daysAgo: number) {
      const { db } = database();
      const saved = await saveContactInquiry(contextFor(db), { firstName: "Ada", lastName: "Lovelace", email, subject: "s", message: "m" });
      if (saved.status !== "saved") throw new Error(saved.status);
      const quiet = vi.spyOn(logger(), "error").mockImplementation(() => {});
      await deliverNow({ ...deps, ...failing, policy: { giveUpAfterMs: 0 } }, saved.mailIds);
      quiet.mockRestore();
      const createdAt = new Date(Date.now() - daysAgo * DAY);
      await db.update(mailOutbox).set({ createdAt }).where(eq(mailOutbox.leadId, saved.leadId));
      return saved;
    }

    it("lists waiting, given-up and sent entries, each in its order, with the lead when the inbox has it; counts the first two", async () => {
      const { db } = database();
      const old = await givenUp("old@example.com", 4);
      const recent = await givenUp("recent@example.com", 1);
      const sent = await saveNewsletterSubscription(contextFor(db), { email: "reader@example.com" });
      if (sent.status !== "saved") throw new Error(sent.status);
      await deliverNow(deps, sent.mailIds);
      const waiting = await saveContactInquiry(contextFor(db), {
        firstName: "W",
        lastName: "T",
        email: "wait@example.com",
        subject: "s",
        message: "m",
      });
      if (waiting.status !== "saved") throw new Error(waiting.status);
      // The inbox row of one given-up lead is gone: its mails are listed without a link.
      await db.delete(leads).where(eq(leads.id, old.leadId));

      const failed = await listOutbox(db, "failed");
      expect(failed.rows.map((row) => row.toAddress).sort()).toEqual([
        "leads@example.com",
        "leads@example.com",
        "old@example.com",
        "recent@example.com",
      ]);
      expect(failed.rows.slice(0, 2).every((row) => row.leadId === recent.leadId)).toBe(true);
      expect(failed.rows.slice(2).every((row) => row.leadId === null)).toBe(true);
      expect(failed.rows[0]).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError: "connect ECONNREFUSED 127.0.0.1:25",
        sentAt: null,
        retriedAt: null,
      });

      const sentRows = (await listOutbox(db, "sent")).rows;
      expect(sentRows.map((row) => row.kind).sort()).toEqual(["newsletter-confirmation", "newsletter-notification"]);
      expect(sentRows.every((row) => row.sentAt && row.leadId === sent.leadId)).toBe(true);

      const pending = (await listOutbox(db, "pending")).rows;
      expect(pending.map((row) => row.toAddress).sort()).toEqual(["leads@example.com", "wait@example.com"]);
      expect(pending[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(pending[1]!.nextAttemptAt.getTime());
      expect(await outboxCounts(db)).toEqual({ pending: 2, failed: 4 });

      // Pages of one.
      const first = await listOutbox(db, "failed", { limit: 1 });
      const second = await listOutbox(db, "failed", { limit: 1, after: first.next! });
      expect(second.rows[0]!.id).toBe(failed.rows[1]!.id);
      const later = await listOutbox(db, "pending", { limit: 1, after: (await listOutbox(db, "pending", { limit: 1 })).next! });
      expect(later.rows[0]!.id).toBe(pending[1]!.id);
      expect(later.next).toBeNull();
    });

    it("sends a given-up mail again: a new round of tries from now, audited, and delivered once SMTP answers", async () => {
      const { db } = database();
      const lead = await givenUp("again@example.com", 4);
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.leadId, lead.leadId), eq(mailOutbox.toAddress, "again@example.com")));

      // Without "send again", a failed try of a mail this old is given up at once (3 days is the default).
      const result = await retryOutboxEntry(db, row!.id, OWNER);
      expect(result).toEqual({ ok: true, was: "failed", kind: "contact-auto-reply", toAddress: "again@example.com" });
      const [reset] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(reset).toMatchObject({
        status: "pending",
        attempts: 0,
        lastError: null,
        messageId: row!.messageId,
        createdAt: row!.createdAt,
      });
      expect(Date.now() - reset!.retriedAt!.getTime()).toBeLessThan(60_000);
      expect(reset!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "outbox.retry")).orderBy(desc(auditLog.at));
      expect(entry).toMatchObject({
        actorEmail: OWNER.actorEmail,
        target: row!.id,
        details: {
          kind: "contact-auto-reply",
          to: "again@example.com",
          was: "failed",
          attempts: 1,
          lastError: "connect ECONNREFUSED 127.0.0.1:25",
        },
      });

      // SMTP still down: the try fails, and the mail waits for the next one instead of being given up.
      const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
      const tried = await deliverNow({ ...deps, ...failing }, [row!.id]);
      warn.mockRestore();
      expect(tried.results.get(row!.id)).toBe("retry");
      const [waiting] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });

      // SMTP answers: the worker's next tick delivers it, once, with its Message-ID.
      const counts = await deliverDue({ ...deps, now: () => new Date(Date.now() + 60_000) });
      expect(counts.sent).toBeGreaterThanOrEqual(1);
      const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      const received = inbox.received.filter((mail) => mail.messageId === row!.messageId);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe("again@example.com");
    });

    it("reports how the new try went: sent, or not sent with its error", async () => {
      const { db } = database();
      const lead = await givenUp("outcome@example.com", 1);
      const [a, b] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId));

      expect((await retryOutboxEntry(db, a!.id, OWNER)).ok).toBe(true);
      expect(await awaitRetryOutcome(db, a!.id, { timeoutMs: 100, intervalMs: 20 })).toEqual({ state: "waiting" });
      const [outcome] = await Promise.all([awaitRetryOutcome(db, a!.id, { intervalMs: 20 }), deliverNow(deps, [a!.id])]);
      expect(outcome).toEqual({ state: "sent" });

      expect((await retryOutboxEntry(db, b!.id, OWNER)).ok).toBe(true);
      const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
      await deliverNow({ ...deps, ...failing }, [b!.id]);
      warn.mockRestore();
      expect(await awaitRetryOutcome(db, b!.id)).toEqual({
        state: "retrying",
        error: "connect ECONNREFUSED 127.0.0.1:25",
        nextAttemptAt: expect.any(Date),
      });
    });

    it("sends a waiting mail now, unless a worker tried it since the page was shown; never a sent one again", async () => {
      const { db } = database();
      const saved = await saveContactInquiry(contextFor(db), {
        firstName: "N",
        lastName: "W",
        email: "now@example.com",
        subject: "s",
        message: "m",
      });
      if (saved.status !== "saved") throw new Error(saved.status);
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.leadId, saved.leadId), eq(mailOutbox.toAddress, "now@example.com")));
      // The page showed it with no tries; a worker tried it (and failed) before the click.
      const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
      await deliverNow({ ...deps, ...failing }, [row!.id]);
      warn.mockRestore();
      expect(await retryOutboxEntry(db, row!.id, OWNER, { seenAttempts: 0 })).toMatchObject({ ok: false, reason: "changed" });
      expect(await retryOutboxEntry(db, row!.id, OWNER, { seenAttempts: 1 })).toMatchObject({ ok: true, was: "pending" });
      const [due] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(due!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

      await deliverNow(deps, [row!.id]);
      const before = await db.$count(auditLog, eq(auditLog.action, "outbox.retry"));
      expect(await retryOutboxEntry(db, row!.id, OWNER)).toMatchObject({ ok: false, reason: "changed" });
      expect(await retryOutboxEntry(db, randomUUID(), OWNER)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await retryOutboxEntry(db, "nonsense", OWNER)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await db.$count(auditLog, eq(auditLog.action, "outbox.retry"))).toBe(before);
      expect(inbox.received.filter((mail) => mail.messageId === row!.messageId)).toHaveLength(1);
    });
  });

  describe("the audit log", () => {
    const database = useMigratedDatabase(target);

    beforeAll(async () => {
      const { db } = database();
      const at = (time: string) => new Date(time);
      await db.insert(auditLog).values([
        { at: at("2026-04-01T09:00:00Z"), actorId: "u1", actorEmail: "dana@company.example", action: "sign-in" },
        {
          at: at("2026-04-01T09:05:00Z"),
          actorId: "u1",
          actorEmail: "dana@company.example",
          action: "leads.export",
          details: { filter: { form: "demo" } },
        },
        {
          at: at("2026-04-01T09:10:00Z"),
          actorId: "u2",
          actorEmail: "sam@company.example",
          action: "subscriber.remove",
          target: "100%reader@example.com",
          details: { id: "x" },
        },
        {
          at: at("2026-04-01T09:15:00Z"),
          actorEmail: "system (npm run staff)",
          action: "staff.add",
          target: "sam_b@company.example",
          details: { role: "staff" },
        },
        {
          at: at("2026-04-01T09:20:00Z"),
          actorId: "u1",
          actorEmail: "dana@company.example",
          action: "webinar.cancel",
          target: "ai-basics",
        },
      ]);
      // Five entries of one instant (one transaction's): pages must split them without a loss.
      await database().connection.query(
        "insert into audit_log (at, actor_email, action, target) select '2026-04-02 08:00:00+00', 'bulk@company.example', 'lead.update', 'lead-' || n from generate_series(1, 5) n",
      );
    });

    const actions = async (filter: AuditFilter) =>
      (await listAudit(database().db, filter)).rows.map((row) => `${row.action} ${row.target ?? ""}`.trim());

    it("lists newest first: who, what, the target and the details in words", async () => {
      const page = await listAudit(database().db, {});
      expect(page.rows).toHaveLength(10);
      expect(page.next).toBeNull();
      expect(page.rows.slice(5).map((row) => row.action)).toEqual([
        "webinar.cancel",
        "staff.add",
        "subscriber.remove",
        "leads.export",
        "sign-in",
      ]);
      expect(page.rows[8]).toEqual({
        id: expect.any(String),
        at: new Date("2026-04-01T09:05:00Z"),
        actorEmail: "dana@company.example",
        // No member "u1" (any more): the address stands for them.
        actorName: null,
        action: "leads.export",
        target: null,
        targetLink: null,
        details: "Filter: form demo",
      });
      expect(page.rows[9]!.details).toBeNull();
    });

    it("filters by action, and by any part of who, the target or the details, in any case, % and _ literally", async () => {
      expect(await actions({ action: "staff.add" })).toEqual(["staff.add sam_b@company.example"]);
      expect(await actions({ action: "nothing.like.this" })).toEqual([]);
      expect(await actions({ q: "SAM@" })).toEqual(["subscriber.remove 100%reader@example.com"]);
      expect(await actions({ q: "sam" })).toEqual(["staff.add sam_b@company.example", "subscriber.remove 100%reader@example.com"]);
      expect(await actions({ q: "%" })).toEqual(["subscriber.remove 100%reader@example.com"]);
      expect(await actions({ q: "_" })).toEqual(["staff.add sam_b@company.example"]);
      expect(await actions({ q: "ai-basics" })).toEqual(["webinar.cancel ai-basics"]);
      // The details too: an export's filter, a mail's recipient.
      expect(await actions({ q: "DEMO" })).toEqual(["leads.export"]);
      expect(await actions({ q: "dana", action: "sign-in" })).toEqual(["sign-in"]);
    });

    it("pages through entries of one instant without losing or repeating one", async () => {
      const { db } = database();
      const all = (await listAudit(db, {})).rows.map((row) => row.id);
      const walked: string[] = [];
      let after: string | undefined;
      for (let i = 0; i < 20; i++) {
        const page = await listAudit(db, {}, { after, limit: 2 });
        walked.push(...page.rows.map((row) => row.id));
        if (!page.next) break;
        after = page.next;
      }
      expect(walked).toEqual(all);
    });

    it("names the member, links what was changed while it exists, and says a lead's changes in words", async () => {
      const { db } = database();
      await db.insert(staffUsers).values([
        { id: "member-dana", name: "Dana Owner", email: "dana.owner@company.example" },
        { id: "member-sam", name: "Sam Staff", email: "sam.staff@company.example" },
      ]);
      const [lead] = await db
        .insert(leads)
        .values({ id: randomUUID(), form: "contact", name: "Ada Lovelace", email: "ada@example.com" })
        .returning();
      const gone = randomUUID();
      await db.insert(auditLog).values([
        {
          at: new Date("2026-05-01T10:00:00Z"),
          actorId: "member-dana",
          actorEmail: "dana.owner@company.example",
          action: "lead.update",
          target: lead!.id,
          details: { status: { from: "new", to: "contacted" }, ownerId: { from: null, to: "member-sam" }, bulk: true },
        },
        {
          at: new Date("2026-05-01T10:01:00Z"),
          actorId: "member-dana",
          actorEmail: "dana.owner@company.example",
          action: "lead.update",
          target: gone,
          details: { followUpOn: { from: "2026-05-04", to: null }, ownerId: { from: "member-removed", to: null } },
        },
      ]);
      const [newer, older] = (await listAudit(db, { action: "lead.update" })).rows;
      expect(newer).toMatchObject({
        actorName: "Dana Owner",
        target: gone,
        // A lead since deleted: its id, without a link.
        targetLink: null,
        details: "Owner: a former member → nobody; Follow-up: May 4, 2026 → none",
      });
      expect(older).toMatchObject({
        actorName: "Dana Owner",
        targetLink: { href: `/admin/leads/${lead!.id}`, label: "Ada Lovelace" },
        details: "Status: New → Contacted; Owner: nobody → Sam Staff; with other leads at once",
      });
    });
  });
});
