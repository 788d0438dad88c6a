// GET /admin/leads/export.csv: the leads the inbox shows for the same filter, as CSV, streamed a
// batch at a time (a million leads hold one batch in memory). Each export is in the audit log.
import type { Route } from "./+types/leads-export";
import { csvDownload } from "~/server/admin/csv-download.server";
import { parseLeadFilter, streamLeadsCsv } from "~/server/admin/leads.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const filter = parseLeadFilter(new URL(request.url).searchParams, staff.id);
  const db = await getDb();
  await audit(db, { actorId: staff.id, actorEmail: staff.email, action: "leads.export", details: { filter } });
  return csvDownload(request, streamLeadsCsv(db, filter), "leads");
}
