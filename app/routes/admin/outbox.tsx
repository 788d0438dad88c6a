// The mail outbox: mails and chat posts waiting to be sent, given up, and sent, each with its
// tries and last error; "send again" (given up) and "send now" (waiting) put one back to be sent
// at once with a new round of tries, wake the mail worker and report how the try went.
// Each is in the audit log.
import { RotateCcw, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/outbox";
import { EmptyList, ListSection, Notice, PageHeader, PageLinks } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { cn } from "~/lib/cn";
import { formatWhen, MAIL_STATUS_LABELS, outboxKindLabel } from "~/lib/lead-labels";
import {
  awaitRetryOutcome,
  listOutbox,
  outboxCounts,
  parseOutboxView,
  retryOutboxEntry,
  type OutboxView,
} from "~/server/admin/outbox.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { sendSoon } from "~/server/mail/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `Outbox | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const view = parseOutboxView(params);
  const after = params.get("after") ?? undefined;
  const db = await getDb();
  const [page, counts] = await Promise.all([listOutbox(db, view, { after }), outboxCounts(db)]);
  return { view, paged: Boolean(after), counts, ...page };
}

type ActionResult = { id: string; ok: boolean; message: string };

/** How long the answer waits to tell how the new try went before it says the mail is queued. */
const WAIT_FOR_TRY_MS = 5_000;

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "retry") return data<ActionResult>({ id, ok: false, message: "Unknown action." }, { status: 400 });
  const seen = Number(form.get("attempts"));
  const db = await getDb();
  const result = await retryOutboxEntry(
    db,
    id,
    { actorId: staff.id, actorEmail: staff.email },
    { seenAttempts: form.has("attempts") && Number.isInteger(seen) ? seen : undefined },
  );
  if (!result.ok)
    return data<ActionResult>({ id, ok: false, message: result.message }, { status: result.reason === "not-found" ? 404 : 409 });
  sendSoon([id]);
  const outcome = await awaitRetryOutcome(db, id, { timeoutMs: WAIT_FOR_TRY_MS });
  const what = `${outboxKindLabel(result.kind)} to ${result.toAddress}`;
  switch (outcome.state) {
    case "sent":
      return { id, ok: true, message: `${what}: sent.` } satisfies ActionResult;
    case "retrying":
      return {
        id,
        ok: false,
        message: `${what}: tried at once, not sent (${outcome.error ?? "unknown error"}). The next try is at ${formatWhen(outcome.nextAttemptAt)}.`,
      } satisfies ActionResult;
    case "failed":
      return {
        id,
        ok: false,
        message: `${what}: tried at once and given up again (${outcome.error ?? "unknown error"}).`,
      } satisfies ActionResult;
    case "waiting":
      return { id, ok: true, message: `${what}: queued to be sent now; it goes out within a minute.` } satisfies ActionResult;
  }
}

const VIEWS: { view: OutboxView; label: string }[] = [
  { view: "pending", label: "Waiting" },
  { view: "failed", label: "Given up" },
  { view: "sent", label: "Sent" },
];

const EMPTY: Record<OutboxView, string> = {
  pending: "Nothing is waiting to be sent.",
  failed: "No mail was given up.",
  sent: "Nothing was sent yet.",
};

function When({ label, value }: { label: string; value: Date | string }) {
  return (
    <span className="whitespace-nowrap">
      {label} <time dateTime={new Date(value).toISOString()}>{formatWhen(value)}</time>
    </span>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { view, rows, next, paged, counts } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/outbox";
  // One for the page: a row sent again leaves its view, and the answer must not leave with it.
  const retry = useFetcher<typeof action>({ key: "outbox-retry" });
  const retrying = retry.state !== "idle" ? String(retry.formData?.get("id") ?? "") : null;
  const notice = useRef<HTMLDivElement>(null);
  const answered = retry.state === "idle" ? retry.data : undefined;

  useEffect(() => {
    if (retry.state === "idle" && retry.data) notice.current?.focus();
  }, [retry.state, retry.data]);

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Outbox"
        description="Every mail and chat message the site sends, with its tries. Given-up ones can be sent again."
      />

      <nav aria-label="Outbox views" className="mt-5">
        <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
          {VIEWS.map(({ view: id, label }) => (
            <li key={id}>
              <Link
                to={id === "pending" ? "/admin/outbox" : `/admin/outbox?show=${id}`}
                aria-current={id === view ? "page" : undefined}
                className={cn(
                  "flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100",
                  id === view && "bg-brand-600 text-white hover:bg-brand-700",
                )}
              >
                {label}
                {id !== "sent" ? (
                  <span
                    className={cn(
                      "rounded-full px-1.5 text-xs tabular-nums",
                      id === view ? "bg-white/20" : id === "failed" && counts.failed > 0 ? "bg-red-100 text-red-800" : "bg-slate-100",
                    )}
                  >
                    {counts[id].toLocaleString("en-US")}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div ref={notice} tabIndex={-1} className="outline-none">
        {answered ? (
          <div className="mt-4">
            <Notice tone={answered.ok ? "ok" : "error"}>{answered.message}</Notice>
          </div>
        ) : null}
      </div>

      <ListSection id="entries" title={VIEWS.find((v) => v.view === view)!.label} loading={loading}>
        {rows.length === 0 ? (
          <EmptyList className="mt-4">{EMPTY[view]}</EmptyList>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-80">
                  <p>
                    <span className="font-medium text-slate-900">{outboxKindLabel(row.kind)}</span>{" "}
                    <span className="break-words text-slate-600">to {row.toAddress}</span>
                    {row.leadId ? (
                      <>
                        {" · "}
                        <Link to={`/admin/leads/${row.leadId}`} className="font-medium text-brand-700 hover:underline">
                          Lead<span className="sr-only"> of this {row.kind === "lead-webhook" ? "message" : "mail"}</span>
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
                    <span className={cn("font-semibold", row.status === "failed" ? "text-red-700" : "text-slate-600")}>
                      {MAIL_STATUS_LABELS[row.status]}
                    </span>
                    <When label="Queued" value={row.createdAt} />
                    {row.status === "pending" ? <When label="Next try" value={row.nextAttemptAt} /> : null}
                    {row.sentAt ? <When label="Sent" value={row.sentAt} /> : null}
                    {row.retriedAt ? <When label="Sent again" value={row.retriedAt} /> : null}
                    <span>
                      {row.attempts} {row.attempts === 1 ? "try" : "tries"}
                      {row.retriedAt ? " since" : ""}
                    </span>
                  </p>
                  {row.status !== "sent" && row.lastError ? (
                    <p className="mt-1 text-xs break-words text-red-700">Last error: {row.lastError}</p>
                  ) : null}
                </div>
                {row.status !== "sent" ? (
                  <retry.Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="attempts" value={row.attempts} />
                    <Button type="submit" variant="secondary" size="sm" disabled={retrying !== null}>
                      {row.status === "failed" ? <RotateCcw aria-hidden="true" /> : <Send aria-hidden="true" />}
                      {retrying === row.id ? "Sending…" : row.status === "failed" ? "Send again" : "Send now"}
                      <span className="sr-only">
                        {" "}
                        ({outboxKindLabel(row.kind)} to {row.toAddress})
                      </span>
                    </Button>
                  </retry.Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          label="Pages of the outbox"
          first={paged ? { to: view === "pending" ? "/admin/outbox" : `?show=${view}`, text: "First page" } : undefined}
          next={
            next
              ? {
                  to: `?${new URLSearchParams(view === "pending" ? { after: next } : { show: view, after: next })}`,
                  text: view === "pending" ? "Later" : "Older",
                }
              : undefined
          }
        />
      </ListSection>
    </div>
  );
}
