// GET /admin/subscribers/export.csv: the subscribers the list shows for the same search, as CSV,
// streamed a batch at a time. Each export is in the audit log.
import type { Route } from "./+types/subscribers-export";
import { csvDownload } from "~/server/admin/csv-download.server";
import { parseSubscriberFilter, streamSubscribersCsv } from "~/server/admin/subscribers.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const filter = parseSubscriberFilter(new URL(request.url).searchParams);
  const db = await getDb();
  await audit(db, { actorId: staff.id, actorEmail: staff.email, action: "subscribers.export", details: { filter } });
  return csvDownload(request, streamSubscribersCsv(db, filter), "subscribers");
}
