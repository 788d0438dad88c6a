// The webinars: those still to come (soonest first; cancelled ones marked) and those that have
// started (latest first), each with its registrant count; a new one is one click away.
import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/webinars";
import { PageHeader, Panel } from "~/components/admin/ui";
import { WebinarState } from "~/components/admin/webinar-form";
import { formatDuration, formatWebinarStart } from "~/components/forms/webinar-list";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { listWebinarsForStaff, type AdminWebinar } from "~/server/admin/webinars.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Webinars | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return listWebinarsForStaff(await getDb());
}

function WebinarTable({ webinars, past, labelledBy }: { webinars: AdminWebinar[]; past: boolean; labelledBy: string }) {
  return (
    <table className="w-full text-left text-sm" aria-labelledby={labelledBy}>
      <thead className="hidden bg-slate-50 text-xs font-semibold text-slate-600 md:table-header-group">
        <tr>
          <th scope="col" className="px-4 py-2">
            Webinar
          </th>
          <th scope="col" className="px-4 py-2">
            Starts
          </th>
          <th scope="col" className="px-4 py-2">
            Length
          </th>
          <th scope="col" className="px-4 py-2 text-right">
            Registrants
          </th>
          <th scope="col" className="px-4 py-2">
            State
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 border-t border-slate-200">
        {webinars.map((webinar) => {
          const startsAt = new Date(webinar.startsAt).toISOString();
          return (
            <tr key={webinar.id} className="relative grid grid-cols-[1fr_auto] gap-x-3 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0">
              <td className="min-w-0 md:px-4 md:py-2.5">
                <Link
                  to={`/admin/webinars/${webinar.id}`}
                  className="font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {webinar.title}
                </Link>
                <span className="block truncate font-mono text-xs text-slate-500">{webinar.slug}</span>
              </td>
              <td className="col-span-2 text-xs text-slate-600 md:col-auto md:px-4 md:py-2.5 md:text-sm">
                <time dateTime={startsAt}>{formatWebinarStart(startsAt, webinar.timeZone)}</time>
              </td>
              <td className="hidden text-slate-600 md:table-cell md:px-4 md:py-2.5">{formatDuration(webinar.durationMinutes)}</td>
              <td className="col-span-2 text-xs text-slate-600 md:col-auto md:px-4 md:py-2.5 md:text-right md:text-sm md:tabular-nums">
                {webinar.registrants}
                <span className="md:sr-only"> {webinar.registrants === 1 ? "registrant" : "registrants"}</span>
              </td>
              <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-2.5">
                <WebinarState webinar={webinar} past={past} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function Webinars({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Webinars"
        description="Open webinars are listed on the Contact page with their registration form until they start."
        actions={
          <Button asChild size="sm">
            <Link to="/admin/webinars/new">
              <Plus aria-hidden="true" />
              New webinar
            </Link>
          </Button>
        }
      />

      <Panel aria-labelledby="upcoming" className="mt-5 overflow-hidden p-0">
        <h2 id="upcoming" className="px-4 py-3 font-semibold text-slate-900">
          Upcoming <span className="font-normal text-slate-500">({upcoming.length})</span>
        </h2>
        {upcoming.length === 0 ? (
          <p className="border-t border-slate-200 px-4 py-6 text-sm text-slate-600">
            None planned: the Contact page says so and offers the newsletter.{" "}
            <Link to="/admin/webinars/new" className="font-medium text-brand-700 hover:underline">
              Plan one
            </Link>
            .
          </p>
        ) : (
          <WebinarTable webinars={upcoming} past={false} labelledBy="upcoming" />
        )}
      </Panel>

      <Panel aria-labelledby="past" className="mt-6 overflow-hidden p-0">
        <h2 id="past" className="px-4 py-3 font-semibold text-slate-900">
          Past <span className="font-normal text-slate-500">({past.length})</span>
        </h2>
        {past.length === 0 ? (
          <p className="border-t border-slate-200 px-4 py-6 text-sm text-slate-600">No webinar has taken place yet.</p>
        ) : (
          <WebinarTable webinars={past} past labelledBy="past" />
        )}
      </Panel>
    </div>
  );
}
