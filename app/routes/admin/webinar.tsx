// One webinar: its details edited, its registrants listed and exported, and (before it starts)
// cancelled after a second step: it leaves the Contact page and takes no more registrations, and
// its registrants stay here to be told. Every change is in the audit log.
import { Ban, Download, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/webinar";
import { BackLink, Notice, PageHeader, Panel, useSubmitting } from "~/components/admin/ui";
import { WebinarForm, WebinarState, type WebinarFormValues } from "~/components/admin/webinar-form";
import { formatDuration, formatWebinarStart } from "~/components/forms/webinar-list";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { formatWhen } from "~/lib/lead-labels";
import { REGISTRANTS_SHOWN } from "~/lib/site-data-fields";
import { cancelWebinar, getWebinar, listRegistrants, updateWebinar } from "~/server/admin/webinars.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.webinar.title ?? "Webinar"} | ${company.name} workspace` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = await getDb();
  const [webinar, registrants] = await Promise.all([getWebinar(db, params.id), listRegistrants(db, params.id)]);
  if (!webinar) throw data("There is no such webinar.", { status: 404 });
  return { webinar, registrants, past: webinar.startsAt.getTime() <= Date.now() };
}

const FIELDS = ["title", "slug", "description", "date", "time", "timeZone", "durationMinutes"] as const;

type ActionResult = { intent: string; ok: boolean; message: string; errors?: WebinarFormValues; values?: WebinarFormValues };

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();
  const actor = { actorId: staff.id, actorEmail: staff.email, target: params.id };

  if (intent === "update") {
    const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as WebinarFormValues;
    const result = await updateWebinar(db, params.id, values);
    if (!result.ok) {
      return data<ActionResult>(
        { intent, ok: false, message: result.message, errors: "errors" in result ? result.errors : undefined, values },
        { status: result.reason === "not-found" ? 404 : 400 },
      );
    }
    const changed = Object.keys(result.changes).length > 0;
    if (changed) await audit(db, { ...actor, action: "webinar.update", details: { slug: result.webinar.slug, ...result.changes } });
    return { intent, ok: true, message: changed ? "Saved." : "Nothing changed." } satisfies ActionResult;
  }

  if (intent === "cancel") {
    const result = await cancelWebinar(db, params.id);
    if (!result.ok)
      return data<ActionResult>({ intent, ok: false, message: result.message }, { status: result.reason === "not-found" ? 404 : 409 });
    const { webinar } = result;
    await audit(db, {
      ...actor,
      action: "webinar.cancel",
      details: { slug: webinar.slug, title: webinar.title, registrants: webinar.registrants },
    });
    return {
      intent,
      ok: true,
      message:
        webinar.registrants > 0
          ? `Cancelled: it is off the Contact page. Its ${webinar.registrants === 1 ? "registrant has" : `${webinar.registrants} registrants have`} not been told; export their addresses to write to them.`
          : "Cancelled: it is off the Contact page and takes no more registrations.",
    } satisfies ActionResult;
  }

  return data<ActionResult>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
}

export default function Webinar({ loaderData }: Route.ComponentProps) {
  const { webinar, registrants, past } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const cancelling = useSubmitting("cancel");
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startsAt = new Date(webinar.startsAt).toISOString();
  const open = !past && !webinar.cancelledAt;
  const confirming = open && params.has("cancel");

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const saved: WebinarFormValues = {
    title: webinar.title,
    slug: webinar.slug,
    description: webinar.description,
    date: webinar.localDate,
    time: webinar.localTime,
    timeZone: webinar.timeZone,
    durationMinutes: String(webinar.durationMinutes),
  };
  const refused = result?.intent === "update" && !result.ok;

  return (
    <div className="max-w-6xl">
      <BackLink to="/admin/webinars">Webinars</BackLink>
      <PageHeader
        title={webinar.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <WebinarState webinar={webinar} past={past} />
            <time dateTime={startsAt}>{formatWebinarStart(startsAt, webinar.timeZone)}</time>
            <span aria-hidden="true">·</span>
            {formatDuration(webinar.durationMinutes)}
            <span aria-hidden="true">·</span>
            {webinar.registrants === 1 ? "1 registrant" : `${webinar.registrants} registrants`}
          </span>
        }
        actions={
          <>
            {open ? (
              <Button asChild variant="secondary" size="sm">
                <a href={`/contact#webinar-${webinar.slug}`} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  See it on the Contact page
                </a>
              </Button>
            ) : null}
            <Button asChild variant="secondary" size="sm">
              {/* A download, not a page of the workspace: a full page load, never client routing. */}
              <a href={`/admin/webinars/${webinar.id}/registrants.csv`} download>
                <Download aria-hidden="true" />
                Export registrants (CSV)
              </a>
            </Button>
          </>
        }
      />

      {params.has("created") && !result ? (
        <div className="mt-4">
          <Notice tone="ok">Webinar created. It is on the Contact page now, open for registration.</Notice>
        </div>
      ) : null}
      {result && result.intent !== "update" ? (
        <div className="mt-4">
          <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <Panel aria-labelledby="details">
            <h2 id="details" className="mb-4 font-semibold text-slate-900">
              Details
            </h2>
            <WebinarForm
              key={Object.values(saved).join("|")}
              intent="update"
              submitLabel="Save"
              busyLabel="Saving…"
              values={refused && result.values ? result.values : saved}
              errors={refused ? result.errors : undefined}
              result={result?.intent === "update" ? result : undefined}
              slugHint={
                <>
                  Names the webinar in its registration form and the Contact page's link to it (#webinar-{webinar.slug}). A new slug breaks
                  links to the old one.
                </>
              }
            />
          </Panel>

          <Panel aria-labelledby="registrants" className="overflow-hidden p-0">
            <h2 id="registrants" className="px-4 py-3 font-semibold text-slate-900">
              Registrants <span className="font-normal text-slate-500">({webinar.registrants})</span>
            </h2>
            {registrants.length === 0 ? (
              <p className="border-t border-slate-200 px-4 py-6 text-sm text-slate-600">Nobody has registered yet.</p>
            ) : (
              <table className="w-full text-left text-sm" aria-labelledby="registrants">
                <thead className="hidden bg-slate-50 text-xs font-semibold text-slate-600 sm:table-header-group">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-2">
                      E-mail
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Registered
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 border-t border-slate-200">
                  {registrants.map((registrant) => (
                    <tr key={registrant.id} className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-2.5 sm:table-row sm:p-0">
                      <td className="min-w-0 sm:px-4 sm:py-2.5">
                        {/* A registration is a lead of the inbox, with the same id. */}
                        <Link
                          to={`/admin/leads/${registrant.id}`}
                          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                        >
                          {registrant.firstName} {registrant.lastName}
                        </Link>
                      </td>
                      <td className="col-span-2 row-start-2 min-w-0 break-all text-slate-600 sm:px-4 sm:py-2.5">{registrant.email}</td>
                      <td className="col-start-2 row-start-1 text-right text-xs whitespace-nowrap text-slate-500 sm:px-4 sm:py-2.5 sm:text-sm">
                        <time dateTime={new Date(registrant.createdAt).toISOString()}>{formatWhen(registrant.createdAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {webinar.registrants > registrants.length ? (
              <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
                The first {REGISTRANTS_SHOWN.toLocaleString("en-US")} are shown; the export has all{" "}
                {webinar.registrants.toLocaleString("en-US")}.
              </p>
            ) : null}
          </Panel>
        </div>

        <Panel aria-labelledby="cancel" className="self-start">
          <h2 id="cancel" className="font-semibold text-slate-900">
            {webinar.cancelledAt ? "Cancelled" : "Cancel the webinar"}
          </h2>
          {webinar.cancelledAt ? (
            <p className="mt-2 text-sm text-slate-600">
              Cancelled {formatWhen(webinar.cancelledAt)}. It is not on the Contact page and takes no registrations; its registrants are
              kept here.
            </p>
          ) : past ? (
            <p className="mt-2 text-sm text-slate-600">It has started, so it is no longer on the Contact page.</p>
          ) : confirming ? (
            <div role="group" aria-labelledby="cancel-question" className="mt-2 rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
              <p id="cancel-question" className="text-sm font-medium text-red-900">
                Cancel “{webinar.title}”? It leaves the Contact page and takes no more registrations. This cannot be undone.
              </p>
              {webinar.registrants > 0 ? (
                <p className="mt-1 text-sm text-red-900">
                  Its {webinar.registrants === 1 ? "registrant is" : `${webinar.registrants} registrants are`} not told by the site: export
                  their addresses to write to them.
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <Form method="post" action={`/admin/webinars/${webinar.id}`}>
                  <input type="hidden" name="intent" value="cancel" />
                  <Button ref={confirmRef} type="submit" size="sm" className="bg-red-700 hover:bg-red-800" disabled={cancelling}>
                    {cancelling ? "Cancelling…" : "Yes, cancel the webinar"}
                  </Button>
                </Form>
                <Button asChild variant="secondary" size="sm">
                  <Link to={`/admin/webinars/${webinar.id}`} preventScrollReset>
                    Keep it
                  </Link>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-600">
                Takes it off the Contact page and closes its registration. Its registrants are kept here. You are asked to confirm first.
              </p>
              <Button asChild variant="secondary" size="sm" className="mt-3 text-red-700">
                <Link to={`/admin/webinars/${webinar.id}?cancel`} preventScrollReset>
                  <Ban aria-hidden="true" />
                  Cancel the webinar…
                </Link>
              </Button>
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}
