// GET /admin/leads/export.csv: the leads the inbox shows for the same filter, as CSV, streamed a
// batch at a time (a million leads hold one batch in memory). Each export is in the audit log.
import type { Route } from "./+types/leads-export";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { parseLeadFilter, streamLeadsCsv } from "~/server/admin/leads.server";

/** Excel reads a CSV file as UTF-8 (names like "Zoë" intact) only when it starts with this mark. */
const BYTE_ORDER_MARK = "\uFEFF";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const db = await getDb();
  await audit(db, { actorId: staff.id, actorEmail: staff.email, action: "leads.export", details: { filter } });

  const lines = streamLeadsCsv(db, filter);
  const encoder = new TextEncoder();
  let started = false;
  // Pulled as the client reads: a slow download does not pile rows up in memory, and one that
  // is abandoned stops the reading of the database.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) return controller.close();
      controller.enqueue(encoder.encode(started ? value : BYTE_ORDER_MARK + value));
      started = true;
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
