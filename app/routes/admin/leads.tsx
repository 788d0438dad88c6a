// The inbox: every lead of the five forms, newest first, narrowed by a filter kept in the URL
// (so a filtered view can be bookmarked or shared), a page at a time, and exported as it shows.
import { Download, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/leads";
import {
  ClearFilter,
  EmptyList,
  inputClass,
  labelClass,
  ListSection,
  Notice,
  PageHeader,
  PageLinks,
  ReturningBadge,
  StatusBadge,
  useShortcuts,
} from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { FORM_LABELS, formatWhen, formatWhenShort, MAX_SEARCH_LENGTH, STATUS_LABELS } from "~/lib/lead-labels";
import { countSpam, filterToParams, listLeads, parseLeadFilter, setSpam, updateLead } from "~/server/admin/leads.server";
import { listStaff } from "~/server/admin/staff.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Leads | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params, staff.id);
  const after = params.get("after") ?? undefined;
  const db = await getDb();
  const [page, spam, staffList] = await Promise.all([listLeads(db, filter, { after }), countSpam(db), listStaff(db)]);
  const query = filterToParams(filter).toString();
  const members = staffList.map(({ id, name }) => ({ id, name }));
  return { filter, query, paged: Boolean(after), spam, members, deleted: params.get("deleted") === "1", ...page };
}

/** The most leads one bulk change takes: a page of the inbox, and some room. */
const MAX_BULK = 100;

type BulkResult = { ok: boolean; message: string; at: number };

/**
 * Changes the leads ticked in the list at once: a status, an owner, or spam (or back out of it).
 * Each lead goes through the same change as on its own page, and each is audited.
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const ids = [...new Set(form.getAll("id").map(String))].slice(0, MAX_BULK);
  const answer = (status: number, message: string) => data<BulkResult>({ ok: status < 300, message, at: Date.now() }, { status });
  if (!["bulk", "bulk-spam", "bulk-not-spam"].includes(intent)) return answer(400, "Unknown action.");
  if (ids.length === 0) return answer(400, "Tick at least one lead in the list first.");
  const db = await getDb();
  let changed = 0;
  if (intent === "bulk") {
    const status = String(form.get("status") ?? "") || undefined;
    const owner = String(form.get("owner") ?? "");
    const ownerId = owner === "" ? undefined : owner === "none" ? null : owner;
    if (status === undefined && ownerId === undefined) return answer(400, "Choose a status or an owner to set.");
    for (const id of ids) {
      const result = await updateLead(db, id, { status, ownerId });
      if (!result.ok) {
        if (result.reason === "not-found") continue;
        return answer(400, result.message);
      }
      if (Object.keys(result.changes).length === 0) continue;
      changed += 1;
      await audit(db, {
        actorId: staff.id,
        actorEmail: staff.email,
        target: id,
        action: "lead.update",
        details: { ...result.changes, bulk: true },
      });
    }
  } else {
    const toSpam = intent === "bulk-spam";
    for (const id of ids) {
      const result = await setSpam(db, id, toSpam ? staff.email : null);
      if (!result.ok || !result.changed) continue;
      changed += 1;
      await audit(db, {
        actorId: staff.id,
        actorEmail: staff.email,
        target: id,
        action: toSpam ? "lead.spam" : "lead.not-spam",
        details: { bulk: true },
      });
    }
  }
  const leadsText = (n: number) => (n === 1 ? "1 lead" : `${n} leads`);
  const done = intent === "bulk" ? "changed" : intent === "bulk-spam" ? "filed as spam" : "back in the inbox";
  return answer(
    200,
    changed === ids.length ? `${leadsText(changed)} ${done}.` : `${leadsText(changed)} of ${ids.length} ${done}; the others already were.`,
  );
}

/** A query in one order, to compare two that may list the same filter differently. */
const sorted = (query: string) => {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
};

const forms = Object.entries(FORM_LABELS) as [keyof typeof FORM_LABELS, string][];
const statuses = Object.entries(STATUS_LABELS) as [keyof typeof STATUS_LABELS, string][];

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, query, rows, next, paged, spam, deleted, members } = loaderData;
  const bulk = useActionData<typeof action>();
  // How many rows are ticked (the boxes belong to the bulk form; after a change they are cleared).
  const [ticked, setTicked] = useState(0);
  const countTicked = () => setTicked(document.querySelectorAll("input[form='bulk'][name='id']:checked").length);
  const [answered, setAnswered] = useState(bulk);
  if (bulk !== answered) {
    setAnswered(bulk);
    if (bulk?.ok) setTicked(0);
  }
  const spamView = filter.view === "spam";
  // The filters besides the search that are set (the member asking and the view are no filter of the form).
  const active = Object.keys(filter).filter((key) => !["q", "me", "view"].includes(key)).length;
  const [more, setMore] = useState(active > 0);
  const extra = more ? undefined : "max-lg:hidden";
  // "/" to the search, "j" and "k" down and up the list (Enter opens the lead in focus).
  const move = (step: number) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("tbody a[href^='/admin/leads/']")];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[at === -1 ? 0 : Math.min(Math.max(at + step, 0), links.length - 1)]!;
    next.focus();
    next.scrollIntoView({ block: "nearest" });
  };
  useShortcuts({ "/": () => document.getElementById("q")?.focus(), j: () => move(1), k: () => move(-1) });
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/leads";
  const filtered = query !== "";
  // The fields are drawn afresh (a new key) when the URL's filter changes by a link (Clear, a view,
  // Back), but not when this form asked for it: what was typed meanwhile stays.
  const drawnFor = useRef(query);
  const [drawing, setDrawing] = useState(0);
  useEffect(() => {
    if (sorted(query) !== sorted(drawnFor.current)) setDrawing((n) => n + 1);
    drawnFor.current = query;
  }, [query]);
  const withQuery = (extra: Record<string, string>) => {
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    return `?${params}`;
  };

  return (
    <div className="max-w-7xl">
      <PageHeader
        title="Leads"
        description="Every message, demo request, registration and subscription, newest first."
        actions={
          <Button asChild variant="secondary" size="sm">
            {/* A download, not a page of the workspace: a full page load, never client routing. */}
            <a href={`/admin/leads/export.csv${query ? `?${query}` : ""}`} download>
              <Download aria-hidden="true" />
              Export CSV{filtered ? " (filtered)" : ""}
            </a>
          </Button>
        }
      />

      <nav aria-label="Views" className="mt-4 flex gap-1 border-b border-slate-200 text-sm font-medium">
        {[
          { to: "/admin/leads", label: "Inbox", current: !spamView },
          { to: "/admin/leads?view=spam", label: `Spam (${spam})`, current: spamView },
        ].map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={tab.current ? "page" : undefined}
            className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-3 ${
              tab.current ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {deleted ? (
        <div className="mt-3">
          <Notice tone="ok">Lead deleted.</Notice>
        </div>
      ) : null}
      {spamView ? (
        <p className="mt-3 text-sm text-slate-600">
          Leads filed as spam, by their score on arrival or by staff. Nobody was notified of them; open one to take it back to the inbox.
        </p>
      ) : null}
      <Form
        key={drawing}
        method="get"
        // Only the fields that are filled in go into the address: /admin/leads?status=new, not ?q=&form=&status=new…
        onSubmit={(event) => {
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget))
            if (typeof value === "string" && value.trim()) params.set(key, value.trim());
          drawnFor.current = params.toString();
          void submit(params, { method: "get" });
        }}
        // A choice in a list applies at once; typed fields apply with Enter or Apply.
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
        }}
        id="lead-filters"
        className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-6"
      >
        {spamView ? <input type="hidden" name="view" value="spam" /> : null}
        <div className="col-span-2">
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
              placeholder="Name, e-mail, company, subject or message"
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <div className={extra}>
          <label htmlFor="form" className={labelClass}>
            Form
          </label>
          <select id="form" name="form" defaultValue={filter.form ?? ""} className={`${inputClass} mt-1`}>
            <option value="">All forms</option>
            {forms.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={extra}>
          <label htmlFor="status" className={labelClass}>
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status ?? ""} className={`${inputClass} mt-1`}>
            <option value="">Any status</option>
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={extra}>
          <label htmlFor="owner" className={labelClass}>
            Owner
          </label>
          <select id="owner" name="owner" defaultValue={filter.owner ?? ""} className={`${inputClass} mt-1`}>
            <option value="">Anyone</option>
            <option value="me">My leads</option>
            <option value="none">Unassigned</option>
          </select>
        </div>
        <div className={extra}>
          <label htmlFor="needs" className={labelClass}>
            Needs
          </label>
          <select id="needs" name="needs" defaultValue={filter.needs ?? ""} className={`${inputClass} mt-1`}>
            <option value="">Anything</option>
            <option value="reply">A reply (over {REPLY_WITHIN})</option>
            <option value="follow-up">A follow-up (due)</option>
          </select>
        </div>
        <div className={extra}>
          <label htmlFor="from" className={labelClass}>
            From
          </label>
          <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} className={`${inputClass} mt-1`} />
        </div>
        <div className={extra}>
          <label htmlFor="to" className={labelClass}>
            To
          </label>
          <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} className={`${inputClass} mt-1`} />
        </div>
        <div className={extra}>
          <label htmlFor="page" className={labelClass}>
            Source page
          </label>
          <input id="page" name="page" defaultValue={filter.page ?? ""} placeholder="/contact" className={`${inputClass} mt-1`} />
        </div>
        <div className={extra}>
          <label htmlFor="campaign" className={labelClass}>
            UTM campaign
          </label>
          <input id="campaign" name="campaign" defaultValue={filter.campaign ?? ""} className={`${inputClass} mt-1`} />
        </div>
        <div className="col-span-2 flex flex-wrap items-end gap-2">
          <Button type="submit" size="sm">
            Apply
          </Button>
          {/* On a phone the other filters fold away, so the list starts near the top. */}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="lg:hidden"
            aria-expanded={more}
            aria-controls="lead-filters"
            onClick={() => setMore(!more)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {more ? "Fewer filters" : `More filters${active > 0 ? ` (${active})` : ""}`}
          </Button>
          {filtered ? <ClearFilter to="/admin/leads" /> : null}
        </div>
      </Form>

      <ListSection id="results" title="Results" loading={loading}>
        {rows.length === 0 ? (
          <>
            {/* A bulk change can empty the list (the last leads filed as spam): its answer stays. */}
            {bulk ? (
              <div className="mt-4">
                <Notice tone={bulk.ok ? "ok" : "error"}>{bulk.message}</Notice>
              </div>
            ) : null}
            <EmptyList>
              {filtered || paged ? "No leads match this filter." : "No leads yet. They appear here as soon as a visitor sends a form."}
            </EmptyList>
          </>
        ) : (
          <>
            <Form
              method="post"
              id="bulk"
              aria-label="Change the ticked leads"
              className="mt-4 flex flex-wrap items-end gap-2 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
            >
              <p className="w-full text-sm text-slate-600 sm:w-auto sm:self-center" aria-live="polite">
                {ticked === 0 ? "Tick leads to change them together:" : `${ticked} ticked:`}
              </p>
              <div>
                <label htmlFor="bulk-status" className="sr-only">
                  Set status
                </label>
                <select id="bulk-status" name="status" defaultValue="" className={`${inputClass} w-auto`}>
                  <option value="">Status…</option>
                  {statuses.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="bulk-owner" className="sr-only">
                  Set owner
                </label>
                <select id="bulk-owner" name="owner" defaultValue="" className={`${inputClass} w-auto`}>
                  <option value="">Owner…</option>
                  <option value="none">Nobody</option>
                  {members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" size="sm" variant="secondary" name="intent" value="bulk">
                Set
              </Button>
              <Button type="submit" size="sm" variant="ghost" name="intent" value={spamView ? "bulk-not-spam" : "bulk-spam"}>
                {spamView ? "Not spam" : "Mark as spam"}
              </Button>
              {bulk ? <Notice tone={bulk.ok ? "ok" : "error"}>{bulk.message}</Notice> : null}
            </Form>
            <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <table className="w-full text-left text-sm" onChange={countTicked} key={bulk?.ok ? bulk.at : "list"}>
                <thead className="hidden bg-slate-50 text-xs font-semibold text-slate-600 md:table-header-group">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      <span className="flex items-center gap-3">
                        <input
                          type="checkbox"
                          aria-label="Tick every lead on this page"
                          className="size-4 accent-brand-600"
                          onChange={(event) => {
                            for (const box of document.querySelectorAll<HTMLInputElement>("input[form='bulk'][name='id']"))
                              box.checked = event.currentTarget.checked;
                          }}
                        />
                        Lead
                      </span>
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Form
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Subject
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Owner
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Received
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {rows.map((lead) => (
                    <tr
                      key={lead.id}
                      className="relative grid grid-cols-[1fr_auto] gap-x-3 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0"
                    >
                      {/* At most 16rem wide, so a long address is cut short instead of pushing the table past its card. */}
                      <td className="flex min-w-0 items-start gap-3 md:table-cell md:px-4 md:py-2.5">
                        {/* Above the row's link, which covers the row. */}
                        <input
                          type="checkbox"
                          form="bulk"
                          name="id"
                          value={lead.id}
                          aria-label={`Tick ${lead.name || lead.email}`}
                          className="relative z-10 mt-1 size-4 shrink-0 accent-brand-600 md:float-left md:mr-3"
                        />
                        <div className="min-w-0 md:max-w-64">
                          {/* The whole row is the link's target area; the name is its text. */}
                          <Link
                            to={`/admin/leads/${lead.id}`}
                            className="block truncate font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                          >
                            {lead.name || lead.email}
                          </Link>
                          <span className="block truncate text-xs text-slate-500">
                            {lead.name ? lead.email : null}
                            {lead.company ? `${lead.name ? " · " : ""}${lead.company}` : null}
                          </span>
                        </div>
                      </td>
                      <td className="col-start-1 text-xs text-slate-600 md:px-4 md:py-2.5 md:text-sm md:whitespace-nowrap">
                        {FORM_LABELS[lead.form]}
                        {lead.returning ? <ReturningBadge /> : null}
                      </td>
                      {/* Takes the width the other columns leave (width 100%, max-width 0) and truncates in it. */}
                      <td
                        className="col-span-2 truncate text-slate-600 md:col-auto md:w-full md:max-w-0 md:px-4 md:py-2.5"
                        title={lead.subject}
                      >
                        {lead.subject}
                      </td>
                      <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-2.5">
                        <StatusBadge status={lead.status} />
                      </td>
                      <td className="hidden text-slate-600 md:table-cell md:px-4 md:py-2.5">{lead.owner?.name ?? "—"}</td>
                      <td className="col-start-2 row-start-2 text-right text-xs whitespace-nowrap text-slate-500 md:px-4 md:py-2.5 md:text-sm">
                        <time dateTime={new Date(lead.createdAt).toISOString()} title={formatWhen(lead.createdAt)}>
                          {formatWhenShort(lead.createdAt)}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <p className="mt-3 hidden text-xs text-slate-500 lg:block">
          Keys: <kbd className="font-sans font-semibold">/</kbd> search · <kbd className="font-sans font-semibold">j</kbd> and{" "}
          <kbd className="font-sans font-semibold">k</kbd> move through the leads · <kbd className="font-sans font-semibold">Enter</kbd>{" "}
          opens one
        </p>
        <PageLinks
          label="Pages of leads"
          first={paged ? { to: query ? `?${query}` : "/admin/leads", text: "Newest leads" } : undefined}
          next={next ? { to: withQuery({ after: next }), text: "Older leads" } : undefined}
        />
      </ListSection>
    </div>
  );
}
