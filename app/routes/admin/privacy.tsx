// The privacy policy's rights of access, portability and erasure, for one e-mail address:
// everything held is listed, downloaded as JSON for the person, or erased (owners only). The
// address travels by POST, so it stays out of the browser's history and of any proxy's log of
// addresses. Every lookup, export and erasure is in the audit log, by the address's fingerprint.
import { Download, Search, ShieldAlert, Trash2, UserRound } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/privacy";
import { inputClass, labelClass, Notice, PageHeader, Panel, StatusBadge, useSubmitting } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { mailboxKey } from "~/forms/email-address";
import { FORM_LABELS, formatWhen, MAIL_STATUS_LABELS, outboxKindLabel } from "~/lib/lead-labels";
import {
  addressToLookUp,
  PERSONAL_DATA_GROUPS,
  PERSONAL_DATA_ONE,
  PERSONAL_FIELD_LABELS,
  PERSONAL_VALUE_LABELS,
  type PersonalDataCounts,
} from "~/lib/privacy";
import {
  addressFingerprint,
  auditMentions,
  countPersonalData,
  erasePersonalData,
  findPersonalData,
  otherSpellings,
  privacyRequests,
  removeMailFiles,
  totalRecords,
} from "~/server/admin/privacy.server";
import { newestLeadOf } from "~/server/admin/people.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { mailFileFolder } from "~/server/mail/transport.server";

export const meta: Route.MetaFunction = () => [{ title: `Privacy | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { owner: staff.role === "owner" };
}

const MAX_TYPED = 1_000;
const typedField = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, MAX_TYPED);
const noAddress = "Enter an e-mail address, such as jane@example.com.";

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();

  if (intent === "lookup") {
    const typed = typedField(form, "email");
    const lookup = addressToLookUp(typed);
    if (!lookup) return data({ intent: "lookup" as const, ok: false as const, message: noAddress }, { status: 400 });
    const [found, spellings, requests, mentions, personId] = await Promise.all([
      findPersonalData(db, lookup.address),
      lookup.canonical ? otherSpellings(db, lookup.address) : Promise.resolve([]),
      privacyRequests(db, lookup.address),
      auditMentions(db, lookup.address),
      // The same record the inbox opens: every lead of the mailbox.
      lookup.canonical ? newestLeadOf(db, mailboxKey(lookup.address)) : Promise.resolve(undefined),
    ]);
    const counts = countPersonalData(found);
    await audit(db, {
      actorId: staff.id,
      actorEmail: staff.email,
      action: "privacy.lookup",
      target: addressFingerprint(lookup.address),
      details: { counts },
    });
    return {
      intent: "lookup" as const,
      ok: true as const,
      typed: typed.trim(),
      ...lookup,
      // The mails' content is in the JSON file; the page lists the mails only.
      found: { ...found, mails: found.mails.map(({ payload: _payload, ...mail }) => mail) },
      counts,
      total: totalRecords(counts),
      spellings,
      requests,
      mentions,
      personId,
    };
  }

  if (intent === "erase") {
    if (staff.role !== "owner") {
      return data({ intent: "erase" as const, ok: false as const, message: "Only an owner can erase a person's data." }, { status: 403 });
    }
    const lookup = addressToLookUp(typedField(form, "email"));
    if (!lookup) return data({ intent: "erase" as const, ok: false as const, message: noAddress }, { status: 400 });
    const confirmed = addressToLookUp(typedField(form, "confirm"));
    if (confirmed?.address !== lookup.address) {
      return data(
        { intent: "erase" as const, ok: false as const, message: `Nothing was erased: type ${lookup.address} again to confirm.` },
        { status: 400 },
      );
    }
    const erasure = await erasePersonalData(db, lookup.address, { id: staff.id, email: staff.email });
    let files = 0;
    try {
      files = await removeMailFiles(mailFileFolder(getEnv()), erasure.messageIds);
    } catch (error) {
      // The database's part is done and recorded; the page says what is left to do by hand.
      logger().error(`An erasure's mail files could not all be removed: ${String(error)}`);
      files = -1;
    }
    return {
      intent: "erase" as const,
      ok: true as const,
      address: lookup.address,
      counts: erasure.counts,
      total: totalRecords(erasure.counts),
      files,
      auditEntries: erasure.auditEntries,
    };
  }

  return data({ intent, ok: false as const, message: "Unknown action." }, { status: 400 });
}

type ActionData = ReturnType<typeof useActionData<typeof action>>;
type Lookup = Extract<NonNullable<ActionData>, { intent: "lookup"; ok: true }>;

const REQUEST_LABELS: Record<string, string> = {
  "privacy.lookup": "Looked up",
  "privacy.export": "Exported as JSON",
  "privacy.erase": "Erased",
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "2 inbox leads, 1 staff note and 4 mails and chat messages": the groups that hold anything. */
function summary(counts: PersonalDataCounts): string {
  const parts = (Object.entries(PERSONAL_DATA_GROUPS) as [keyof typeof PERSONAL_DATA_GROUPS, string][])
    .filter(([group]) => counts[group] > 0)
    .map(([group, label]) => plural(counts[group], PERSONAL_DATA_ONE[group].toLowerCase(), label.toLowerCase()));
  if (parts.length === 0) return "nothing";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

function fieldValue(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date || key === "createdAt" || key === "webinarStartsAt") return formatWhen(value as Date | string);
  return PERSONAL_VALUE_LABELS[key]?.[String(value)] ?? String(value);
}

/** A form record's fields: the labelled ones in the page's order, then any other but ids. */
function RecordFields({ record }: { record: Record<string, unknown> }) {
  const known = Object.keys(PERSONAL_FIELD_LABELS).filter((key) => key in record);
  const rest = Object.keys(record).filter((key) => !(key in PERSONAL_FIELD_LABELS) && !/^(id|webinarId|webinarTimeZone)$/.test(key));
  const shown = [...known, ...rest]
    .map((key) => ({ key, label: PERSONAL_FIELD_LABELS[key] ?? key, value: fieldValue(key, record[key]) }))
    .filter((field): field is { key: string; label: string; value: string } => field.value !== null);
  return (
    <dl className="grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2">
      {shown.map((field) => (
        <div key={field.key} className="contents">
          <dt className="pt-2 font-medium text-slate-500 sm:pt-0">{field.label}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordGroup({ id, title, records }: { id: string; title: string; records: Record<string, unknown>[] }) {
  if (records.length === 0) return null;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-500">({records.length})</span>
      </h2>
      <ol className="mt-3 grid gap-4">
        {records.map((record) => (
          <li key={String(record.id)} className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
            <RecordFields record={record} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { owner } = loaderData;
  const result = useActionData<typeof action>();
  const lookingUp = useSubmitting("lookup");
  const erasing = useSubmitting("erase");

  // The results stay on screen through a failed erasure (a mistyped confirmation) and go after a
  // successful one: they describe data that no longer exists.
  const [shown, setShown] = useState<Lookup | null>(null);
  const [answered, setAnswered] = useState<ActionData>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [confirmText, setConfirmText] = useState("");
  if (result !== answered) {
    setAnswered(result);
    if (result?.intent === "lookup") {
      setShown(result.ok ? result : null);
      setConfirming(false);
      setConfirmText("");
    } else if (result?.intent === "erase" && result.ok) {
      setShown(null);
      setConfirming(false);
      setConfirmText("");
    }
  }

  const confirmInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (confirming) confirmInput.current?.focus();
  }, [confirming]);

  const typedMatches = shown !== null && addressToLookUp(confirmText)?.address === shown.address;

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Privacy"
        description="Everything held for one e-mail address: shown, downloaded as JSON for the person, or erased. This is how the privacy policy's rights of access, portability and erasure are honoured."
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <Panel aria-labelledby="lookup">
            <h2 id="lookup" className="font-semibold text-slate-900">
              Look up an address
            </h2>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="lookup" />
              <div className="min-w-0 flex-1 basis-64">
                <label htmlFor="email" className={labelClass}>
                  E-mail address
                </label>
                <input
                  id="email"
                  name="email"
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  maxLength={MAX_TYPED}
                  className={`${inputClass} mt-1`}
                  placeholder="jane@example.com"
                  aria-describedby="lookup-help"
                />
              </div>
              <Button type="submit" size="sm" disabled={lookingUp}>
                <Search aria-hidden="true" />
                {lookingUp ? "Looking up…" : "Look up"}
              </Button>
            </Form>
            <p id="lookup-help" className="mt-2 text-xs text-slate-500">
              Found in the spelling the forms store (lower case, trimmed), so “ Jane.Doe@Example.COM ” finds jane.doe@example.com.
            </p>
            {result && !result.ok ? (
              <div className="mt-3">
                <Notice tone="error">{result.message}</Notice>
              </div>
            ) : null}
            {result?.intent === "erase" && result.ok ? (
              <div className="mt-3">
                <Notice tone="ok">
                  Erased for {result.address}: {result.total === 0 ? "nothing was held." : `${summary(result.counts)}.`}
                  {result.counts.pendingMails > 0
                    ? ` ${plural(result.counts.pendingMails, "mail", "mails")} waiting to be sent will not be.`
                    : ""}
                  {result.files > 0 ? ` ${plural(result.files, "mail file", "mail files")} removed.` : ""}
                  {result.auditEntries > 0
                    ? ` The audit log names it by its fingerprint in ${plural(result.auditEntries, "more entry", "more entries")}.`
                    : ""}
                  {result.files < 0 ? " Some mail files could not be removed: see the server's log." : ""}
                </Notice>
              </div>
            ) : null}
          </Panel>

          {shown ? (
            <Results
              lookup={shown}
              owner={owner}
              confirming={confirming}
              onConfirm={() => setConfirming(true)}
              onCancel={() => {
                setConfirming(false);
                setConfirmText("");
              }}
              confirmText={confirmText}
              onConfirmText={setConfirmText}
              confirmInput={confirmInput}
              typedMatches={typedMatches}
              erasing={erasing}
            />
          ) : null}
        </div>

        <Panel aria-labelledby="how" className="self-start text-sm text-slate-600">
          <h2 id="how" className="font-semibold text-slate-900">
            Before you act
          </h2>
          <ul className="mt-2 grid list-disc gap-2 pl-4">
            <li>
              Confirm the request comes from the address's owner (a reply from that address will do) before you send data or erase it.
            </li>
            <li>The JSON file is for the person: every record below, with the mails' content and the notes staff wrote about them.</li>
            <li>
              Erasing deletes the form records, inbox leads with their notes, and every mail to or about the person, those waiting to be
              sent too. It cannot be undone. Only an owner can erase.
            </li>
            <li>
              Not reached from here: mails already delivered to mailboxes (the person's, and the company's notifications), backups, and the
              chat app. Delete those by hand.
            </li>
            <li>
              The audit log keeps a fingerprint (SHA-256) of the address, not the address, with who acted, when and how many records: enough
              to show later that a request was honoured, when the same address is looked up again. An erasure puts the fingerprint in place
              of the address in earlier entries too.
            </li>
          </ul>
        </Panel>
      </div>
    </div>
  );
}

function Results({
  lookup,
  owner,
  confirming,
  onConfirm,
  onCancel,
  confirmText,
  onConfirmText,
  confirmInput,
  typedMatches,
  erasing,
}: {
  lookup: Lookup;
  owner: boolean;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmText: string;
  onConfirmText: (text: string) => void;
  confirmInput: RefObject<HTMLInputElement | null>;
  typedMatches: boolean;
  erasing: boolean;
}) {
  const { address, typed, canonical, found, counts, total, spellings, requests, mentions, personId } = lookup;
  const groups = Object.entries(PERSONAL_DATA_GROUPS) as [keyof typeof PERSONAL_DATA_GROUPS, string][];

  return (
    <>
      <Panel aria-labelledby="found">
        <h2 id="found" className="font-semibold break-words text-slate-900">
          Held for {address}
        </h2>
        <div className="mt-2">
          <Notice tone="ok">
            {total === 0 ? `Nothing is held for ${address}.` : `Found ${plural(total, "record", "records")} for ${address}.`}
          </Notice>
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {canonical
            ? typed !== address
              ? `Searched for ${address}, the spelling the forms store for “${typed}”.`
              : `Searched for ${address} as the forms store it.`
            : `“${typed}” is not an address the forms take today; searched for it as typed, in lower case, as older records may hold it.`}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {groups.map(([group, label]) => (
            <div key={group} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-bold text-slate-900">
                {counts[group]}
                {group === "mails" && counts.pendingMails > 0 ? (
                  <span className="ml-1 text-xs font-normal text-amber-800">({counts.pendingMails} waiting)</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>

        {mentions > 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            The audit log names this address in {plural(mentions, "entry", "entries")} (a subscriber's removal, for instance).
          </p>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center gap-2">
          {personId ? (
            <Button asChild size="sm" variant="secondary">
              <Link to={`/admin/people/${personId}`}>
                <UserRound aria-hidden="true" />
                Open their record
              </Link>
            </Button>
          ) : null}
          {/* A download, not a page of the workspace: a plain form, so the browser saves the answer. */}
          <form method="post" action="/admin/privacy/export.json">
            <input type="hidden" name="email" value={address} />
            <Button type="submit" size="sm" variant="secondary">
              <Download aria-hidden="true" />
              Download JSON
            </Button>
          </form>
          {owner ? (
            total > 0 || mentions > 0 ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                className="text-red-700 ring-red-200 hover:bg-red-50"
                aria-expanded={confirming}
                aria-controls="erase-confirm"
                onClick={onConfirm}
              >
                <Trash2 aria-hidden="true" />
                Erase everything
              </Button>
            ) : null
          ) : (
            <p className="text-xs text-slate-500">Only an owner can erase a person's data.</p>
          )}
        </div>

        {owner && confirming ? (
          <Form
            method="post"
            id="erase-confirm"
            aria-labelledby="erase-title"
            className="mt-4 rounded-lg bg-red-50 p-4 ring-1 ring-red-200"
          >
            <h3 id="erase-title" className="flex items-start gap-2 font-semibold text-red-900">
              <ShieldAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
              Erase everything held for {address}?
            </h3>
            <p className="mt-1 text-sm text-red-900">
              {summary(counts)} will be deleted for good
              {counts.pendingMails > 0 ? `; ${plural(counts.pendingMails, "mail", "mails")} waiting to be sent will never go` : ""}.
              {mentions > 0
                ? ` The ${plural(mentions, "audit log entry", "audit log entries")} naming the address will name its fingerprint instead.`
                : ""}
            </p>
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={address} />
            <label htmlFor="confirm" className={`${labelClass} mt-3 text-red-900`}>
              Type the address again to confirm
            </label>
            <input
              ref={confirmInput}
              id="confirm"
              name="confirm"
              type="text"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              required
              value={confirmText}
              onChange={(event) => onConfirmText(event.target.value)}
              className={`${inputClass} mt-1`}
            />
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="submit"
                size="sm"
                className="bg-red-700 hover:bg-red-800"
                disabled={!typedMatches || erasing}
                aria-describedby="erase-title"
              >
                <Trash2 aria-hidden="true" />
                {erasing ? "Erasing…" : "Erase for good"}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </Form>
        ) : null}
      </Panel>

      {spellings.length > 0 ? (
        <Panel aria-labelledby="spellings">
          <h2 id="spellings" className="font-semibold text-slate-900">
            Other spellings of the same mailbox
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Mail to these addresses lands in the same mailbox (dots and plus tags), but they are not included above: they may be someone
            else's. Ask the person, then look each one up.
          </p>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {spellings.map((spelling) => (
              <li key={spelling.address} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words text-slate-900">
                  {spelling.address}{" "}
                  <span className="text-slate-500">
                    (
                    {[
                      spelling.leads > 0 ? plural(spelling.leads, "lead", "leads") : "",
                      spelling.mails > 0 ? plural(spelling.mails, "mail", "mails") : "",
                    ]
                      .filter(Boolean)
                      .join(", ")}
                    )
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="lookup" />
                  <input type="hidden" name="email" value={spelling.address} />
                  <Button type="submit" size="sm" variant="ghost" aria-label={`Look up ${spelling.address}`}>
                    Look up
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      {requests.length > 0 ? (
        <Panel aria-labelledby="requests">
          <h2 id="requests" className="font-semibold text-slate-900">
            Earlier requests for this address
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {requests.map((request, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="text-slate-900">
                  {REQUEST_LABELS[request.action] ?? request.action} <span className="text-slate-500">by {request.actorEmail}</span>
                </span>
                <time className="text-slate-600" dateTime={new Date(request.at).toISOString()}>
                  {formatWhen(request.at)}
                </time>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      {found.leads.length > 0 ? (
        <Panel aria-labelledby="inbox">
          <h2 id="inbox" className="font-semibold text-slate-900">
            Inbox leads <span className="font-normal text-slate-500">({found.leads.length})</span>
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {found.leads.map((lead) => (
              <li key={lead.id} className="py-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="min-w-0">
                    <Link to={`/admin/leads/${lead.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                      {FORM_LABELS[lead.form]}
                    </Link>
                    {lead.subject ? <span className="text-slate-600"> · {lead.subject}</span> : null}
                  </span>
                  <span className="flex items-center gap-2 text-slate-500">
                    <StatusBadge status={lead.status} />
                    <time dateTime={new Date(lead.createdAt).toISOString()}>{formatWhen(lead.createdAt)}</time>
                  </span>
                </div>
                {lead.notes.length > 0 ? (
                  <ol className="mt-2 grid gap-2">
                    {lead.notes.map((note, index) => (
                      <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
                        <p className="text-xs text-slate-500">
                          Note by {note.authorEmail} · {formatWhen(note.createdAt)}
                        </p>
                        <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      <RecordGroup id="demo" title={PERSONAL_DATA_GROUPS.demoRequests} records={found.demoRequests} />
      <RecordGroup id="contact" title={PERSONAL_DATA_GROUPS.contactInquiries} records={found.contactInquiries} />
      <RecordGroup id="training" title={PERSONAL_DATA_GROUPS.trainingRegistrations} records={found.trainingRegistrations} />
      <RecordGroup id="webinar" title={PERSONAL_DATA_GROUPS.webinarRegistrations} records={found.webinarRegistrations} />
      <RecordGroup id="newsletter" title={PERSONAL_DATA_GROUPS.newsletterSubscriptions} records={found.newsletterSubscriptions} />

      {found.mails.length > 0 ? (
        <Panel aria-labelledby="mails">
          <h2 id="mails" className="font-semibold text-slate-900">
            {PERSONAL_DATA_GROUPS.mails} <span className="font-normal text-slate-500">({found.mails.length})</span>
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {found.mails.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{outboxKindLabel(mail.kind)}</span>{" "}
                  <span className="break-words text-slate-500">to {mail.toAddress}</span>
                </span>
                <span className="text-slate-600">
                  {MAIL_STATUS_LABELS[mail.status]} {formatWhen(mail.sentAt ?? mail.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}
