import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { transactionWithoutFlush, type Database } from "~/server/db/client.server";
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

/**
 * Claims up to `limit` due rows in one statement: its commit waits for the flush once per batch,
 * and a look that finds nothing due writes nothing.
 */
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

type Result = "sent" | "retry" | "failed";

/**
 * Records a batch's outcomes: the sent rows in one statement, each failure with its own next try
 * or give-up. It commits without waiting for the flush (decision 0024): a "sent" mark lost in a
 * crash only has the mail sent again, with the same Message-ID, which the at-least-once outbox
 * allows, and a request's confirmation does not wait for the disk a second time.
 */
async function settle(deps: OutboxDeps, policy: OutboxPolicy, outcomes: ReadonlyMap<OutboxRow, SendOutcome>): Promise<Map<string, Result>> {
  const now = (deps.now ?? (() => new Date()))();
  const results = new Map<string, Result>();
  const logs: (() => void)[] = [];
  await transactionWithoutFlush(deps.db, async (tx) => {
    const sent = [...outcomes].filter(([, outcome]) => outcome.ok).map(([row]) => row.id);
    if (sent.length > 0) {
      await tx.update(mailOutbox).set({ status: "sent", sentAt: now, lastError: null }).where(inArray(mailOutbox.id, sent));
      for (const id of sent) results.set(id, "sent");
    }
    for (const [row, outcome] of outcomes) {
      if (outcome.ok) continue;
      const error = outcome.error.slice(0, 1000);
      // A mail staff sent again gets a whole round from that moment: counted from its creation, a
      // mail given up once would be given up again at its first failed try.
      const roundStartedAt = row.retriedAt ?? row.createdAt;
      if (now.getTime() - roundStartedAt.getTime() >= policy.giveUpAfterMs) {
        await tx.update(mailOutbox).set({ status: "failed", lastError: error }).where(eq(mailOutbox.id, row.id));
        logs.push(() =>
          logger().error(`Mail ${row.messageId} (${row.kind} to ${row.toAddress}) given up after ${row.attempts} attempts: ${error}`),
        );
        results.set(row.id, "failed");
        continue;
      }
      const delay = retryDelay(row.attempts, policy);
      await tx
        .update(mailOutbox)
        .set({ lastError: error, nextAttemptAt: new Date(now.getTime() + delay) })
        .where(eq(mailOutbox.id, row.id));
      logs.push(() =>
        logger().warn(
          `Mail ${row.messageId} (${row.kind}) not sent on attempt ${row.attempts}, next try in ${Math.round(delay / 1000)} s: ${error}`,
        ),
      );
      results.set(row.id, "retry");
    }
  });
  // Logged once recorded, so a line never tells of a state the table does not hold.
  for (const log of logs) log();
  return results;
}

async function run(deps: OutboxDeps, filter: { ids?: string[]; limit: number }) {
  const policy = { ...defaultPolicy, ...deps.policy };
  return deliverRows(deps, policy, await claim(deps, policy, filter));
}

/** Mails of one batch sent side by side, so one slow mail server answer does not hold up the rest. */
const SEND_CONCURRENCY = 4;

async function deliverRows(deps: OutboxDeps, policy: OutboxPolicy, rows: readonly OutboxRow[]): Promise<Map<string, Result>> {
  const outcomes = new Map<OutboxRow, SendOutcome>();
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      try {
        outcomes.set(row, await deps.deliver(row));
      } catch (error) {
        outcomes.set(row, { ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane));
  return outcomes.size > 0 ? settle(deps, policy, outcomes) : new Map();
}

/**
 * The request's first try for the mails it just queued. Returns whether every one went out:
 * that answer decides the spec's "saved, but the confirmation failed" messages.
 */
export async function deliverNow(deps: OutboxDeps, ids: readonly string[]): Promise<{ allSent: boolean; results: Map<string, Result> }> {
  if (ids.length === 0) return { allSent: true, results: new Map() };
  const results = await run(deps, { ids: [...ids], limit: ids.length });
  return { allSent: ids.every((id) => results.get(id) === "sent"), results };
}

/**
 * Sends rows this process has already claimed (a lead's confirmation is saved claimed for its
 * request's first try) and settles them as `deliverNow` does.
 */
export async function deliverClaimed(deps: OutboxDeps, rows: readonly OutboxRow[]): Promise<Map<string, Result>> {
  return deliverRows(deps, { ...defaultPolicy, ...deps.policy }, rows);
}

/** One worker tick: sends up to `limit` due mails. */
export async function deliverDue(deps: OutboxDeps, limit = 25) {
  const results = await run(deps, { limit });
  const counts = { sent: 0, retry: 0, failed: 0 };
  for (const result of results.values()) counts[result] += 1;
  return counts;
}
