// GET /admin/webinars/:id/registrants.csv: everyone registered for the webinar, as CSV with a
// byte-order mark for spreadsheets. Each export is in the audit log.
import { data } from "react-router";
import type { Route } from "./+types/webinar-registrants-csv";
import { csvDownload } from "~/server/admin/csv-download.server";
import { getWebinar, streamRegistrantsCsv } from "~/server/admin/webinars.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await getDb();
  const webinar = await getWebinar(db, params.id);
  if (!webinar) throw data("There is no such webinar.", { status: 404 });
  await audit(db, {
    actorId: staff.id,
    actorEmail: staff.email,
    action: "webinar.registrants-export",
    target: webinar.id,
    details: { slug: webinar.slug, registrants: webinar.registrants },
  });
  return csvDownload(request, streamRegistrantsCsv(db, webinar.id), `registrants-${webinar.slug}`);
}
