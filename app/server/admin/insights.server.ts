/**
 * What the site brings in, for the overview's charts: leads a week for the last twelve weeks by
 * form, by the page they were sent from and by UTM campaign (spam left out), and each page's
 * views (app/server/analytics/page-views.server.ts) against its leads over the same weeks.
 */
import { and, gte, sql } from "drizzle-orm";
import { company } from "~/content/company";
import { companyDay, notSpam } from "~/server/admin/leads.server";
import type { Database } from "~/server/db/client.server";
import { leadForms, leads, pageViews } from "~/server/db/schema.server";

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

export async function insights(db: Database, now = new Date()): Promise<Insights> {
  const weeks = Array.from({ length: WEEKS }, (_, i) => weekStart(now, WEEKS - 1 - i));
  const first = weeks[0]!;
  const from = sql`(${first}::date::timestamp at time zone ${ZONE})`;
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone ${ZONE}), 'YYYY-MM-DD')`;
  // One pass over the twelve weeks' leads, counted three ways at once.
  const [grouped, viewed] = await Promise.all([
    db
      .select({
        week,
        form: leads.form,
        page: leads.pagePath,
        campaign: leads.utmCampaign,
        // 3: by form; 5: by page; 6: by campaign (the columns left out of the grouping, as bits).
        set: sql<number>`grouping(${leads.form}, ${leads.pagePath}, ${leads.utmCampaign})`,
        n: sql<number>`count(*)::int`,
      })
      .from(leads)
      .where(and(gte(leads.createdAt, from), notSpam))
      .groupBy(sql`grouping sets ((${week}, ${leads.form}), (${week}, ${leads.pagePath}), (${week}, ${leads.utmCampaign}))`),
    db
      .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})::int` })
      .from(pageViews)
      .where(gte(pageViews.day, first))
      .groupBy(pageViews.path),
  ]);

  const index = new Map(weeks.map((day, i) => [day, i]));
  const tally = (into: Map<string, number[]>, key: string, day: string, n: number) => {
    const at = index.get(day);
    if (at === undefined) return;
    const counts = into.get(key) ?? zeros();
    counts[at]! += n;
    into.set(key, counts);
  };
  const forms = new Map<string, number[]>();
  const pages = new Map<string, number[]>();
  const campaigns = new Map<string, number[]>();
  let untagged = 0;
  for (const row of grouped) {
    if (row.set === 3) tally(forms, row.form!, row.week, row.n);
    else if (row.set === 5) tally(pages, row.page ?? "Unknown page", row.week, row.n);
    else if (row.campaign) tally(campaigns, row.campaign, row.week, row.n);
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
