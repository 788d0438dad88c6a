import type { Database } from "~/server/db/client.server";
import { batched, perHandle } from "~/server/db/batch.server";
import { preparedQuery } from "~/server/db/prepared.server";

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

interface Hit {
  key: string;
  windowMs: number;
  now?: Date;
}

// One fixed statement (the keys come as one JSON parameter), so it is prepared once: a hit
// starts a new window when the key's window began at or before $3, else adds to its count.
const COUNT_HITS = `
  insert into rate_limits (key, window_start, count)
  select hit.key, $2::timestamptz, hit.count from jsonb_to_recordset($1::jsonb) as hit(key text, count int)
  on conflict (key) do update set
    window_start = case when rate_limits.window_start <= $3::timestamptz then excluded.window_start else rate_limits.window_start end,
    count = case when rate_limits.window_start <= $3::timestamptz then excluded.count else rate_limits.count + excluded.count end
  returning key, (extract(epoch from window_start) * 1000)::float8 as window_start, count`;

/**
 * Counts `hits` (in arrival order) with one statement per key, window length and clock: a key
 * hit n times gets its count raised by n at once (or set to n when its window is over), and the
 * hits are given the counts one by one in order, exactly as n statements in a row would.
 */
async function countHits(db: Database, hits: readonly Hit[]): Promise<{ windowStart: Date; count: number }[]> {
  const results: { windowStart: Date; count: number }[] = new Array(hits.length);
  const groups = new Map<string, { windowMs: number; now: Date | undefined; keys: Map<string, number[]> }>();
  hits.forEach((hit, index) => {
    const id = `${hit.windowMs}:${hit.now?.getTime() ?? ""}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { windowMs: hit.windowMs, now: hit.now, keys: new Map() }));
    const indexes = group.keys.get(hit.key) ?? [];
    indexes.push(index);
    group.keys.set(hit.key, indexes);
  });
  for (const { windowMs, now: fixedNow, keys } of groups.values()) {
    const now = fixedNow ?? new Date();
    const windowStartBefore = new Date(now.getTime() - windowMs);
    const entries = [...keys];
    const rows = (await preparedQuery(db, "count_rate_limit_hits", COUNT_HITS, [
      JSON.stringify(entries.map(([key, indexes]) => ({ key, count: indexes.length }))),
      now.toISOString(),
      windowStartBefore.toISOString(),
    ])) as { key: string; window_start: string | number; count: string | number }[];
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [key, indexes] of entries) {
      const row = byKey.get(key)!;
      const windowStart = new Date(Number(row.window_start));
      const count = Number(row.count);
      indexes.forEach((index, position) => {
        results[index] = { windowStart, count: count - indexes.length + 1 + position };
      });
    }
  }
  return results;
}

// Hits that arrive while the database is busy are counted together (see countHits).
const hitBatched = perHandle((db: Database) => batched((hits: Hit[]) => countHits(db, hits)));

export async function hitRateLimit(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const row = await hitBatched(db, { key, windowMs: options.windowMs, now: options.now });
  const count = row.count;
  return {
    allowed: count <= options.limit,
    count,
    limit: options.limit,
    resetAt: new Date(row.windowStart.getTime() + options.windowMs),
  };
}
