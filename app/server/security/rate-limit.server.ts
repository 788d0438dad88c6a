import { lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import { rateLimits } from "~/server/db/schema.server";

/**
 * Fixed-window counters kept in the database, so every server instance shares them. One
 * statement counts the hit and starts a new window when the old one is over; concurrent hits
 * serialise on the row, so none is lost. A count's loss in a crash is harmless, so callers
 * count in a transaction that commits without waiting for the flush (transactionWithoutFlush):
 * the row's lock ends with the statement's commit, not with a disk write.
 */
/**
 * Visitor mails the site queued in its current hour (MAIL_HOURLY_CAP): leads' confirmations and
 * staff sign-in links (auth.server.ts) count here.
 */
export const VISITOR_MAILS_KEY = "mail:visitor-mails";
/** The company's lead notifications queued in the current hour (NOTIFY_HOURLY_CAP). */
export const NOTIFICATIONS_KEY = "mail:notifications";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** When the current window ends. */
  resetAt: Date;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
  now?: Date;
}

/** Counts one hit on each key (one statement) and returns each key's result, in the keys' order. */
export async function hitRateLimits(db: Database | Transaction, keys: readonly string[], options: RateLimit): Promise<RateLimitResult[]> {
  const now = options.now ?? new Date();
  // A window that began at or before this is over: the hit starts a new one.
  const over = new Date(now.getTime() - options.windowMs);
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${rateLimits.windowStart} <= ${over} then excluded.window_start else ${rateLimits.windowStart} end`,
        count: sql`case when ${rateLimits.windowStart} <= ${over} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
  return keys.map((key) => {
    const row = rows.find((r) => r.key === key)!;
    return {
      allowed: row.count <= options.limit,
      count: row.count,
      limit: options.limit,
      resetAt: new Date(row.windowStart.getTime() + options.windowMs),
    };
  });
}

export async function hitRateLimit(db: Database | Transaction, key: string, options: RateLimit): Promise<RateLimitResult> {
  const [result] = await hitRateLimits(db, [key], options);
  return result!;
}

/**
 * Deletes counters whose window ended more than `olderThanMs` ago: a bot trying many addresses
 * leaves one row each, and nothing else would ever remove them.
 */
export async function pruneRateLimits(db: Database, olderThanMs: number, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - olderThanMs)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
