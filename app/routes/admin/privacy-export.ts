// POST /admin/privacy/export.json: everything held for one address, as a JSON file for the person
// (the privacy policy's access and portability). The address comes in the body, not the URL, so it
// stays out of the browser's history and of any proxy's log of addresses; a GET is refused. Each
// export is in the audit log by the address's fingerprint.
import type { Route } from "./+types/privacy-export";
import { addressToLookUp } from "~/lib/privacy";
import { addressFingerprint, countPersonalData, exportPersonalData, findPersonalData } from "~/server/admin/privacy.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return text("Download a person's data from the workspace's Privacy page: the address is sent by POST.", 405, { allow: "POST" });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const lookup = addressToLookUp(String(form.get("email") ?? "").slice(0, 1_000));
  if (!lookup) return text("Enter an e-mail address, such as jane@example.com.", 400);

  const db = await getDb();
  const now = new Date();
  const found = await findPersonalData(db, lookup.address);
  await audit(db, {
    actorId: staff.id,
    actorEmail: staff.email,
    action: "privacy.export",
    target: addressFingerprint(lookup.address),
    details: { counts: countPersonalData(found) },
  });
  // The file's name has the day, not the address: it lands in a downloads list and folder.
  return new Response(`${JSON.stringify(exportPersonalData(found, now), null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"`,
      "cache-control": "no-store",
    },
  });
}
