// The newsletter's subscribers: newest first, searched by address, a page at a time, exported as
// CSV, and removed one by one after a confirmation. A removal is what the unsubscribe link does
// (the inbox keeps the lead) and is in the audit log.
import { Download, Search, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/subscribers";
import { EmptyList, inputClass, labelClass, ListSection, Notice, PageHeader, PageLinks } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { formatWhen, MAX_SEARCH_LENGTH } from "~/lib/lead-labels";
import {
  countSubscribers,
  listSubscribers,
  parseSubscriberFilter,
  removeSubscriber,
  subscriberFilterToParams,
} from "~/server/admin/subscribers.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Subscribers | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseSubscriberFilter(params);
  const after = params.get("after") ?? undefined;
  const db = await getDb();
  const [page, total] = await Promise.all([listSubscribers(db, filter, { after }), countSubscribers(db, filter)]);
  return { filter, query: subscriberFilterToParams(filter).toString(), paged: Boolean(after), total, ...page };
}

type ActionResult = { ok: boolean; message: string };

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  if (form.get("intent") !== "remove") return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  const result = await removeSubscriber(await getDb(), String(form.get("id") ?? ""), { actorId: staff.id, actorEmail: staff.email });
  if (!result.ok) return data<ActionResult>({ ok: false, message: result.message }, { status: 404 });
  return { ok: true, message: `${result.email} was removed from the newsletter.` } satisfies ActionResult;
}

const count = (n: number) => n.toLocaleString("en-US");

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { filter, query, rows, next, paged, total } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/subscribers";
  const withQuery = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), ...extra })}`;

  const remover = useFetcher<typeof action>();
  const [removing, setRemoving] = useState<{ id: string; email: string } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const submitting = remover.state !== "idle";
  // Shown once the list is read again, as the dialog closes.
  const answered = remover.state === "idle" ? remover.data : undefined;

  useEffect(() => {
    if (removing) dialog.current?.showModal();
    else dialog.current?.close();
  }, [removing]);
  // Once the removal is answered: the dialog closes and the answer (announced) takes the focus,
  // since the row whose button opened the dialog is gone.
  useEffect(() => {
    if (remover.state === "idle" && remover.data) {
      // Closing the dialog clears `removing` (its onClose) and gives the focus back to the button
      // that opened it, which may be gone with its row: the answer takes it after that.
      dialog.current?.close();
      requestAnimationFrame(() => notice.current?.focus());
    }
  }, [remover.state, remover.data]);

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Subscribers"
        description={
          filter.q
            ? `${count(total)} ${total === 1 ? "subscriber matches" : "subscribers match"} “${filter.q}”.`
            : `${count(total)} ${total === 1 ? "address receives" : "addresses receive"} the newsletter, newest first.`
        }
        actions={
          <Button asChild variant="secondary" size="sm">
            {/* A download, not a page of the workspace: a full page load, never client routing. */}
            <a href={`/admin/subscribers/export.csv${query ? `?${query}` : ""}`} download>
              <Download aria-hidden="true" />
              Export CSV{filter.q ? " (filtered)" : ""}
            </a>
          </Button>
        }
      />

      <div ref={notice} tabIndex={-1} className="outline-none">
        {answered ? (
          <div className="mt-4">
            <Notice tone={answered.ok ? "ok" : "error"}>{answered.message}</Notice>
          </div>
        ) : null}
      </div>

      <Form
        key={query}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
          void submit(q ? { q } : {}, { method: "get" });
        }}
        className="mt-5 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="q" className={labelClass}>
            Search
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={filter.q ?? ""}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Any part of an address"
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            Search
          </Button>
          {filter.q ? (
            <Button asChild variant="ghost" size="sm">
              <Link to="/admin/subscribers">
                <X aria-hidden="true" />
                Clear search
              </Link>
            </Button>
          ) : null}
        </div>
      </Form>

      <ListSection id="results" title="Subscribers" loading={loading}>
        {rows.length === 0 ? (
          <EmptyList>
            {filter.q || paged
              ? "No subscriber matches this search."
              : "No subscribers yet. They appear here as soon as a visitor subscribes."}
          </EmptyList>
        ) : (
          <div className="mt-4 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs font-semibold text-slate-600 md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Address
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Subscribed on page
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Campaign
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Subscribed
                  </th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.id} className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0">
                    <td className="min-w-0 break-words md:px-4 md:py-2.5">
                      {row.inInbox ? (
                        <Link
                          to={`/admin/leads/${row.id}`}
                          className="font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                        >
                          {row.email}
                        </Link>
                      ) : (
                        <span className="font-medium text-slate-900">{row.email}</span>
                      )}
                    </td>
                    <td className="col-start-1 truncate text-xs text-slate-600 md:px-4 md:py-2.5 md:text-sm">
                      {row.pagePath ?? "—"}
                      {row.utmCampaign ? <span className="md:hidden"> · {row.utmCampaign}</span> : null}
                    </td>
                    <td className="hidden text-slate-600 md:table-cell md:px-4 md:py-2.5">{row.utmCampaign ?? "—"}</td>
                    <td className="col-start-1 text-xs whitespace-nowrap text-slate-500 md:px-4 md:py-2.5 md:text-right md:text-sm">
                      <time dateTime={new Date(row.createdAt).toISOString()}>{formatWhen(row.createdAt)}</time>
                    </td>
                    <td className="col-start-2 row-span-3 row-start-1 self-center md:px-4 md:py-1.5 md:text-right">
                      <Button type="button" variant="ghost" size="sm" onClick={() => setRemoving({ id: row.id, email: row.email })}>
                        <Trash2 aria-hidden="true" />
                        Remove<span className="sr-only"> {row.email}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageLinks
          label="Pages of subscribers"
          first={paged ? { to: query ? `?${query}` : "/admin/subscribers", text: "Newest subscribers" } : undefined}
          next={next ? { to: withQuery({ after: next }), text: "Older subscribers" } : undefined}
        />
      </ListSection>

      {/* The confirmation: a modal dialog (focus kept inside, Escape cancels) before anything is removed. */}
      <dialog
        ref={dialog}
        aria-labelledby="remove-title"
        onClose={() => setRemoving(null)}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-5 shadow-xl ring-1 ring-slate-200 backdrop:bg-slate-900/40"
      >
        {removing ? (
          <remover.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={removing.id} />
            <h2 id="remove-title" className="text-lg font-semibold break-words text-slate-900">
              Remove {removing.email}?
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              The address gets no more newsletters, as if it had used the unsubscribe link. The inbox keeps its lead, with its status and
              notes.
            </p>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => setRemoving(null)} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" size="sm" className="bg-red-700 hover:bg-red-800" disabled={submitting}>
                {submitting ? "Removing…" : "Remove subscriber"}
              </Button>
            </div>
          </remover.Form>
        ) : null}
      </dialog>
    </div>
  );
}
