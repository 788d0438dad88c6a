// One person: every lead their mailbox sent (subscriptions and registrations are leads too), and
// every mail, reply and note on them, in one timeline. Opened from any of their leads' ids.
import { FileText, Mail, StickyNote } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/person";
import { BackLink, PageHeader, Panel, StatusBadge } from "~/components/admin/ui";
import { company } from "~/content/company";
import { FORM_LABELS, formatWhen, MAIL_STATUS_LABELS, outboxKindLabel } from "~/lib/lead-labels";
import { getPerson, type PersonEvent, type PersonLead } from "~/server/admin/people.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  // Not the lead page's title: a person's record and one of their leads are two pages.
  { title: `${loaderData ? `Person: ${loaderData.name || loaderData.addresses[0]}` : "Person"} | ${company.name} workspace` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const person = await getPerson(await getDb(), params.id);
  if (!person) throw data("There is no such person.", { status: 404 });
  return person;
}

const time = (at: Date | string) => <time dateTime={new Date(at).toISOString()}>{formatWhen(at)}</time>;

/** What the person signed up for and what became of it, in a few words. */
function summary(leads: PersonLead[]): string[] {
  const lines: string[] = [];
  const newsletter = leads.find((lead) => lead.form === "newsletter");
  if (newsletter) lines.push(newsletter.subscribed ? "Subscribed to the newsletter" : "Unsubscribed from the newsletter");
  const count = (form: PersonLead["form"], one: string, many: string) => {
    const n = leads.filter((lead) => lead.form === form).length;
    if (n > 0) lines.push(n === 1 ? one : `${n} ${many}`);
  };
  count("webinar", "Registered for a webinar", "webinar registrations");
  count("training", "Registered for training", "training registrations");
  count("demo", "Asked for a demo", "demo requests");
  count("contact", "Wrote through the contact form", "contact messages");
  return lines;
}

export default function Person({ loaderData: person }: Route.ComponentProps) {
  const { leads, timeline, leadCount } = person;
  const first = leads.at(-1);
  const subjects = new Map(leads.map((lead) => [lead.id, lead]));
  const withUs = summary(leads);
  return (
    <div className="max-w-6xl">
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageHeader
        title={person.name || person.addresses[0] || person.mailbox}
        description={
          <>
            {leadCount === 1 ? "One lead" : `${leadCount} leads`}
            {first ? <> · first seen {time(first.createdAt)}</> : null}
            {person.company ? ` · ${person.company}` : null}
          </>
        }
      />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Panel aria-labelledby="timeline">
          <h2 id="timeline" className="font-semibold text-slate-900">
            Timeline
          </h2>
          <p className="mt-1 text-sm text-slate-600">Leads, mails and notes, newest first.</p>
          <ol className="mt-4 grid gap-0">
            {timeline.map((event) => (
              <TimelineItem key={`${event.type}-${itemId(event)}`} event={event} lead={leadOf(event, subjects)} />
            ))}
          </ol>
          {leadCount > leads.length ? (
            <p className="mt-3 text-sm text-slate-600">
              The newest {leads.length} of {leadCount} leads are shown; the inbox's search finds the others.
            </p>
          ) : null}
        </Panel>

        <div className="order-first grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 lg:order-none">
          <Panel aria-labelledby="about">
            <h2 id="about" className="font-semibold text-slate-900">
              About
            </h2>
            <dl className="mt-3 grid gap-2 text-sm">
              <div>
                <dt className="text-xs font-semibold text-slate-500">{person.addresses.length === 1 ? "E-mail" : "E-mail addresses"}</dt>
                {person.addresses.map((address) => (
                  <dd key={address} className="break-all">
                    <a href={`mailto:${address}`} className="text-brand-700 underline-offset-2 hover:underline">
                      {address}
                    </a>
                  </dd>
                ))}
              </div>
              {withUs.length > 0 ? (
                <div>
                  <dt className="text-xs font-semibold text-slate-500">With us</dt>
                  {withUs.map((line) => (
                    <dd key={line} className="text-slate-900">
                      {line}
                    </dd>
                  ))}
                </div>
              ) : null}
            </dl>
          </Panel>
          <Panel aria-labelledby="their-leads">
            <h2 id="their-leads" className="font-semibold text-slate-900">
              Leads
            </h2>
            <ul className="mt-2 divide-y divide-slate-200 text-sm">
              {leads.map((lead) => (
                <li key={lead.id} className="flex items-start justify-between gap-3 py-2">
                  <span className="min-w-0 flex-1">
                    <Link to={`/admin/leads/${lead.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {FORM_LABELS[lead.form]}
                    </Link>
                    <span className="block truncate text-xs text-slate-500" title={lead.subject}>
                      {formatWhen(lead.createdAt)}
                      {lead.subject ? ` · ${lead.subject}` : ""}
                    </span>
                  </span>
                  {lead.spamAt ? <span className="text-xs font-semibold text-red-700">Spam</span> : <StatusBadge status={lead.status} />}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </div>
  );
}

function itemId(event: PersonEvent): string {
  return event.type === "lead" ? event.lead.id : event.type === "mail" ? event.mail.id : event.note.id;
}

function leadOf(event: PersonEvent, byId: Map<string, PersonLead>): PersonLead | undefined {
  if (event.type === "lead") return event.lead;
  const id = event.type === "mail" ? event.mail.leadId : event.note.leadId;
  return id ? byId.get(id) : undefined;
}

function TimelineItem({ event, lead }: { event: PersonEvent; lead: PersonLead | undefined }) {
  const on = lead ? (
    <>
      {" "}
      on the{" "}
      <Link to={`/admin/leads/${lead.id}`} className="text-brand-700 underline underline-offset-2">
        {FORM_LABELS[lead.form].toLowerCase()}
      </Link>
    </>
  ) : null;
  if (event.type === "lead") {
    const { lead: sent } = event;
    return (
      <Item icon={<FileText aria-hidden="true" className="size-4" />} at={event.at}>
        <p className="font-medium text-slate-900">
          <Link to={`/admin/leads/${sent.id}`} className="text-brand-700 underline underline-offset-2">
            {FORM_LABELS[sent.form]}
          </Link>
          {sent.subject ? <span className="font-normal text-slate-600"> · {sent.subject}</span> : null}{" "}
          {sent.spamAt ? <span className="text-xs font-semibold text-red-700">Spam</span> : <StatusBadge status={sent.status} />}
        </p>
        <p className="text-xs text-slate-500">
          From {sent.email}
          {sent.pagePath ? ` on ${sent.pagePath}` : ""}
          {sent.owner ? ` · owner ${sent.owner.name}` : ""}
        </p>
        {sent.message ? (
          <p className="mt-1 line-clamp-4 whitespace-pre-wrap break-words text-slate-800" title={sent.message}>
            {sent.message}
          </p>
        ) : null}
      </Item>
    );
  }
  if (event.type === "mail") {
    const { mail } = event;
    return (
      <Item icon={<Mail aria-hidden="true" className="size-4" />} at={event.at}>
        <p className="text-slate-900">
          <span className="font-medium">
            {outboxKindLabel(mail.kind)}
            {mail.reply ? ` from ${mail.reply.authorName}` : null}
          </span>
          {on}
        </p>
        <p className="text-xs text-slate-500">
          To <span className="break-all">{mail.toAddress}</span> · {MAIL_STATUS_LABELS[mail.status]}
          {mail.sentAt ? ` ${formatWhen(mail.sentAt)}` : ""}
        </p>
        {mail.reply ? (
          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-wrap break-words text-slate-900 ring-1 ring-slate-200">
            {mail.reply.body}
          </p>
        ) : null}
      </Item>
    );
  }
  const { note } = event;
  return (
    <Item icon={<StickyNote aria-hidden="true" className="size-4" />} at={event.at}>
      <p className="text-slate-900">
        <span className="font-medium">Note by {note.authorEmail}</span>
        {on}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{note.body}</p>
    </Item>
  );
}

function Item({ icon, at, children }: { icon: ReactNode; at: Date | string; children: ReactNode }) {
  return (
    // The line joining the items runs down behind their icons (::before), to the last one.
    <li className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3 pb-5 text-sm before:absolute before:top-8 before:bottom-0 before:left-4 before:w-px before:bg-slate-200 last:pb-0 last:before:hidden">
      <span className="relative flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-600 ring-1 ring-slate-200">
        {icon}
      </span>
      <div className="min-w-0 pt-1">
        <p className="text-xs text-slate-500">{time(at)}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
