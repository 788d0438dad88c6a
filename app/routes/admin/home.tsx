import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { weekLabel, WeeklyChart } from "~/components/admin/charts";
import { company } from "~/content/company";
import { REPLY_WITHIN } from "~/content/book-demo";
import { countText, FORM_LABELS, formatDay, formatWhen, formatWhenShort, STATUS_LABELS, type LeadFormId } from "~/lib/lead-labels";
import { launchCheckNow } from "~/server/admin/launch-check.server";
import { insights as siteInsights, type Insights } from "~/server/admin/insights.server";
import { overview } from "~/server/admin/overview.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Overview | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = await getDb();
  // The same list as `npm run check:launch`: what still reads as a placeholder on the live site.
  const [summary, launch, brought] = await Promise.all([overview(db), launchCheckNow(db), siteInsights(db)]);
  return { ...summary, launch, insights: brought };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts, newest, sinceDay, launch, waiting, followUps, today, insights } = loaderData;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">Overview</h1>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <AttentionList
          id="waiting"
          title="Waiting for a reply"
          total={waiting.total}
          href="/admin/leads?needs=reply"
          empty={`Every new lead is within the ${REPLY_WITHIN} the site promises.`}
          summary={`${waiting.total === 1 ? "A new lead has" : `${countText(waiting.total)} new leads have`} waited longer than the ${REPLY_WITHIN} the site promises. Longest first:`}
          rows={waiting.rows.map((lead) => ({
            ...lead,
            when: (
              <>
                since <time dateTime={new Date(lead.createdAt).toISOString()}>{formatWhenShort(lead.createdAt)}</time>
              </>
            ),
            late: true,
          }))}
        />
        <AttentionList
          id="follow-ups"
          title="Follow-ups due"
          total={followUps.total}
          href="/admin/leads?needs=follow-up"
          empty="No follow-up is due today."
          summary={`${followUps.total === 1 ? "One lead is" : `${countText(followUps.total)} leads are`} due a follow-up today or overdue:`}
          rows={followUps.rows.map((lead) => ({
            ...lead,
            when: lead.followUpOn === today ? "today" : <>overdue since {formatDay(lead.followUpOn!)}</>,
            late: lead.followUpOn !== today,
          }))}
        />
      </div>
      {launch.length > 0 ? (
        <section aria-labelledby="launch" className="mt-6 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h2 id="launch" className="flex items-center gap-2 font-semibold text-amber-950">
            <TriangleAlert aria-hidden="true" className="size-5" />
            Before launch: {launch.length} placeholder{launch.length === 1 ? "" : "s"} still on the site
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            Visitors would see these. The same list comes from <code>npm run check:launch</code> on the server.
          </p>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-amber-950">Show the list</summary>
            <ul className="mt-2 grid gap-2 text-sm">
              {launch.map((item, index) => (
                <li key={`${item.id}-${index}`} className="rounded-lg bg-white/70 px-3 py-2 ring-1 ring-amber-200">
                  <p className="font-medium text-slate-900">{item.what}</p>
                  <p className="text-slate-600">
                    {item.fix} <span className="text-slate-500">({item.where})</span>
                  </p>
                </li>
              ))}
            </ul>
          </details>
        </section>
      ) : null}
      <h2 className="mt-8 text-sm font-semibold text-slate-500">Leads of the last 30 days</h2>
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
      <SiteBringsIn insights={insights} />
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

interface AttentionRow {
  id: string;
  form: LeadFormId;
  name: string;
  email: string;
  subject: string;
  when: ReactNode;
  late: boolean;
}

/** One of the overview's lists of leads that need someone now: the first few, and a link to all. */
function AttentionList(props: {
  id: string;
  title: string;
  total: number;
  href: string;
  empty: string;
  summary: string;
  rows: AttentionRow[];
}) {
  return (
    <section aria-labelledby={props.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={props.id} className="font-semibold text-slate-900">
          {props.title}
          {props.total > 0 ? (
            <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
              {countText(props.total)}
            </span>
          ) : null}
        </h2>
        {props.total > props.rows.length ? (
          <Link to={props.href} className="text-sm font-medium text-brand-700 hover:underline">
            All {countText(props.total)}
          </Link>
        ) : null}
      </div>
      {props.total === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          {props.empty}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{props.summary}</p>
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {props.rows.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-baseline gap-x-2 py-2">
                <Link to={`/admin/leads/${lead.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {lead.name || lead.email}
                </Link>
                <span className="min-w-0 flex-1 truncate text-slate-600">{lead.subject || FORM_LABELS[lead.form]}</span>
                <span className={lead.late ? "text-red-700" : "text-slate-600"}>{lead.when}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** Leads a week over twelve weeks by form, page and campaign, and each page's views against its leads. */
function SiteBringsIn({ insights }: { insights: Insights }) {
  const { weeks, byForm, byPage, byCampaign, untagged, pages } = insights;
  const span = `${weekLabel(weeks[0]!)} to today`;
  const shown = pages.slice(0, 10);
  return (
    <section aria-labelledby="brings-in" className="mt-8">
      <h2 id="brings-in" className="text-sm font-semibold text-slate-500">
        What the site brings in: the last 12 weeks ({span})
      </h2>
      <div className="mt-2 grid gap-4 lg:grid-cols-2">
        <WeeklyChart
          id="by-form"
          title="Leads by form"
          weeks={weeks}
          series={byForm.map((series) => ({ ...series, label: FORM_LABELS[series.label as LeadFormId] ?? series.label }))}
          empty="No leads in these weeks yet."
        />
        <WeeklyChart id="by-page" title="Leads by page" weeks={weeks} series={byPage} empty="No leads in these weeks yet." />
        <WeeklyChart
          id="by-campaign"
          title="Leads by UTM campaign"
          weeks={weeks}
          series={byCampaign}
          empty="No lead in these weeks came with a campaign tag (utm_campaign)."
          note={untagged > 0 ? `${untagged === 1 ? "One lead" : `${untagged} leads`} came without a campaign tag.` : undefined}
        />
        <section aria-labelledby="conversion" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 id="conversion" className="font-semibold text-slate-900">
            Views and leads by page
          </h3>
          {shown.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No page views or leads in these weeks yet.</p>
          ) : (
            <table className="mt-3 w-full text-sm">
              <thead className="text-left text-xs font-semibold text-slate-600">
                <tr>
                  <th scope="col" className="pb-1">
                    Page
                  </th>
                  <th scope="col" className="pb-1 pl-3 text-right whitespace-nowrap">
                    Views
                  </th>
                  <th scope="col" className="pb-1 pl-3 text-right whitespace-nowrap">
                    Leads
                  </th>
                  <th scope="col" className="pb-1 pl-3 text-right whitespace-nowrap">
                    Leads per view
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((page) => (
                  <tr key={page.path}>
                    <th scope="row" className="w-full max-w-0 truncate py-1.5 pr-2 text-left font-normal text-slate-900" title={page.path}>
                      {page.leads > 0 ? (
                        <Link to={`/admin/leads?page=${encodeURIComponent(page.path)}`} className="text-brand-700 hover:underline">
                          {page.path}
                        </Link>
                      ) : (
                        page.path
                      )}
                    </th>
                    <td className="py-1.5 text-right text-slate-700 tabular-nums">{page.views}</td>
                    <td className="py-1.5 text-right text-slate-700 tabular-nums">{page.leads}</td>
                    <td className="py-1.5 text-right text-slate-700 tabular-nums">
                      {page.views > 0 ? percent.format(page.leads / page.views) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="mt-3 text-xs text-slate-500">
            Views are counted by the site itself, without cookies or a tracker: no address or identifier is kept, and bots and the workspace
            are left out.
          </p>
        </section>
      </div>
    </section>
  );
}
