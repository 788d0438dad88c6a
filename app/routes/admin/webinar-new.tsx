// A new webinar: listed on the Contact page, with its registration form, as soon as it is saved.
import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/webinar-new";
import { BackLink, PageHeader, Panel } from "~/components/admin/ui";
import { WebinarForm, type WebinarFormValues } from "~/components/admin/webinar-form";
import { company } from "~/content/company";
import { createWebinar } from "~/server/admin/webinars.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `New webinar | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

const FIELDS = ["title", "slug", "description", "date", "time", "timeZone", "durationMinutes"] as const;

type ActionResult = { intent: string; ok: false; message: string; errors?: WebinarFormValues; values: WebinarFormValues };

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as WebinarFormValues;
  if (intent !== "create") return data<ActionResult>({ intent, ok: false, message: "Unknown action.", values }, { status: 400 });
  const db = await getDb();
  const result = await createWebinar(db, values);
  if (!result.ok)
    return data<ActionResult>(
      { intent, ok: false, message: result.message, errors: "errors" in result ? result.errors : undefined, values },
      { status: 400 },
    );
  const { webinar } = result;
  await audit(db, {
    actorId: staff.id,
    actorEmail: staff.email,
    action: "webinar.create",
    target: webinar.id,
    details: { slug: webinar.slug, title: webinar.title, startsAt: webinar.startsAt.toISOString(), timeZone: webinar.timeZone },
  });
  return redirect(`/admin/webinars/${webinar.id}?created=1`);
}

export default function NewWebinar() {
  const result = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/webinars">Webinars</BackLink>
      <PageHeader
        title="New webinar"
        description="Once saved, it is listed on the Contact page with its registration form until it starts."
      />
      <Panel aria-label="The new webinar" className="mt-6">
        <WebinarForm
          intent="create"
          submitLabel="Create webinar"
          busyLabel="Creating…"
          values={result?.values ?? { time: "12:00" }}
          errors={result?.errors}
          result={result}
          slugHint="Names the webinar in its registration form and the Contact page's link to it (#webinar-slug). Leave empty to make one from the title."
        />
      </Panel>
    </div>
  );
}
