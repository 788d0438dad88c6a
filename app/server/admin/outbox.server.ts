/**
 * The mail outbox for the workspace: mails (and chat webhook posts) waiting to be sent, given up,
 * and sent, and staff's "send again".
 *
 * "Send again" (of a given-up row) and "send now" (of a waiting one) start the row's delivery
 * over, as if it had just been queued: pending, due at once, no tries and no error yet, and
 * `retried_at` set to now. The worker's give-up time counts from `retried_at` when it is set
 * (app/server/mail/outbox.server.ts settle), so a mail given up after MAIL_GIVE_UP_HOURS gets a
 * whole round of retries again instead of failing for good at its first failed try; its back-off
 * starts from the first step again. The row keeps its id, Message-ID and creation time. What the
 * row was before (state, tries, last error) goes into the audit entry "outbox.retry", written in
 * the same transaction.
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { decodeCursor, isUuid, laterThan, olderThan, pageSize, positionAt, toPage } from "~/server/admin/keyset.server";
import { audit } from "~/server/auth/auth.server";
import { transaction, type Database } from "~/server/db/client.server";
import { leads, mailOutbox, type MailStatus } from "~/server/db/schema.server";

export const outboxViews = ["pending", "failed", "sent"] as const;
export type OutboxView = (typeof outboxViews)[number];

/** The view a URL's `show` asks for; the waiting mails unless it names another. */
export function parseOutboxView(params: URLSearchParams): OutboxView {
  const value = params.get("show");
  return outboxViews.find((view) => view === value) ?? "pending";
}

export interface OutboxEntry {
  id: string;
  kind: string;
  toAddress: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
  retriedAt: Date | null;
  /** The lead's id when the inbox has it (/admin/leads/<id>): the form row's id is the lead's. */
  leadId: string | null;
}

export interface OutboxPage {
  rows: OutboxEntry[];
  next: string | null;
}

const o = mailOutbox;

/**
 * Each view in the order of an index: waiting mails soonest due first (mail_outbox_due_idx), given-up
 * ones newest first (mail_outbox_failed_idx), sent ones newest first (mail_outbox_created_idx, read
 * backwards). Sent mails are listed by when they were queued, which is within minutes of when
 * they went out; an order by sent_at would sort every sent mail ever.
 */
const views: Record<OutboxView, { time: typeof o.createdAt | typeof o.nextAttemptAt; order: SQL[]; ascending: boolean }> = {
  pending: { time: o.nextAttemptAt, order: [sql`${o.nextAttemptAt} asc`, sql`${o.id} asc`], ascending: true },
  failed: { time: o.createdAt, order: [sql`${o.createdAt} desc nulls last`, sql`${o.id} desc nulls last`], ascending: false },
  sent: { time: o.createdAt, order: [sql`${o.createdAt} desc`, sql`${o.id} desc`], ascending: false },
};

/** One page of a view; `after` is the `next` of the page before. */
export async function listOutbox(db: Database, view: OutboxView, options: { after?: string; limit?: number } = {}): Promise<OutboxPage> {
  const limit = pageSize(options.limit);
  const { time, order, ascending } = views[view];
  const after = decodeCursor(options.after);
  const found = await db
    .select({
      id: o.id,
      kind: o.kind,
      toAddress: o.toAddress,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      createdAt: o.createdAt,
      nextAttemptAt: o.nextAttemptAt,
      sentAt: o.sentAt,
      retriedAt: o.retriedAt,
      leadId: leads.id,
      position: positionAt(time),
    })
    .from(o)
    .leftJoin(leads, eq(leads.id, o.leadId))
    .where(and(eq(o.status, view), after ? (ascending ? laterThan : olderThan)(time, o.id, after) : undefined))
    .orderBy(...order)
    .limit(limit + 1);
  return toPage(found, limit);
}

/** How many rows wait and how many were given up (both from small partial indexes; sent ones are not counted). */
export async function outboxCounts(db: Database): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all(
    (["pending", "failed"] as const).map(async (status) => {
      const [row] = await db.select({ n: count() }).from(o).where(eq(o.status, status));
      return row?.n ?? 0;
    }),
  );
  return { pending: pending!, failed: failed! };
}

export type RetryResult =
  | { ok: true; was: "pending" | "failed"; kind: string; toAddress: string }
  | { ok: false; reason: "not-found" | "changed"; message: string };

/**
 * Puts a given-up or waiting row back to be sent at once, with a new round of tries (see the top of
 * this file), and records it as "outbox.retry". `seenAttempts`, the tries the page showed, guards
 * "send now" against a row a worker took meanwhile: it is refused rather than sent twice. The
 * caller then wakes the mail worker.
 */
export async function retryOutboxEntry(
  db: Database,
  id: string,
  actor: { actorId: string | null; actorEmail: string },
  options: { seenAttempts?: number } = {},
): Promise<RetryResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found", message: "There is no such mail." };
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: o.status, attempts: o.attempts, lastError: o.lastError, kind: o.kind, toAddress: o.toAddress })
      .from(o)
      .where(eq(o.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "not-found", message: "There is no such mail." };
    if (row.status === "sent") return { ok: false, reason: "changed", message: "This mail has been sent meanwhile." };
    if (row.status === "pending" && options.seenAttempts !== undefined && row.attempts !== options.seenAttempts) {
      return { ok: false, reason: "changed", message: "This mail was tried again meanwhile; here is how it stands now." };
    }
    await tx
      .update(o)
      .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: sql`now()`, retriedAt: sql`now()` })
      .where(eq(o.id, id));
    await audit(tx, {
      ...actor,
      action: "outbox.retry",
      target: id,
      details: { kind: row.kind, to: row.toAddress, was: row.status, attempts: row.attempts, lastError: row.lastError },
    });
    return { ok: true, was: row.status, kind: row.kind, toAddress: row.toAddress };
  });
}

export type RetryOutcome =
  | { state: "sent" }
  | { state: "failed"; error: string | null }
  | { state: "retrying"; error: string | null; nextAttemptAt: Date }
  | { state: "waiting" };

/**
 * How a row sent again fared, looked at every `intervalMs` until it has an outcome or `timeoutMs`
 * passes: sent, given up, a failed try (an error, a next try planned), or still waiting.
 */
export async function awaitRetryOutcome(
  db: Database,
  id: string,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<RetryOutcome> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const [row] = await db.select({ status: o.status, lastError: o.lastError, nextAttemptAt: o.nextAttemptAt }).from(o).where(eq(o.id, id));
    if (!row) return { state: "waiting" };
    if (row.status === "sent") return { state: "sent" };
    if (row.status === "failed") return { state: "failed", error: row.lastError };
    // The reset cleared the error: one again means a try failed and the next is planned.
    if (row.lastError !== null) return { state: "retrying", error: row.lastError, nextAttemptAt: row.nextAttemptAt };
    if (Date.now() >= deadline) return { state: "waiting" };
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 150));
  }
}
