import { Link } from "react-router";
import type { Route } from "./+types/home";
import { company } from "~/content/company";
import { FORM_LABELS, formatWhen, STATUS_LABELS } from "~/lib/lead-labels";
import { overview } from "~/server/admin/overview.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Overview | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return overview(await getDb());
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts, newest, sinceDay } = loaderData;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">Overview</h1>
      <h2 className="mt-6 text-sm font-semibold text-slate-500">Leads of the last 30 days</h2>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => (
          <li key={status}>
            <Link
              to={`/admin/leads?status=${status}&from=${sinceDay}`}
              className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="block text-2xl font-bold text-slate-900">{counts[status]}</span>
              <span className="text-sm text-slate-600">{STATUS_LABELS[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-semibold text-slate-500">Newest leads</h2>
        <Link to="/admin/leads" className="text-sm font-medium text-brand-700 hover:underline">
          All leads
        </Link>
      </div>
      {newest.length === 0 ? (
        <p className="mt-2 text-slate-600">No leads yet. They appear here as soon as a visitor sends a form.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {newest.map((lead) => (
            <li key={lead.id}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
                <Link to={`/admin/leads/${lead.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {lead.name || lead.email}
                </Link>
                <span className="text-sm text-slate-500">{FORM_LABELS[lead.form]}</span>
                <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{lead.subject}</span>
                <time className="text-sm text-slate-500" dateTime={new Date(lead.createdAt).toISOString()}>
                  {formatWhen(lead.createdAt)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
