// How the company names the forms (notification mails, the workspace) and a lead's statuses.
import { company } from "~/content/company";
import { dateFormat } from "~/lib/formats";

/** The longest search the inbox takes (a longer one searches for its start) and the longest note. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_NOTE_LENGTH = 5_000;
/** Counts of a list stop here: that many reads "100+" (reading every row of a big list is work nobody needs). */
export const COUNT_CAP = 100;

/** A capped count as people read it: "7", or "100+". */
export function countText(n: number): string {
  return n >= COUNT_CAP ? `${COUNT_CAP}+` : String(n);
}

/** The longest reply staff send from the workspace. */
export const MAX_REPLY_LENGTH = 10_000;

export const FORM_LABELS = {
  newsletter: "Newsletter subscription",
  demo: "Demo request",
  contact: "Contact message",
  training: "Training registration",
  webinar: "Webinar registration",
} as const;

export const STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
} as const;

export type LeadFormId = keyof typeof FORM_LABELS;
export type LeadStatusId = keyof typeof STATUS_LABELS;

/** A date and time as the company reads it (Concord, North Carolina). */
export function formatWhen(value: Date | string): string {
  return dateFormat({ timeZone: company.openingHours.timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(value));
}

/** A lead's time for a list: the year only when it is not this year's (in the company's time zone). */
export function formatWhenShort(value: Date | string, now = new Date()): string {
  const timeZone = company.openingHours.timeZone;
  const year = (date: Date) => dateFormat({ timeZone, year: "numeric" }).format(date);
  const date = new Date(value);
  return dateFormat({
    timeZone,
    month: "short",
    day: "numeric",
    ...(year(date) === year(now) ? {} : { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
}

/** "Nov 20" for a yyyy-mm-dd day (a day of the company's calendar already). */
export function formatDay(day: string): string {
  return dateFormat({ month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The outbox kind of a reply staff write on a lead's page and the outbox sends to the visitor. */
export const LEAD_REPLY_KIND = "lead-reply";

/** The subject of a reply to a lead: "Re:" and what the lead was about, or which form it came from. */
export function replySubject(lead: { form: LeadFormId; subject: string }): string {
  return lead.subject ? `Re: ${lead.subject}` : `Your ${FORM_LABELS[lead.form].toLowerCase()} to ${company.name}`;
}

/** The outbox kind of a lead's summary posted to the company's chat (LEAD_WEBHOOK_URL). */
export const LEAD_WEBHOOK_KIND = "lead-webhook";

/** The outbox kind of the company's hourly digest of leads saved without a notification (NOTIFY_HOURLY_CAP). */
export const LEAD_DIGEST_KIND = "digest-notification";

/** What an outbox entry is, for staff: the company's notification, its chat message or the visitor's mail. */
export function outboxKindLabel(kind: string): string {
  if (kind === LEAD_WEBHOOK_KIND) return "Chat message (webhook)";
  if (kind === LEAD_REPLY_KIND) return "Reply to the visitor";
  if (kind === LEAD_DIGEST_KIND) return "Hourly digest to the company";
  if (kind.endsWith("-notification")) return "Notification to the company";
  return "Mail to the visitor";
}

export const MAIL_STATUS_LABELS = { pending: "Waiting to be sent", sent: "Sent", failed: "Given up" } as const;
