// The audit log, for owners only: who did what to what, and when, newest first; narrowed to one
// action or to text in who or what, a page at a time. A member of staff gets 403.
import { Search } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/audit";
import { ClearFilter, EmptyList, inputClass, labelClass, ListSection, PageHeader, PageLinks } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { AUDIT_ACTION_LABELS, auditActionLabel } from "~/lib/audit-labels";
import { formatWhen, MAX_SEARCH_LENGTH } from "~/lib/lead-labels";
import { auditFilterToParams, listAudit, parseAuditFilter } from "~/server/admin/audit.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Audit log | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "owner" });
  const params = new URL(request.url).searchParams;
  const filter = parseAuditFilter(params);
  const after = params.get("after") ?? undefined;
  const page = await listAudit(await getDb(), filter, { after });
  return { filter, query: auditFilterToParams(filter).toString(), paged: Boolean(after), ...page };
}

const actions = Object.entries(AUDIT_ACTION_LABELS).sort(([, a], [, b]) => a.localeCompare(b));

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, query, rows, next, paged } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/audit";
  const filtered = query !== "";
  const withQuery = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), ...extra })}`;

  return (
    <div className="max-w-7xl">
      <PageHeader title="Audit log" description="Every sign-in, export, erasure and change by staff: who, what and when, newest first." />

      <Form
        key={query}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget))
            if (typeof value === "string" && value.trim()) params.set(key, value.trim());
          void submit(params, { method: "get" });
        }}
        className="mt-5 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto]"
      >
        <div>
          <label htmlFor="action" className={labelClass}>
            Action
          </label>
          <select id="action" name="action" defaultValue={filter.action ?? ""} className={`${inputClass} mt-1`}>
            <option value="">All actions</option>
            {actions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
            {/* An action without a label (from a link) is still shown as chosen. */}
            {filter.action && !(filter.action in AUDIT_ACTION_LABELS) ? <option value={filter.action}>{filter.action}</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="q" className={labelClass}>
            Who or what
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={filter.q ?? ""}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Part of an address, a lead's id…"
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit" size="sm">
            Apply
          </Button>
          {filtered ? <ClearFilter to="/admin/audit" /> : null}
        </div>
      </Form>

      <ListSection id="entries" title="Entries" loading={loading}>
        {rows.length === 0 ? (
          <EmptyList>{filtered || paged ? "No entries match this filter." : "Nothing recorded yet."}</EmptyList>
        ) : (
          <div className="mt-4 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs font-semibold text-slate-600 md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    When
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Who
                  </th>
                  <th scope="col" className="px-4 py-2">
                    What
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Target
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((entry) => (
                  <tr key={entry.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3 align-top md:table-row md:p-0">
                    <td className="col-start-2 row-start-1 text-right text-xs whitespace-nowrap text-slate-500 md:px-4 md:py-2.5 md:text-left md:text-sm">
                      <time dateTime={new Date(entry.at).toISOString()} title={new Date(entry.at).toISOString()}>
                        {formatWhen(entry.at)}
                      </time>
                    </td>
                    <td className="col-span-2 row-start-2 break-words text-slate-600 md:px-4 md:py-2.5">
                      {entry.actorName ? (
                        <>
                          <span className="text-slate-900">{entry.actorName}</span>{" "}
                          <span className="text-xs text-slate-500">{entry.actorEmail}</span>
                        </>
                      ) : (
                        entry.actorEmail
                      )}
                    </td>
                    <td className="col-start-1 row-start-1 md:px-4 md:py-2.5">
                      <span className="font-medium text-slate-900">{auditActionLabel(entry.action)}</span>
                      {entry.action in AUDIT_ACTION_LABELS ? <span className="sr-only"> ({entry.action})</span> : null}
                    </td>
                    <td className="col-span-2 break-words text-slate-700 md:px-4 md:py-2.5">
                      {entry.target ? (
                        <>
                          <span className="text-xs font-semibold text-slate-500 md:hidden">Target: </span>
                          {entry.targetLink ? (
                            <Link to={entry.targetLink.href} className="text-brand-700 underline underline-offset-2">
                              {entry.targetLink.label}
                            </Link>
                          ) : (
                            entry.target
                          )}
                        </>
                      ) : (
                        <span className="hidden md:inline">—</span>
                      )}
                    </td>
                    <td className="col-span-2 md:px-4 md:py-2.5">
                      {entry.details ? (
                        <p className="max-w-md text-xs break-words text-slate-600">{entry.details}</p>
                      ) : (
                        <span className="hidden text-slate-400 md:inline">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageLinks
          label="Pages of the audit log"
          first={paged ? { to: query ? `?${query}` : "/admin/audit", text: "Newest entries" } : undefined}
          next={next ? { to: withQuery({ after: next }), text: "Older entries" } : undefined}
        />
      </ListSection>
    </div>
  );
}
