import { count, gte } from "drizzle-orm";
import { company } from "~/content/company";
import { listLeads } from "~/server/admin/leads.server";
import type { Database } from "~/server/db/client.server";
import { leads, leadStatuses, type LeadStatus } from "~/server/db/schema.server";

/** The workspace's first page: how many leads came in lately, by status, and the newest ones. */
export async function overview(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const byStatus = await db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.status);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of byStatus) counts[row.status] = row.n;
  const { rows: newest } = await listLeads(db, {}, { limit: 5 });
  // The first day counted, as the inbox's date filter takes it (a day in the company's time zone).
  const sinceDay = new Intl.DateTimeFormat("en-CA", { timeZone: company.openingHours.timeZone }).format(since);
  return { since, sinceDay, counts, newest };
}
