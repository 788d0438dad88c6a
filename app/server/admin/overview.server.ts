import { and, count, gte } from "drizzle-orm";
import { companyDay, listLeads, needsSomeone, notSpam } from "~/server/admin/leads.server";
import type { Database } from "~/server/db/client.server";
import { leads, leadStatuses, type LeadStatus } from "~/server/db/schema.server";

/** How many of a list the overview shows; the rest are a link to the inbox away. */
const SHOWN = 5;

/**
 * The workspace's first page: first what needs someone (new leads past the reply the site
 * promises, follow-ups whose day has come), then how many leads came in lately, by status, and
 * the newest ones.
 */
export async function overview(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [byStatus, lists, { rows: newest }] = await Promise.all([
    db
      .select({ status: leads.status, n: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, since), notSpam))
      .groupBy(leads.status),
    needsSomeone(db, now, SHOWN),
    listLeads(db, {}, { limit: SHOWN }),
  ]);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    since,
    // The first day counted, as the inbox's date filter takes it (a day in the company's time zone).
    sinceDay: companyDay(since),
    today: companyDay(now),
    counts,
    newest,
    ...lists,
  };
}
