import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { rateLimits } from "~/server/db/schema.server";

/**
 * Fixed-window counters kept in the database, so every server instance shares them. One
 * statement counts the hit and starts a new window when the old one is over; concurrent hits
 * serialise on the row, so none is lost.
 */
export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** When the current window ends. */
  resetAt: Date;
}

export async function hitRateLimit(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const windowStartBefore = new Date(now.getTime() - options.windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowStartBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
  const count = row!.count;
  return {
    allowed: count <= options.limit,
    count,
    limit: options.limit,
    resetAt: new Date(row!.windowStart.getTime() + options.windowMs),
  };
}
