import { randomUUID } from "node:crypto";
import { and, count, gt, not, sql } from "drizzle-orm";
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
}

const DAY_MS = 24 * 60 * 60_000;

/** Visitor mails (everything but company notifications) queued to `address` in the last 24 hours. */
async function recentVisitorMails(tx: Transaction, address: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = ${address.trim().toLowerCase()}`,
        gt(mailOutbox.createdAt, new Date(Date.now() - DAY_MS)),
        not(sql`${mailOutbox.kind} like '%-notification'`),
      ),
    );
  return Number(row?.value ?? 0);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function isVisitorMail(kind: string): boolean {
  return !kind.endsWith("-notification");
}

async function saveWithMails(
  context: SaveContext,
  leadTable: string,
  insertLead: (tx: Transaction) => Promise<string>,
  mails: (leadId: string) => MailDraft[],
): Promise<SaveResult> {
  try {
    return await context.db.transaction(async (tx) => {
      const leadId = await insertLead(tx);
      let drafts = mails(leadId);
      const visitor = drafts.find((draft) => isVisitorMail(draft.kind));
      if (visitor && context.dailyMailCap !== undefined && (await recentVisitorMails(tx, visitor.to)) >= context.dailyMailCap) {
        console.warn(`Daily mail cap reached for one address: ${visitor.kind} not sent for lead ${leadId} in ${leadTable}`);
        drafts = drafts.filter((draft) => draft !== visitor);
      }
      const rows = await tx
        .insert(mailOutbox)
        .values(
          drafts.map((draft) => ({
            leadTable,
            leadId,
            kind: draft.kind,
            toAddress: draft.to,
            payload: draft.payload,
            messageId: `<${randomUUID()}@${context.messageHost}>`,
          })),
        )
        .returning({ id: mailOutbox.id });
      const mailIds = rows.map((row) => row.id);
      const confirmationIndex = drafts.findIndex((draft) => isVisitorMail(draft.kind));
      return { status: "saved" as const, leadId, mailIds, confirmationId: confirmationIndex >= 0 ? mailIds[confirmationIndex]! : null };
    });
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
  let unsubscribeToken = "";
  return saveWithMails(
    context,
    "newsletter_subscriptions",
    async (tx) => {
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({ email, ...context.source })
        .returning({ id: newsletterSubscriptions.id, unsubscribeToken: newsletterSubscriptions.unsubscribeToken });
      unsubscribeToken = row!.unsubscribeToken;
      return row!.id;
    },
    (leadId) => pair(context, "newsletter", "newsletter-confirmation", email, { email, unsubscribeToken })(leadId),
  );
}

export function saveDemoRequest(context: SaveContext, input: DemoRequestInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    "demo_requests",
    async (tx) => {
      const [row] = await tx.insert(demoRequests).values({ ...input, ...context.source }).returning({ id: demoRequests.id });
      return row!.id;
    },
    pair(context, "demo", "demo-auto-reply", input.email, { ...input }),
  );
}

export function saveContactInquiry(context: SaveContext, input: ContactInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    "contact_inquiries",
    async (tx) => {
      const [row] = await tx.insert(contactInquiries).values({ ...input, ...context.source }).returning({ id: contactInquiries.id });
      return row!.id;
    },
    pair(context, "contact", "contact-auto-reply", input.email, { ...input }),
  );
}

export function saveWebinarRegistration(context: SaveContext, webinarId: string, input: WebinarRegistrationInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    "webinar_registrations",
    async (tx) => {
      const [row] = await tx
        .insert(webinarRegistrations)
        .values({ ...input, webinarId, ...context.source })
        .returning({ id: webinarRegistrations.id });
      return row!.id;
    },
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
    async (tx) => {
      const [row] = await tx.insert(trainingRegistrations).values({ ...values, ...context.source }).returning({ id: trainingRegistrations.id });
      return row!.id;
    },
    pair(context, "training", "training-confirmation", input.email, mail),
  );
}
