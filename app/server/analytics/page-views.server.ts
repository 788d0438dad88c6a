/**
 * First-party, cookie-less page views (decision 0029): the server counts each public page it
 * answers, per day in the company's time zone, and nothing else. No address, cookie, header or
 * identifier is kept, so there is nothing to consent to and nothing to erase. Bots, previews and
 * prefetches are left out; the workspace is never counted (its pages are not public pages).
 *
 * A request only adds one to a number in memory; the counts go to the database once a minute
 * (and when the server stops), one statement for all of them, so public pages stay as fast as
 * before. A crash loses at most that minute's counts, which a count of views can afford.
 */
import { sql } from "drizzle-orm";
import { companyDay } from "~/server/admin/leads.server";
import type { Database } from "~/server/db/client.server";
import { pageViews } from "~/server/db/schema.server";

/** Crawlers, link previews, monitors, headless browsers and HTTP libraries: not visitors. */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|scrap|preview|facebookexternalhit|embedly|monitor|pingdom|uptime|lighthouse|headless|phantom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia/i;

/** What of a request decides whether it is a visitor's view. */
export interface ViewRequest {
  userAgent: string | undefined;
  /** `Sec-Purpose` or `Purpose`: a prefetch or prerender the visitor may never see. */
  purpose: string | undefined;
}

export function isVisitorView({ userAgent, purpose }: ViewRequest): boolean {
  if (!userAgent || !/^Mozilla\//.test(userAgent) || NOT_A_VISITOR.test(userAgent)) return false;
  return !purpose || !/prefetch|prerender/i.test(purpose);
}

/** Views not yet written, by day and path ("2026-11-28 /pricing"). */
let pending = new Map<string, number>();

/** Counts a view of a public page's path (the caller knows it is one). */
export function countPageView(path: string, request: ViewRequest, now = new Date()): void {
  if (!isVisitorView(request)) return;
  const key = `${companyDay(now)} ${path}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
}

/** Writes the views counted so far, adding them to the day's counts; returns how many were written. */
export async function flushPageViews(db: Database): Promise<number> {
  if (pending.size === 0) return 0;
  const batch = pending;
  pending = new Map();
  const rows = [...batch].map(([key, views]) => {
    const space = key.indexOf(" ");
    return { day: key.slice(0, space), path: key.slice(space + 1), views };
  });
  try {
    await db
      .insert(pageViews)
      .values(rows)
      .onConflictDoUpdate({ target: [pageViews.day, pageViews.path], set: { views: sql`${pageViews.views} + excluded.views` } });
  } catch (error) {
    // Kept for the next try rather than lost.
    for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views);
    throw error;
  }
  return rows.reduce((sum, row) => sum + row.views, 0);
}
