import { lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import { rateLimits } from "~/server/db/schema.server";

/**
 * Fixed-window counters kept in the database, so every server instance shares them. One
 * statement counts the hit and starts a new window when the old one is over; concurrent hits
 * serialise on the row, so none is lost.
 */
/** The counter of staff sign-in links the site mailed in its current hour (auth.server.ts), which MAIL_HOURLY_CAP counts too. */
export const SIGN_IN_LINKS_KEY = "mail:sign-in-links";

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

export async function hitRateLimit(db: Database | Transaction, key: string, options: RateLimit): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  // A window that began at or before this is over: the hit starts a new one.
  const over = new Date(now.getTime() - options.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${rateLimits.windowStart} <= ${over} then excluded.window_start else ${rateLimits.windowStart} end`,
        count: sql`case when ${rateLimits.windowStart} <= ${over} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
  return {
    allowed: row!.count <= options.limit,
    count: row!.count,
    limit: options.limit,
    resetAt: new Date(row!.windowStart.getTime() + options.windowMs),
  };
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
