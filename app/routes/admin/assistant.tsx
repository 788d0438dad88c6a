// What visitors asked the site's assistant that it could not answer, and the answers they marked
// unhelpful (decision 0023): one row per wording, newest first, with how often, so the company
// sees what its site should say. Nothing here tells who asked.
import { MessageCircleQuestion, ThumbsDown } from "lucide-react";
import type { Route } from "./+types/assistant";
import { EmptyList, PageHeader } from "~/components/admin/ui";
import { company } from "~/content/company";
import { formatWhen } from "~/lib/lead-labels";
import { listQuestions, QUESTIONS_DAYS } from "~/server/assistant/questions.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Assistant questions | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { ...(await listQuestions(await getDb())), days: QUESTIONS_DAYS };
}

const OUTCOMES = {
  unanswered: { label: "Not answered", icon: MessageCircleQuestion, className: "bg-amber-50 text-amber-800 ring-amber-200" },
  unhelpful: { label: "Marked unhelpful", icon: ThumbsDown, className: "bg-rose-50 text-rose-800 ring-rose-200" },
} as const;

export default function AssistantQuestions({ loaderData }: Route.ComponentProps) {
  const { groups, helpful, days } = loaderData;
  const unanswered = groups.filter((g) => g.outcome === "unanswered").reduce((sum, g) => sum + g.count, 0);
  const unhelpful = groups.filter((g) => g.outcome === "unhelpful").reduce((sum, g) => sum + g.count, 0);
  return (
    <div className="max-w-7xl">
      <PageHeader
        title="Assistant questions"
        description={`What visitors asked the site's assistant in the last ${days} days that it could not answer, and answers they marked unhelpful: what your site could say next. Who asked is not kept.`}
      />
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        {[
          ["Not answered", unanswered],
          ["Marked unhelpful", unhelpful],
          ["Marked helpful", helpful],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-semibold text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="questions" className="mt-6">
        <h2 id="questions" className="text-base font-semibold text-slate-900">
          Questions, newest first
        </h2>
        {groups.length === 0 ? (
          <EmptyList className="mt-3">
            Nothing yet: every question in the last {days} days was answered, and no answer was marked unhelpful.
          </EmptyList>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            {groups.map((group) => {
              const outcome = OUTCOMES[group.outcome];
              const Icon = outcome.icon;
              return (
                <li
                  key={`${group.outcome}:${group.question}`}
                  className="grid gap-1.5 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6"
                >
                  <p className="font-medium break-words text-slate-900">{group.question}</p>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 sm:row-span-2 sm:flex-col sm:items-end">
                    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ring-1 ${outcome.className}`}>
                      <Icon aria-hidden="true" className="size-3.5" />
                      {outcome.label}
                    </span>
                    <span className="tabular-nums">{group.count === 1 ? "Asked once" : `Asked ${group.count} times`}</span>
                    <time dateTime={new Date(group.lastAsked).toISOString()}>Last {formatWhen(group.lastAsked)}</time>
                  </p>
                  <details className="text-sm text-slate-600">
                    <summary className="cursor-pointer text-xs font-semibold text-slate-500 hover:text-slate-700">
                      The answer it got
                    </summary>
                    <p className="mt-1 break-words whitespace-pre-line">{group.answer}</p>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
