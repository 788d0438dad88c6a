import { randomUUID } from "node:crypto";
import { sql, type SQLWrapper } from "drizzle-orm";
import type { ContactInput } from "~/forms/contact";
import type { DemoRequestInput } from "~/forms/demo-request";
import { normalizeEmail } from "~/forms/fields";
import type { NewsletterInput } from "~/forms/newsletter";
import { formatContactNumber, type TrainingRegistration } from "~/forms/training-registration";
import type { WebinarRegistrationInput } from "~/forms/webinar-registration";
import type { Database } from "~/server/db/client.server";
import { describeDbError, isUniqueViolation } from "~/server/db/errors.server";
import {
  contactInquiries,
  demoRequests,
  mailOutbox,
  newsletterSubscriptions,
  trainingRegistrations,
  webinarRegistrations,
} from "~/server/db/schema.server";
import type { LeadSource } from "~/server/leads/source.server";
import type { OutboxRow } from "~/server/mail/outbox.server";

/**
 * Saving a lead: the lead's row and the rows of every mail it owes (the visitor's confirmation
 * and the company's notification) are written in one transaction, so a saved lead always has
 * its mails queued and a refused one (duplicate, bad data) queues none.
 */
export type SaveResult =
  | {
      status: "saved";
      leadId: string;
      /** Every mail queued for this lead (visitor's and company's). */
      mailIds: string[];
      /** The visitor's confirmation, or null when the address reached its daily cap. */
      confirmationId: string | null;
      /**
       * The visitor's confirmation as claimed for the caller's first try (only with
       * `SaveContext.claimConfirmationMs`); the caller must deliver and settle it.
       */
      claimedConfirmation?: OutboxRow;
    }
  | { status: "duplicate" }
  | { status: "unavailable"; error: string };

export interface MailDraft {
  /** e.g. "contact-auto-reply", "contact-notification" */
  kind: string;
  to: string;
  payload: Record<string, unknown>;
}

export interface SaveContext {
  db: Database;
  source: LeadSource;
  /** Where the company's lead notifications go (LEADS_NOTIFY_TO). */
  notifyTo: string;
  /** Host part of each mail's Message-ID, e.g. the site's host name. */
  messageHost: string;
  /**
   * At most this many visitor mails to one address in 24 hours, so the forms cannot be used to
   * flood somebody else's inbox. Further leads are still saved and the company still notified.
   */
  dailyMailCap?: number;
  /**
   * Queue the visitor's confirmation already claimed for this long (the outbox's lease), so the
   * request that saved it makes the first try and no worker takes it meanwhile. When the
   * request never settles it (a crash), the lease runs out and the worker sends it.
   */
  claimConfirmationMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;

export function isVisitorMail(kind: string): boolean {
  return !kind.endsWith("-notification");
}

/** A timestamp as milliseconds, as both drivers hand it back from raw SQL (number or text). */
function millis(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

/**
 * One statement writes the lead's row and its mails' rows, so they are saved together or not
 * at all (a statement is its own transaction) in one round trip to the database. The visitor's
 * mail is left out when its address already got `dailyMailCap` visitor mails in 24 hours.
 */
async function saveWithMails(
  context: SaveContext,
  leadTable: string,
  insertLead: (db: Database, leadId: string) => SQLWrapper,
  mails: (leadId: string) => MailDraft[],
): Promise<SaveResult> {
  const leadId = randomUUID();
  try {
    const drafts = mails(leadId);
    const visitor = drafts.find((draft) => isVisitorMail(draft.kind));
    const claimMs = context.claimConfirmationMs;
    const rows = drafts.map((draft, index) => ({
      ord: index,
      kind: draft.kind,
      to_address: draft.to,
      payload: draft.payload,
      message_id: `<${randomUUID()}@${context.messageHost}>`,
      visitor: draft === visitor,
      claim: draft === visitor && claimMs !== undefined,
    }));
    const cap = visitor && context.dailyMailCap !== undefined ? context.dailyMailCap : null;
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const result = await context.db.execute(sql`
      with lead as (${insertLead(context.db, leadId).getSQL()}),
      recent as (
        select count(*) as n from mail_outbox
        where lower(to_address) = ${visitor ? visitor.to.trim().toLowerCase() : ""}
          and created_at > ${since}::timestamptz
          and kind not like '%-notification'
          and ${cap}::int is not null
      )
      insert into mail_outbox (lead_table, lead_id, kind, to_address, payload, message_id, attempts, next_attempt_at)
      select ${leadTable}, lead.id, m.kind, m.to_address, m.payload, m.message_id,
             case when m.claim then 1 else 0 end,
             case when m.claim then now() + ${claimMs ?? 0}::int * interval '1 millisecond' else now() end
      from lead, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as m(ord int, kind text, to_address text, payload jsonb, message_id text, visitor boolean, claim boolean)
      where not m.visitor or ${cap}::int is null or (select n from recent) < ${cap}::int
      returning id, message_id,
        (extract(epoch from created_at) * 1000)::float8 as created_ms,
        (extract(epoch from next_attempt_at) * 1000)::float8 as next_ms`);
    const saved = (result as unknown as { rows: { id: string; message_id: string; created_ms: unknown; next_ms: unknown }[] }).rows;
    const byMessageId = new Map(saved.map((row) => [row.message_id, row]));
    const queued = rows.filter((row) => byMessageId.has(row.message_id));
    if (visitor && !queued.some((row) => row.visitor)) {
      console.warn(`Daily mail cap reached for one address: ${visitor.kind} not sent for lead ${leadId} in ${leadTable}`);
    }
    const mailIds = queued.map((row) => byMessageId.get(row.message_id)!.id);
    const confirmation = queued.find((row) => row.visitor);
    const confirmationRow = confirmation && byMessageId.get(confirmation.message_id)!;
    return {
      status: "saved" as const,
      leadId,
      mailIds,
      confirmationId: confirmationRow ? confirmationRow.id : null,
      ...(confirmation?.claim && confirmationRow
        ? {
            claimedConfirmation: {
              id: confirmationRow.id,
              leadTable,
              leadId,
              kind: confirmation.kind,
              toAddress: confirmation.to_address,
              payload: confirmation.payload,
              messageId: confirmation.message_id,
              status: "pending" as const,
              attempts: 1,
              nextAttemptAt: new Date(millis(confirmationRow.next_ms)),
              lastError: null,
              createdAt: new Date(millis(confirmationRow.created_ms)),
              sentAt: null,
            },
          }
        : {}),
    };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate" };
    const reason = describeDbError(error);
    console.error(`Saving a lead into ${leadTable} failed: ${reason}`);
    return { status: "unavailable", error: reason };
  }
}

function pair(context: SaveContext, form: string, visitorKind: string, visitor: string, data: Record<string, unknown>): (leadId: string) => MailDraft[] {
  return (leadId) => [
    { kind: visitorKind, to: visitor, payload: { ...data, leadId } },
    { kind: `${form}-notification`, to: context.notifyTo, payload: { ...data, leadId, replyTo: visitor, source: context.source } },
  ];
}

export function saveNewsletterSubscription(context: SaveContext, input: NewsletterInput): Promise<SaveResult> {
  const email = normalizeEmail(input.email);
  const unsubscribeToken = randomUUID();
  return saveWithMails(
    context,
    "newsletter_subscriptions",
    (db, id) =>
      db.insert(newsletterSubscriptions).values({ id, email, unsubscribeToken, ...context.source }).returning({ id: newsletterSubscriptions.id }),
    (leadId) => pair(context, "newsletter", "newsletter-confirmation", email, { email, unsubscribeToken })(leadId),
  );
}

export function saveDemoRequest(context: SaveContext, input: DemoRequestInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    "demo_requests",
    (db, id) => db.insert(demoRequests).values({ id, ...input, ...context.source }).returning({ id: demoRequests.id }),
    pair(context, "demo", "demo-auto-reply", input.email, { ...input }),
  );
}

export function saveContactInquiry(context: SaveContext, input: ContactInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    "contact_inquiries",
    (db, id) => db.insert(contactInquiries).values({ id, ...input, ...context.source }).returning({ id: contactInquiries.id }),
    pair(context, "contact", "contact-auto-reply", input.email, { ...input }),
  );
}

export function saveWebinarRegistration(context: SaveContext, webinarId: string, input: WebinarRegistrationInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    "webinar_registrations",
    (db, id) => db.insert(webinarRegistrations).values({ id, ...input, webinarId, ...context.source }).returning({ id: webinarRegistrations.id }),
    pair(context, "webinar", "webinar-confirmation", input.email, { ...input, webinarId }),
  );
}

export function saveTrainingRegistration(context: SaveContext, input: TrainingRegistration): Promise<SaveResult> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? null,
    training: input.training,
    email: input.email,
    contactNumber: input.contactNumber ?? null,
    phoneType: input.phoneType ?? null,
    countryCode: input.countryCode ?? null,
    preferredContactMethod: input.preferredContactMethod,
    trainingType: input.trainingType,
    attendeeCount: input.attendeeCount ?? null,
  };
  // The spec's confirmation payload: the number as "<country code> <number>", only when given.
  const mail = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    training: input.training,
    preferredContactMethod: input.preferredContactMethod,
    contactNumber: formatContactNumber(input.countryCode, input.contactNumber),
    trainingType: input.trainingType,
    attendeeCount: input.attendeeCount,
    company: input.company,
    phoneType: input.phoneType,
  };
  return saveWithMails(
    context,
    "training_registrations",
    (db, id) => db.insert(trainingRegistrations).values({ id, ...values, ...context.source }).returning({ id: trainingRegistrations.id }),
    pair(context, "training", "training-confirmation", input.email, mail),
  );
}
