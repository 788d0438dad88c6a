/**
 * What the site brings in, for the overview's charts: leads a week for the last twelve weeks by
 * form, by the page they were sent from and by UTM campaign (spam left out), and each page's
 * views (app/server/analytics/page-views.server.ts) against its leads over the same weeks.
 *
 * A day's counts are kept once the day is over (lead_day_counts, migration 0016): a view counts
 * the last two days' leads and reads the rest, instead of counting twelve weeks of leads again.
 */
import { and, gte, inArray, lte, sql } from "drizzle-orm";
import { company } from "~/content/company";
import { companyDay, notSpam } from "~/server/admin/leads.server";
import { transactionWithoutFlush, type Database } from "~/server/db/client.server";
import { leadCountedDays, leadDayCounts, leadForms, leads, pageViews } from "~/server/db/schema.server";

/** The company's time zone as an SQL literal (a constant of the site, never input), so the week's expression reads the same in the select and the grouping. */
const ZONE = sql.raw(`'${company.openingHours.timeZone.replaceAll("'", "''")}'`);

export const WEEKS = 12;
/** Pages and campaigns drawn each on their own; the rest are summed as one. */
const TOP = 5;

export interface Series {
  label: string;
  /** One count a week, oldest week first. */
  counts: number[];
}

export interface PageConversion {
  path: string;
  views: number;
  leads: number;
}

export interface Insights {
  /** The Monday each week starts on (yyyy-mm-dd, the company's calendar), oldest first. */
  weeks: string[];
  byForm: Series[];
  byPage: Series[];
  byCampaign: Series[];
  /** Leads without a campaign tag, which the campaign chart leaves out. */
  untagged: number;
  /** Pages with views or leads in the twelve weeks, most leads first. */
  pages: PageConversion[];
}

/** Monday `weeksBack` weeks before the week of `now`, in the company's calendar (yyyy-mm-dd). */
export function weekStart(now: Date, weeksBack = 0): string {
  const today = new Date(`${companyDay(now)}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 - weeksBack * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The top series by total, each on its own, and the rest summed under `other`. */
function topSeries(counts: Map<string, number[]>, other: string): Series[] {
  const ranked = [...counts].sort(([a, x], [b, y]) => sum(y) - sum(x) || a.localeCompare(b));
  const shown = ranked.slice(0, TOP).map(([label, weekly]) => ({ label, counts: weekly }));
  const rest = ranked.slice(TOP);
  if (rest.length === 0) return shown;
  return [
    ...shown,
    { label: `${other} (${rest.length})`, counts: rest.reduce((total, [, weekly]) => total.map((n, i) => n + weekly[i]!), zeros()) },
  ];
}

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
const zeros = () => Array.from({ length: WEEKS }, () => 0);

/** The day `days` days before `day` (yyyy-mm-dd). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A day's first instant in the company's time zone. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${ZONE})`;
/** A lead's day in the company's time zone, and its page and campaign ("" for none). */
const counted = {
  day: sql<string>`(${leads.createdAt} at time zone ${ZONE})::date::text`,
  form: leads.form,
  page: sql<string>`coalesce(${leads.pagePath}, '')`,
  campaign: sql<string>`coalesce(${leads.utmCampaign}, '')`,
};

/** The days from `first` to `last` whose counts are not kept (yet, or any more), in order. */
async function uncounted(db: Pick<Database, "execute">, first: string, last: string): Promise<string[]> {
  const { rows } = await db.execute<{ day: string }>(sql`select d::date::text as day
    from generate_series(${first}::date, ${last}::date, interval '1 day') as d
    where not exists (select 1 from ${leadCountedDays} where ${leadCountedDays.day} = d::date)
    order by d`);
  return rows.map((row) => row.day);
}

/**
 * Counts the leads of the days from `first` to `last` (days that are over) that have no kept
 * counts, and keeps them. Nearly always there is nothing to do, or one day.
 */
async function keepDayCounts(db: Database, first: string, last: string): Promise<void> {
  if (last < first || (await uncounted(db, first, last)).length === 0) return;
  // Counts can be made again from the leads: a crash may lose them, never make them wrong.
  await transactionWithoutFlush(db, async (tx) => {
    // A change to a lead of a counted day (the trigger's delete) waits while days are counted,
    // and the counting sees every change made before: no day is kept with counts older than its leads.
    await tx.execute(sql`lock table ${leadCountedDays} in share row exclusive mode`);
    const days = await uncounted(tx, first, last);
    if (days.length === 0) return;
    await tx.delete(leadDayCounts).where(inArray(leadDayCounts.day, days));
    await tx.execute(sql`insert into ${leadDayCounts} (day, form, page_path, utm_campaign, leads)
      select ${counted.day}::date, ${counted.form}, ${counted.page}, ${counted.campaign}, count(*)::int
      from ${leads}
      where ${leads.createdAt} >= ${startOf(days[0]!)} and ${leads.createdAt} < ${startOf(daysBefore(days.at(-1)!, -1))}
        and ${counted.day} in (${sql.join(
          days.map((day) => sql`${day}`),
          sql`, `,
        )}) and ${notSpam}
      group by 1, 2, 3, 4`);
    await tx.insert(leadCountedDays).values(days.map((day) => ({ day })));
  });
}

export async function insights(db: Database, now = new Date()): Promise<Insights> {
  const weeks = Array.from({ length: WEEKS }, (_, i) => weekStart(now, WEEKS - 1 - i));
  const first = weeks[0]!;
  // Yesterday and today are counted live: a lead of the last hours may still be on its way in,
  // and a change to a lead under 12 hours old does not ask for a recount (migration 0016).
  const live = daysBefore(companyDay(now), 1);
  const lastKept = daysBefore(live, 1);
  await keepDayCounts(db, first, lastKept);
  const [grouped, viewed] = await Promise.all([
    db
      .select({
        day: sql<string>`${leadDayCounts.day}::text`,
        form: leadDayCounts.form,
        page: leadDayCounts.pagePath,
        campaign: leadDayCounts.utmCampaign,
        n: leadDayCounts.leads,
      })
      .from(leadDayCounts)
      .where(and(gte(leadDayCounts.day, first), lte(leadDayCounts.day, lastKept)))
      .unionAll(
        db
          .select({ ...counted, n: sql<number>`count(*)::int` })
          .from(leads)
          .where(and(gte(leads.createdAt, startOf(live > first ? live : first)), notSpam))
          // By position: the columns as the select names them.
          .groupBy(sql`1, 2, 3, 4`),
      ),
    db
      .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})::int` })
      .from(pageViews)
      .where(gte(pageViews.day, first))
      .groupBy(pageViews.path),
  ]);

  const forms = new Map<string, number[]>();
  const pages = new Map<string, number[]>();
  const campaigns = new Map<string, number[]>();
  const tally = (into: Map<string, number[]>, key: string, at: number, n: number) => {
    const counts = into.get(key) ?? zeros();
    counts[at]! += n;
    into.set(key, counts);
  };
  let untagged = 0;
  for (const row of grouped) {
    const at = Math.floor((Date.parse(row.day) - Date.parse(first)) / (7 * 86_400_000));
    if (at < 0 || at >= WEEKS) continue;
    tally(forms, row.form, at, row.n);
    tally(pages, row.page || "Unknown page", at, row.n);
    if (row.campaign) tally(campaigns, row.campaign, at, row.n);
    else untagged += row.n;
  }

  const leadsByPage = new Map([...pages].map(([path, weekly]) => [path, sum(weekly)]));
  const viewsByPage = new Map(viewed.map((row) => [row.path, row.views]));
  const conversion = [...new Set([...leadsByPage.keys(), ...viewsByPage.keys()])]
    .filter((path) => path.startsWith("/"))
    .map((path) => ({ path, views: viewsByPage.get(path) ?? 0, leads: leadsByPage.get(path) ?? 0 }))
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.path.localeCompare(b.path));

  return {
    weeks,
    // Every form, in one order, so each keeps its colour.
    byForm: leadForms.map((form) => ({ label: form, counts: forms.get(form) ?? zeros() })),
    byPage: topSeries(pages, "Other pages"),
    byCampaign: topSeries(campaigns, "Other campaigns"),
    untagged,
    pages: conversion,
  };
}
