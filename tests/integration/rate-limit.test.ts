// Shared rate limits on the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL.
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/server/db/schema.server";
import { hitRateLimit, pruneRateLimits } from "~/server/security/rate-limit.server";
import { targets, useMigratedDatabase } from "./databases";

describe.each(targets)("rate limits on $name", (target) => {
  const database = useMigratedDatabase(target);

  it("allows up to the limit in a window, then refuses until the window is over", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    const options = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await hitRateLimit(database().db, "form:203.0.113.7", { ...options, now: new Date(start.getTime() + i * 1000) }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.resetAt.toISOString()).toBe("2026-01-01T10:01:00.000Z");

    const later = await hitRateLimit(database().db, "form:203.0.113.7", { ...options, now: new Date(start.getTime() + 61_000) });
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it("keeps keys apart", async () => {
    const now = new Date("2026-01-02T10:00:00Z");
    await hitRateLimit(database().db, "form:a", { limit: 1, windowMs: 60_000, now });
    expect((await hitRateLimit(database().db, "form:b", { limit: 1, windowMs: 60_000, now })).allowed).toBe(true);
    expect((await hitRateLimit(database().db, "form:a", { limit: 1, windowMs: 60_000, now })).allowed).toBe(false);
  });

  it("counts every one of many concurrent hits", async () => {
    const now = new Date("2026-01-03T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(database().db, "form:burst", { limit: 10, windowMs: 60_000, now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(Math.max(...results.map((r) => r.count))).toBe(40);
  });

  it("deletes windows that ended long ago, so keys a bot makes up do not pile up", async () => {
    const now = new Date("2026-02-01T10:00:00Z");
    const day = 24 * 3_600_000;
    for (let i = 0; i < 5; i++)
      await hitRateLimit(database().db, `form:old-${i}`, { limit: 5, windowMs: 600_000, now: new Date(now.getTime() - 2 * day) });
    await hitRateLimit(database().db, "form:recent", { limit: 5, windowMs: 600_000, now: new Date(now.getTime() - 60_000) });
    const before = await database().db.$count(rateLimits);
    expect(await pruneRateLimits(database().db, day, now)).toBeGreaterThanOrEqual(5);
    const keys = (await database().db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("form:recent");
    expect(keys.filter((key) => key.startsWith("form:old-"))).toEqual([]);
    expect(keys.length).toBeLessThan(before);
  });
});
