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
  // Each week's first instant (Monday 00:00 in the company's time zone), computed once; a lead's
  // week is found among them by a binary search (width_bucket), not by a time-zone sum per lead.
  const starts = sql`array(select day::timestamp at time zone ${ZONE} from unnest(string_to_array(${weeks.join(",")}, ',')::date[]) as day)`;
  const week = sql<number>`width_bucket(${leads.createdAt}, ${starts})`;
  // One pass over the twelve weeks' leads (an index-only scan of leads_charts_idx), counted by
  // week, form, page and campaign together: a few hundred rows, folded three ways below.
  const [grouped, viewed] = await Promise.all([
    db
      .select({ week, form: leads.form, page: leads.pagePath, campaign: leads.utmCampaign, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(gte(leads.createdAt, sql`(${first}::date::timestamp at time zone ${ZONE})`), notSpam))
      // By position: the week's expression carries a parameter, which a repeat would not match.
      .groupBy(sql`1, 2, 3, 4`),
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
    // Bucket 1 is the first week; 0 would be before it (the filter leaves none).
    const at = row.week - 1;
    if (at < 0 || at >= WEEKS) continue;
    tally(forms, row.form, at, row.n);
    tally(pages, row.page ?? "Unknown page", at, row.n);
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
