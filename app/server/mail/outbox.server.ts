import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { mailOutbox } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";

/**
 * Delivering the transactional outbox. A row is claimed with a short lease (one UPDATE over
 * `FOR UPDATE SKIP LOCKED`), so several server instances never take the same mail at once and
 * no database lock is held while SMTP talks; the mail is sent outside any transaction, then
 * marked sent, or put back with exponential back-off, or given up after `giveUpAfterMs`
 * (kept in the table as failed and logged, never dropped). Each row keeps its Message-ID.
 * Staff can send a row again from the workspace (app/server/admin/outbox.server.ts), which
 * starts its back-off and its give-up time over.
 * A lead's post to the company's chat (kind "lead-webhook") is a row like a mail: `deliver`
 * posts it instead of mailing it, and the same retries and give-up apply.
 */
export type OutboxRow = typeof mailOutbox.$inferSelect;

export type SendOutcome = { ok: true } | { ok: false; error: string };

export interface OutboxPolicy {
  /** First retry delay; doubled on every further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Counted from the row's creation, or from staff's latest "send again" (`retried_at`). */
  giveUpAfterMs: number;
  /** How long a claimed row is hidden from other workers while it is being sent. */
  leaseMs: number;
}

export const defaultPolicy: OutboxPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
  leaseMs: 2 * 60_000,
};

export interface OutboxDeps {
  db: Database;
  /** Renders and sends one row's mail; never throws. */
  deliver: (row: OutboxRow) => Promise<SendOutcome>;
  policy?: Partial<OutboxPolicy>;
  now?: () => Date;
}

export function retryDelay(attempts: number, policy: OutboxPolicy = defaultPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

async function claim(deps: OutboxDeps, policy: OutboxPolicy, filter: { ids?: string[]; limit: number }): Promise<OutboxRow[]> {
  const now = (deps.now ?? (() => new Date()))();
  const due = deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
        filter.ids ? inArray(mailOutbox.id, filter.ids) : undefined,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(filter.limit)
    .for("update", { skipLocked: true });
  return deps.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function settle(deps: OutboxDeps, policy: OutboxPolicy, row: OutboxRow, outcome: SendOutcome): Promise<"sent" | "retry" | "failed"> {
  const now = (deps.now ?? (() => new Date()))();
  if (outcome.ok) {
    await deps.db.update(mailOutbox).set({ status: "sent", sentAt: now, lastError: null }).where(eq(mailOutbox.id, row.id));
    return "sent";
  }
  const error = outcome.error.slice(0, 1000);
  // A mail staff sent again gets a whole round from that moment: counted from its creation, a
  // mail given up once would be given up again at its first failed try.
  const roundStartedAt = row.retriedAt ?? row.createdAt;
  if (now.getTime() - roundStartedAt.getTime() >= policy.giveUpAfterMs) {
    await deps.db.update(mailOutbox).set({ status: "failed", lastError: error }).where(eq(mailOutbox.id, row.id));
    logger().error(`Mail ${row.messageId} (${row.kind} to ${row.toAddress}) given up after ${row.attempts} attempts: ${error}`);
    return "failed";
  }
  const delay = retryDelay(row.attempts, policy);
  await deps.db
    .update(mailOutbox)
    .set({ lastError: error, nextAttemptAt: new Date(now.getTime() + delay) })
    .where(eq(mailOutbox.id, row.id));
  logger().warn(
    `Mail ${row.messageId} (${row.kind}) not sent on attempt ${row.attempts}, next try in ${Math.round(delay / 1000)} s: ${error}`,
  );
  return "retry";
}

async function run(deps: OutboxDeps, filter: { ids?: string[]; limit: number }) {
  const policy = { ...defaultPolicy, ...deps.policy };
  return deliverRows(deps, policy, await claim(deps, policy, filter));
}

/** Mails of one batch sent side by side, so one slow mail server answer does not hold up the rest. */
const SEND_CONCURRENCY = 4;

async function deliverRows(deps: OutboxDeps, policy: OutboxPolicy, rows: readonly OutboxRow[]) {
  const results = new Map<string, "sent" | "retry" | "failed">();
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      let outcome: SendOutcome;
      try {
        outcome = await deps.deliver(row);
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      results.set(row.id, await settle(deps, policy, row, outcome));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane));
  return results;
}

/**
 * The request's first try for the mails it just queued. Returns whether every one went out:
 * that answer decides the spec's "saved, but the confirmation failed" messages.
 */
export async function deliverNow(
  deps: OutboxDeps,
  ids: readonly string[],
): Promise<{ allSent: boolean; results: Map<string, "sent" | "retry" | "failed"> }> {
  if (ids.length === 0) return { allSent: true, results: new Map() };
  const results = await run(deps, { ids: [...ids], limit: ids.length });
  return { allSent: ids.every((id) => results.get(id) === "sent"), results };
}

/**
 * Sends rows this process has already claimed (a lead's confirmation is saved claimed for its
 * request's first try) and settles them as `deliverNow` does.
 */
export async function deliverClaimed(deps: OutboxDeps, rows: readonly OutboxRow[]): Promise<Map<string, "sent" | "retry" | "failed">> {
  return deliverRows(deps, { ...defaultPolicy, ...deps.policy }, rows);
}

/** One worker tick: sends up to `limit` due mails. */
export async function deliverDue(deps: OutboxDeps, limit = 25) {
  const results = await run(deps, { limit });
  const counts = { sent: 0, retry: 0, failed: 0 };
  for (const result of results.values()) counts[result] += 1;
  return counts;
}
