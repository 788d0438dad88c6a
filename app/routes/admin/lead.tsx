// One lead: what the visitor sent and from where, the mails sent for it, and what staff do with
// it (status, owner, notes). Every change is in the audit log.
import { Mail, Send, ShieldAlert, Trash2, Undo2 } from "lucide-react";
import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/lead";
import {
  BackLink,
  inputClass,
  labelClass,
  Notice,
  PageHeader,
  Panel,
  StatusBadge,
  useShortcuts,
  useSubmitting,
} from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { REPLY_WITHIN, REPLY_WITHIN_HOURS } from "~/content/book-demo";
import { company } from "~/content/company";
import { addBusinessHours } from "~/lib/business-hours";
import {
  FORM_LABELS,
  formatWhen,
  MAIL_STATUS_LABELS,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
  outboxKindLabel,
  replySubject,
  STATUS_LABELS,
} from "~/lib/lead-labels";
import { addLeadNote, changeLeadNote, deleteLead, getLead, replyToLead, setSpam, updateLead } from "~/server/admin/leads.server";
import { listStaff } from "~/server/admin/staff.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { sendSoon } from "~/server/mail/runtime.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? loaderData.lead.name || loaderData.lead.email : "Lead"} | ${company.name} workspace` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const db = await getDb();
  const [found, staff] = await Promise.all([getLead(db, params.id), listStaff(db)]);
  if (!found) throw data("There is no such lead.", { status: 404 });
  // The site promises a reply within REPLY_WITHIN_HOURS business hours: when that falls due for a new lead.
  const replyDue =
    found.lead.status === "new" && !found.lead.spamAt
      ? addBusinessHours(found.lead.createdAt, REPLY_WITHIN_HOURS, company.openingHours)
      : null;
  return {
    ...found,
    replyDue,
    now: new Date(),
    me: member.id,
    isOwner: member.role === "owner",
    staff: staff.map(({ id, name, email }) => ({ id, name, email })),
  };
}

type ActionResult = { intent: string; ok: boolean; message: string };

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();
  const actor = { actorId: staff.id, actorEmail: staff.email, target: params.id };
  if (intent === "update") {
    const owner = String(form.get("ownerId") ?? "");
    const followUp = form.get("followUpOn");
    const result = await updateLead(db, params.id, {
      status: String(form.get("status") ?? ""),
      ownerId: owner === "" ? null : owner,
      followUpOn: followUp === null ? undefined : String(followUp) || null,
    });
    if (!result.ok)
      return data<ActionResult>({ intent, ok: false, message: result.message }, { status: result.reason === "not-found" ? 404 : 400 });
    const changed = Object.keys(result.changes).length > 0;
    if (changed) await audit(db, { ...actor, action: "lead.update", details: result.changes });
    return { intent, ok: true, message: changed ? "Saved." : "Nothing changed." } satisfies ActionResult;
  }
  if (intent === "note") {
    const result = await addLeadNote(db, params.id, { authorId: staff.id, authorEmail: staff.email, body: String(form.get("body") ?? "") });
    if (!result.ok)
      return data<ActionResult>({ intent, ok: false, message: result.message }, { status: result.reason === "not-found" ? 404 : 400 });
    await audit(db, { ...actor, action: "lead.note", details: { noteId: result.note.id } });
    return { intent, ok: true, message: "Note added." } satisfies ActionResult;
  }
  if (intent === "reply") {
    const result = await replyToLead(db, params.id, { author: staff, body: String(form.get("body") ?? "") }, getEnv());
    if (!result.ok) {
      const status = { "not-found": 404, invalid: 400, limited: 429 }[result.reason];
      return data<ActionResult>({ intent, ok: false, message: result.message }, { status });
    }
    await audit(db, { ...actor, action: "lead.reply", details: { mailId: result.mailId, ...result.changes } });
    sendSoon([result.mailId]);
    return { intent, ok: true, message: "Reply queued: it is sent in a moment, and its state shows under Mails." } satisfies ActionResult;
  }
  if (intent === "note-edit" || intent === "note-delete") {
    const noteId = String(form.get("noteId") ?? "");
    const result = await changeLeadNote(
      db,
      { leadId: params.id, noteId, authorId: staff.id },
      intent === "note-edit" ? String(form.get("body") ?? "") : null,
    );
    if (!result.ok)
      return data<ActionResult>({ intent, ok: false, message: result.message }, { status: result.reason === "not-found" ? 404 : 400 });
    await audit(db, { ...actor, action: intent === "note-edit" ? "lead.note-edit" : "lead.note-delete", details: { noteId } });
    return { intent, ok: true, message: intent === "note-edit" ? "Note saved." : "Note deleted." } satisfies ActionResult;
  }
  if (intent === "spam" || intent === "not-spam") {
    const result = await setSpam(db, params.id, intent === "spam" ? staff.email : null);
    if (!result.ok) return data<ActionResult>({ intent, ok: false, message: result.message }, { status: 404 });
    if (result.changed) await audit(db, { ...actor, action: intent === "spam" ? "lead.spam" : "lead.not-spam" });
    return { intent, ok: true, message: intent === "spam" ? "Filed as spam." : "Back in the inbox." } satisfies ActionResult;
  }
  if (intent === "delete") {
    if (staff.role !== "owner")
      return data<ActionResult>({ intent, ok: false, message: "Only an owner can delete a lead." }, { status: 403 });
    if (form.get("confirm") !== "yes")
      return data<ActionResult>({ intent, ok: false, message: "Nothing was deleted: tick the box to confirm." }, { status: 400 });
    const result = await deleteLead(db, params.id);
    if (!result.ok) return data<ActionResult>({ intent, ok: false, message: result.message }, { status: 404 });
    await audit(db, { ...actor, action: "lead.delete", details: { form: result.form, email: result.email } });
    return redirect("/admin/leads?view=spam&deleted=1");
  }
  return data<ActionResult>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { lead, fields, mails, notes, staff, replyDue, now, me, isOwner } = loaderData;
  const result = useActionData<typeof action>();
  const saving = useSubmitting("update");
  const adding = useSubmitting("note");
  const replying = useSubmitting("reply");
  const subject = replySubject(lead);
  // "e" to the status, "r" to the reply, as in the inbox tools staff know.
  useShortcuts({ e: () => document.getElementById("status")?.focus(), r: () => document.getElementById("reply-body")?.focus() });

  return (
    <div className="max-w-6xl">
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageHeader
        title={lead.name || lead.email}
        description={
          <>
            {FORM_LABELS[lead.form]} · received <time dateTime={new Date(lead.createdAt).toISOString()}>{formatWhen(lead.createdAt)}</time>
          </>
        }
        actions={
          <Button asChild size="sm" variant="secondary">
            <a href={`mailto:${lead.email}?subject=${encodeURIComponent(subject)}`}>
              <Mail aria-hidden="true" />
              Reply by e-mail
            </a>
          </Button>
        }
      />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Panel aria-labelledby="sent">
            <h2 id="sent" className="font-semibold text-slate-900">
              What the visitor sent
            </h2>
            {fields.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                The form's own record is gone (a subscriber who unsubscribed, or an erasure). What the inbox kept: {lead.email}
                {lead.subject ? `, ${lead.subject}` : ""}.
              </p>
            ) : (
              <dl className="mt-3 grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-3">
                {fields.map((field) => (
                  <div key={field.label} className="contents">
                    <dt className="pt-2 font-medium text-slate-500 sm:pt-0">{field.label}</dt>
                    <dd className="whitespace-pre-wrap break-words text-slate-900">
                      {field.href ? (
                        <a href={field.href} className="text-brand-700 underline-offset-2 hover:underline">
                          {field.value}
                        </a>
                      ) : (
                        field.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </Panel>

          <Panel aria-labelledby="reply">
            <h2 id="reply" className="font-semibold text-slate-900">
              Reply
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              To {lead.email}, subject “{subject}”, from {company.name} under your name; what the visitor wrote is quoted below it.
              {lead.status === "new" ? " The lead moves to Contacted." : ""}
            </p>
            <Form method="post" className="mt-3" key={result?.intent === "reply" && result.ok ? mails.length : "reply"}>
              <input type="hidden" name="intent" value="reply" />
              <label htmlFor="reply-body" className="sr-only">
                Your reply
              </label>
              <textarea
                id="reply-body"
                name="body"
                required
                maxLength={MAX_REPLY_LENGTH}
                rows={6}
                className={`${inputClass} py-2`}
                defaultValue={lead.name ? `Hi ${lead.name.split(" ")[0]},\n\n` : ""}
              />
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <Button type="submit" size="sm" disabled={replying}>
                  <Send aria-hidden="true" />
                  {replying ? "Sending…" : "Send reply"}
                </Button>
                {result?.intent === "reply" ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
              </div>
            </Form>
          </Panel>

          <Panel aria-labelledby="notes">
            <h2 id="notes" className="font-semibold text-slate-900">
              Notes
            </h2>
            {notes.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No notes yet.</p>
            ) : (
              <ol className="mt-3 grid gap-3">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
                    <p className="text-xs text-slate-500">
                      {note.authorEmail} · <time dateTime={new Date(note.createdAt).toISOString()}>{formatWhen(note.createdAt)}</time>
                    </p>
                    <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
                    {note.authorId === me ? <OwnNoteActions note={note} /> : null}
                  </li>
                ))}
              </ol>
            )}
            {result && (result.intent === "note-edit" || result.intent === "note-delete") ? (
              <div className="mt-2">
                <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>
              </div>
            ) : null}
            <Form method="post" className="mt-4" key={result?.intent === "note" && result.ok ? notes.length : "note"}>
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="body" className={labelClass}>
                Add a note
              </label>
              <textarea
                id="body"
                name="body"
                required
                maxLength={MAX_NOTE_LENGTH}
                rows={3}
                className={`${inputClass} mt-1 py-2`}
                placeholder="Called back, sent the proposal…"
              />
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <Button type="submit" size="sm" variant="secondary" disabled={adding}>
                  {adding ? "Adding…" : "Add note"}
                </Button>
                {result?.intent === "note" ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
              </div>
            </Form>
          </Panel>

          <Panel aria-labelledby="mails">
            <h2 id="mails" className="font-semibold text-slate-900">
              Mails and messages for this lead
            </h2>
            {mails.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Nothing was sent for this lead.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 text-sm">
                {mails.map((mail) => (
                  <li key={mail.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                    <span className="min-w-0">
                      <span className="font-medium text-slate-900">
                        {outboxKindLabel(mail.kind)}
                        {mail.reply ? ` from ${mail.reply.authorName}` : null}
                      </span>{" "}
                      <span className="break-all text-slate-500">to {mail.toAddress}</span>
                      {mail.reply ? (
                        <details className="mt-1">
                          <summary className="cursor-pointer text-xs font-medium text-brand-700">What it says</summary>
                          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-wrap break-words text-slate-900 ring-1 ring-slate-200">
                            {mail.reply.body}
                          </p>
                        </details>
                      ) : null}
                      {mail.status !== "sent" && mail.lastError ? (
                        <span className="block text-xs text-red-700">Last error: {mail.lastError}</span>
                      ) : null}
                    </span>
                    <span className="text-slate-600">
                      {MAIL_STATUS_LABELS[mail.status]}
                      {mail.sentAt ? ` ${formatWhen(mail.sentAt)}` : mail.attempts > 0 ? ` (${mail.attempts} tries)` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        <Panel aria-labelledby="handling" className="order-first self-start lg:order-none">
          <h2 id="handling" className="font-semibold text-slate-900">
            Handling
          </h2>
          <p className="mt-2">
            <StatusBadge status={lead.status} />
          </p>
          {replyDue ? (
            <p className={`mt-2 text-sm ${new Date(replyDue) <= new Date(now) ? "font-medium text-red-700" : "text-slate-600"}`}>
              {new Date(replyDue) <= new Date(now) ? "Reply overdue since " : "Reply due by "}
              <time dateTime={new Date(replyDue).toISOString()}>{formatWhen(replyDue)}</time>
              <span className="block text-xs font-normal text-slate-500">The site promises a reply within {REPLY_WITHIN}.</span>
            </p>
          ) : null}
          <Form method="post" className="mt-4 grid gap-3">
            <input type="hidden" name="intent" value="update" />
            <div>
              <label htmlFor="status" className={labelClass}>
                Status
              </label>
              <select id="status" name="status" defaultValue={lead.status} key={lead.status} className={`${inputClass} mt-1`}>
                {Object.entries(STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="ownerId" className={labelClass}>
                Owner
              </label>
              <select
                id="ownerId"
                name="ownerId"
                defaultValue={lead.owner?.id ?? ""}
                key={lead.owner?.id ?? ""}
                className={`${inputClass} mt-1`}
              >
                <option value="">Nobody yet</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name} ({member.email})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="followUpOn" className={labelClass}>
                Follow up on
              </label>
              <input
                id="followUpOn"
                name="followUpOn"
                type="date"
                defaultValue={lead.followUpOn ?? ""}
                key={lead.followUpOn ?? ""}
                className={`${inputClass} mt-1`}
                aria-describedby="followUpOn-hint"
              />
              <p id="followUpOn-hint" className="mt-1 text-xs text-slate-500">
                On that day the lead shows on the overview. Empty: none planned.
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="sm" disabled={saving}>
                {saving ? "Saving…" : "Save"}
              </Button>
              {result?.intent === "update" ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
            </div>
          </Form>
          <SpamPanel lead={lead} isOwner={isOwner} result={result} />
          <p className="mt-4 hidden text-xs text-slate-500 lg:block">
            Keys: <kbd className="font-sans font-semibold">e</kbd> status · <kbd className="font-sans font-semibold">r</kbd> reply
          </p>
          <dl className="mt-5 grid gap-2 border-t border-slate-200 pt-4 text-sm">
            <div>
              <dt className="text-xs font-semibold text-slate-500">E-mail</dt>
              <dd className="break-all text-slate-900">{lead.email}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-500">Person</dt>
              <dd>
                <Link to={`/admin/people/${lead.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {lead.fromPerson > 1 ? `All ${lead.fromPerson} leads from this person` : "Their record (their first lead)"}
                </Link>
              </dd>
            </div>
            {lead.company ? (
              <div>
                <dt className="text-xs font-semibold text-slate-500">Company</dt>
                <dd className="text-slate-900">{lead.company}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-xs font-semibold text-slate-500">Last change</dt>
              <dd className="text-slate-900">{formatWhen(lead.updatedAt)}</dd>
            </div>
          </dl>
        </Panel>
      </div>
    </div>
  );
}

/** Whether the lead is spam, why its score says so, and the buttons to file it or take it back out (and, for owners, delete it). */
function SpamPanel({
  lead,
  isOwner,
  result,
}: {
  lead: { spamAt: Date | string | null; spamBy: string | null; spamScore: number; spamReasons: string[] };
  isOwner: boolean;
  result: ActionResult | undefined;
}) {
  const spamResult = result && ["spam", "not-spam", "delete"].includes(result.intent) ? result : undefined;
  const score =
    lead.spamScore > 0 ? (
      <p className="mt-1 text-xs text-slate-500">
        Spam score {lead.spamScore}: {lead.spamReasons.join("; ")}.
      </p>
    ) : null;
  if (!lead.spamAt) {
    return (
      <Form method="post" className="mt-5 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="spam" />
        <Button type="submit" size="sm" variant="secondary">
          <ShieldAlert aria-hidden="true" />
          Mark as spam
        </Button>
        {score}
        {spamResult ? (
          <div className="mt-2">
            <Notice tone={spamResult.ok ? "ok" : "error"}>{spamResult.message}</Notice>
          </div>
        ) : null}
      </Form>
    );
  }
  return (
    <div className="mt-5 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
      <p className="font-medium text-amber-950">
        Filed as spam {lead.spamBy ? `by ${lead.spamBy}` : "on arrival, by its score"}, {formatWhen(lead.spamAt)}.
      </p>
      <p className="mt-1 text-amber-900">Not in the inbox, its counts or exports, and nobody was notified of it.</p>
      {score}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="not-spam" />
        <Button type="submit" size="sm" variant="secondary">
          <Undo2 aria-hidden="true" />
          Not spam
        </Button>
      </Form>
      {isOwner ? (
        <Form method="post" className="mt-3 grid gap-2 border-t border-amber-200 pt-3">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-start gap-2 text-amber-950">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
            Delete this lead, its mails and notes for good
          </label>
          <div>
            <Button type="submit" size="sm" variant="secondary" className="text-red-700 ring-red-200 hover:bg-red-50">
              <Trash2 aria-hidden="true" />
              Delete lead
            </Button>
          </div>
        </Form>
      ) : null}
      {spamResult ? (
        <div className="mt-2">
          <Notice tone={spamResult.ok ? "ok" : "error"}>{spamResult.message}</Notice>
        </div>
      ) : null}
    </div>
  );
}

/** Edit and Delete for a note of one's own: the edit form folds out under the note. */
function OwnNoteActions({ note }: { note: { id: string; body: string } }) {
  return (
    <div className="mt-1 flex flex-wrap items-start gap-x-3 text-xs">
      <details className="min-w-0 flex-1">
        <summary className="cursor-pointer font-medium text-brand-700">Edit</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value="note-edit" />
          <input type="hidden" name="noteId" value={note.id} />
          <label htmlFor={`note-${note.id}`} className="sr-only">
            Edit the note
          </label>
          <textarea
            id={`note-${note.id}`}
            name="body"
            required
            maxLength={MAX_NOTE_LENGTH}
            rows={3}
            defaultValue={note.body}
            className={`${inputClass} py-2`}
          />
          <div>
            <Button type="submit" size="sm" variant="secondary">
              Save note
            </Button>
          </div>
        </Form>
      </details>
      <Form method="post">
        <input type="hidden" name="intent" value="note-delete" />
        <input type="hidden" name="noteId" value={note.id} />
        <button type="submit" className="min-h-6 cursor-pointer font-medium text-red-700 hover:underline">
          Delete
        </button>
      </Form>
    </div>
  );
}
