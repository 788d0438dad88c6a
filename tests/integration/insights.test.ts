// What the site brings in: leads a week by form, page and campaign over twelve weeks (spam and
// older leads left out, weeks in the company's time zone), first-party page views (no bots, no
// prefetches, no workspace; nothing but a day, a path and a number), and views against leads per
// page; on the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL, and through the real
// server, which writes what it counted when it stops.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { insights, weekStart, WEEKS } from "~/server/admin/insights.server";
import { countPageView, flushPageViews, isVisitorView } from "~/server/analytics/page-views.server";
import { eq } from "drizzle-orm";
import { leadCountedDays, leadDayCounts, leads, pageViews } from "~/server/db/schema.server";
import { dataDirsForThisFile, inspect, postgresStore, servers } from "../support/databases";
import { Site } from "../support/site";
import { targets, useMigratedDatabase } from "./databases";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
// A Wednesday afternoon in Concord.
const NOW = new Date("2026-11-25T20:00:00Z");

describe("which requests are a visitor's view", () => {
  it.each([
    [BROWSER, undefined, true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1", undefined, true],
    [BROWSER, "prefetch", false],
    [BROWSER, "prefetch;prerender", false],
    [GOOGLEBOT, undefined, false],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36", undefined, false],
    ["Mozilla/5.0 (compatible; Chrome-Lighthouse)", undefined, false],
    ["facebookexternalhit/1.1", undefined, false],
    ["curl/8.5.0", undefined, false],
    ["", undefined, false],
    [undefined, undefined, false],
  ])("%j (purpose %j): %j", (userAgent, purpose, expected) => {
    expect(isVisitorView({ userAgent, purpose })).toBe(expected);
  });

  it("starts weeks on Monday in the company's calendar", () => {
    expect(weekStart(NOW)).toBe("2026-11-23");
    expect(weekStart(NOW, 11)).toBe("2026-09-07");
    // Monday 03:00 UTC is still Sunday evening in Concord.
    expect(weekStart(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-16");
  });
});

describe.each(targets)("what the site brings in, on $name", (target) => {
  const database = useMigratedDatabase(target);

  it("counts leads a week by form, page and campaign, leaving out spam and older leads", async () => {
    const { db } = database();
    const lead = (createdAt: string, values: Partial<typeof leads.$inferInsert> = {}) => ({
      id: randomUUID(),
      form: "contact" as const,
      email: `${randomUUID()}@example.com`,
      createdAt: new Date(createdAt),
      ...values,
    });
    await db.insert(leads).values([
      // This week (from Monday 2026-11-23 in Concord).
      lead("2026-11-24T15:00:00Z", { pagePath: "/contact", utmCampaign: "fall-ads" }),
      lead("2026-11-24T16:00:00Z", { form: "demo", pagePath: "/book-demo", utmCampaign: "fall-ads" }),
      lead("2026-11-25T12:00:00Z", { form: "newsletter", pagePath: "/" }),
      // Sunday evening in Concord, Monday in UTC: last week.
      lead("2026-11-23T03:00:00Z", { pagePath: "/contact", utmCampaign: "spring" }),
      // The first of the twelve weeks, and the week before it (left out).
      lead("2026-09-07T14:00:00Z", { form: "training", pagePath: "/services/ai-training" }),
      lead("2026-09-06T14:00:00Z", { pagePath: "/contact" }),
      // Spam (left out).
      lead("2026-11-24T17:00:00Z", { pagePath: "/contact", utmCampaign: "fall-ads", spamAt: new Date("2026-11-24T17:00:00Z") }),
      // Seven more pages with one lead each: five are drawn, the rest summed.
      ...["/a", "/b", "/c", "/d", "/e", "/f", "/g"].map((path) => lead("2026-11-02T15:00:00Z", { pagePath: path })),
    ]);
    const found = await insights(db, NOW);
    expect(found.weeks).toHaveLength(WEEKS);
    expect(found.weeks[0]).toBe("2026-09-07");
    expect(found.weeks.at(-1)).toBe("2026-11-23");
    const weekly = (list: { label: string; counts: number[] }[], label: string) => list.find((series) => series.label === label)?.counts;
    const only = (entries: Record<number, number>) => Array.from({ length: WEEKS }, (_, i) => entries[i] ?? 0);
    expect(found.byForm.map((series) => series.label)).toEqual(["newsletter", "demo", "contact", "training", "webinar"]);
    expect(weekly(found.byForm, "contact")).toEqual(only({ 8: 7, 10: 1, 11: 1 }));
    expect(weekly(found.byForm, "demo")).toEqual(only({ 11: 1 }));
    expect(weekly(found.byForm, "training")).toEqual(only({ 0: 1 }));
    expect(weekly(found.byForm, "webinar")).toEqual(only({}));
    expect(weekly(found.byPage, "/contact")).toEqual(only({ 10: 1, 11: 1 }));
    // Two pages with two leads lead (the order of ties is by path); "Other pages" sums the rest.
    expect(found.byPage.map((series) => series.label)).toEqual(["/contact", "/", "/a", "/b", "/book-demo", "Other pages (6)"]);
    expect(weekly(found.byPage, "Other pages (6)")).toEqual(only({ 0: 1, 8: 5 }));
    expect(found.byCampaign).toEqual([
      { label: "fall-ads", counts: only({ 11: 2 }) },
      { label: "spring", counts: only({ 10: 1 }) },
    ]);
    expect(found.untagged).toBe(9);
    expect(found.pages.find((page) => page.path === "/contact")).toEqual({ path: "/contact", views: 0, leads: 2 });
  });

  it("keeps a finished day's counts, and counts the day again when one of its leads is added late, marked as spam, unmarked or deleted", async () => {
    const { db } = database();
    const campaign = (found: Awaited<ReturnType<typeof insights>>) =>
      found.byCampaign.find((series) => series.label === "recount")?.counts[5] ?? 0;
    const lead = () => ({
      id: randomUUID(),
      form: "contact" as const,
      email: `${randomUUID()}@example.com`,
      pagePath: "/recount",
      utmCampaign: "recount",
      // A Wednesday of the sixth week, long over.
      createdAt: new Date("2026-10-14T15:00:00Z"),
    });
    const first = lead();
    const second = lead();
    await db.insert(leads).values(first);
    expect(campaign(await insights(db, NOW))).toBe(1);
    // Every finished day of the twelve weeks is kept (7 September to 23 November); the last two are counted live.
    expect(await db.$count(leadCountedDays)).toBe(78);
    const kept = () =>
      db
        .select({ n: leadDayCounts.leads })
        .from(leadDayCounts)
        .where(eq(leadDayCounts.utmCampaign, "recount"))
        .then((rows) => rows.map((row) => row.n));
    expect(await kept()).toEqual([1]);

    // A view reads the kept count; it does not count the day's leads again.
    await db.update(leadDayCounts).set({ leads: 99 }).where(eq(leadDayCounts.utmCampaign, "recount"));
    expect(campaign(await insights(db, NOW))).toBe(99);

    await db.insert(leads).values(second);
    expect(campaign(await insights(db, NOW))).toBe(2);
    await db.update(leads).set({ spamAt: new Date() }).where(eq(leads.id, first.id));
    expect(campaign(await insights(db, NOW))).toBe(1);
    await db.update(leads).set({ spamAt: null }).where(eq(leads.id, first.id));
    expect(campaign(await insights(db, NOW))).toBe(2);
    await db.delete(leads).where(eq(leads.id, second.id));
    expect(campaign(await insights(db, NOW))).toBe(1);
    expect(await kept()).toEqual([1]);
    expect(await db.$count(leadCountedDays)).toBe(78);
  });

  it("writes the views counted in memory, adds them to the day's count, and sets them against each page's leads", async () => {
    const { db } = database();
    const visitor = { userAgent: BROWSER, purpose: undefined };
    for (let i = 0; i < 3; i++) countPageView("/contact", visitor, NOW);
    countPageView("/contact", { userAgent: GOOGLEBOT, purpose: undefined }, NOW);
    countPageView("/pricing", visitor, NOW);
    // The day before, in Concord (01:00 UTC is 20:00 on the 24th).
    countPageView("/pricing", visitor, new Date("2026-11-25T01:00:00Z"));
    expect(await flushPageViews(db)).toBe(5);
    expect(await flushPageViews(db)).toBe(0);
    countPageView("/contact", visitor, NOW);
    expect(await flushPageViews(db)).toBe(1);
    const rows = await db.select().from(pageViews).orderBy(pageViews.day, pageViews.path);
    expect(rows).toEqual([
      { day: "2026-11-24", path: "/pricing", views: 1 },
      { day: "2026-11-25", path: "/contact", views: 4 },
      { day: "2026-11-25", path: "/pricing", views: 1 },
    ]);
    const found = await insights(db, NOW);
    expect(found.pages.slice(0, 2)).toEqual([
      { path: "/contact", views: 4, leads: 2 },
      { path: "/", views: 0, leads: 1 },
    ]);
    expect(found.pages.find((page) => page.path === "/pricing")).toEqual({ path: "/pricing", views: 2, leads: 0 });
  });
});

describe("the server's page views", () => {
  const dataDir = dataDirsForThisFile();
  let site: Site | undefined;
  afterAll(async () => {
    await site?.stop();
  });

  it("counts a visitor's views of public pages, not bots, prefetches, HEAD, the workspace or unknown pages, and writes them when it stops", async () => {
    const server = servers[0];
    if (!server) throw new Error("no PostgreSQL server for the tests (TEST_EMBEDDED_URL is not set)");
    const store = await postgresStore(server.adminUrl);
    try {
      site = new Site({ DATA_DIR: dataDir(), ...store.env });
      const origin = await site.start();
      const get = (path: string, headers: Record<string, string> = { "user-agent": BROWSER }, method = "GET") =>
        fetch(`${origin}${path}`, { method, headers, redirect: "manual" }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        });
      expect(await get("/")).toBe(200);
      expect(await get("/pricing")).toBe(200);
      expect(await get("/pricing?utm_campaign=fall-ads")).toBe(200);
      expect(await get("/pricing", { "user-agent": GOOGLEBOT })).toBe(200);
      expect(await get("/pricing", { "user-agent": BROWSER, "sec-purpose": "prefetch" })).toBe(200);
      expect(await get("/pricing", { "user-agent": BROWSER }, "HEAD")).toBe(200);
      expect(await get("/robots.txt")).toBe(200);
      expect(await get("/admin/sign-in")).toBe(200);
      expect(await get("/no-such-page")).toBe(404);
      await site.stop();
      site = undefined;
      const rows = await inspect(store, (db) =>
        db.select({ path: pageViews.path, views: pageViews.views }).from(pageViews).orderBy(pageViews.path),
      );
      expect(rows).toEqual([
        { path: "/", views: 1 },
        { path: "/pricing", views: 2 },
      ]);
    } finally {
      await site?.stop();
      site = undefined;
      await store.dispose();
    }
  }, 90_000);
});
