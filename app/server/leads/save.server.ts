import { randomUUID } from "node:crypto";
import { and, count, eq, gt, sql, type SQL } from "drizzle-orm";
import type { ContactInput } from "~/forms/contact";
import type { DemoRequestInput } from "~/forms/demo-request";
import { mailboxKey } from "~/forms/email-address";
import type { NewsletterInput } from "~/forms/newsletter";
import { formatContactNumber, type TrainingRegistration } from "~/forms/training-registration";
import type { WebinarRegistrationInput } from "~/forms/webinar-registration";
import { LEAD_DIGEST_KIND, LEAD_WEBHOOK_KIND } from "~/lib/lead-labels";
import { SPAM_THRESHOLD, spamScore } from "~/server/leads/spam.server";
import { transaction, transactionWithoutFlush, type Database, type Transaction } from "~/server/db/client.server";
import { describeDbError } from "~/server/db/errors.server";
import {
  contactInquiries,
  demoRequests,
  leadForms,
  leads,
  mailOutbox,
  newsletterSubscriptions,
  trainingRegistrations,
  webinarRegistrations,
  webinars,
} from "~/server/db/schema.server";
import type { LeadSource } from "~/server/leads/source.server";
import type { OutboxRow } from "~/server/mail/outbox.server";
import { webhookDestination, type WebhookLead } from "~/server/mail/webhook.server";
import { hitRateLimit, hitRateLimits, NOTIFICATIONS_KEY, VISITOR_MAILS_KEY, type RateLimit } from "~/server/security/rate-limit.server";
import { logger } from "~/server/logger.server";

/**
 * Saving a lead: the post is first counted against the form limit and the hourly mail caps (a
 * transaction of counters that need no flush, decision 0024); then one transaction writes the
 * lead's row, its row in the staff's inbox (`leads`, same id) and the rows of every mail it owes
 * (the visitor's confirmation and the company's notification, and with LEAD_WEBHOOK_URL its post
 * to the company's chat), so a saved lead always is in the inbox and has its mails queued, and a
 * refused one (too many posts, already subscribed) leaves no lead and no mail. That commit returns
 * once it is on disk (decision 0012).
 */
export type SaveResult =
  | {
      status: "saved";
      leadId: string;
      /** Every mail queued for this lead (visitor's and company's, and the chat webhook's post). */
      mailIds: string[];
      /** The visitor's confirmation, or null when the address reached its daily cap. */
      confirmationId: string | null;
      /** Its row, as claimed for the caller's first try (see SaveContext.claimMs). */
      confirmation: OutboxRow | null;
    }
  | { status: "duplicate" }
  | { status: "limited"; resetAt: Date }
  | { status: "unavailable"; error: string };

export interface MailDraft {
  /** e.g. "contact-auto-reply", "contact-notification" */
  kind: string;
  to: string;
  payload: Record<string, unknown>;
  /** When it is to be sent, if not at once. */
  dueAt?: Date;
  /** What its Message-ID is made of, when it must be one of a kind; a random id otherwise. */
  messageKey?: string;
}

export interface SaveContext {
  db: Database;
  source: LeadSource;
  /** Where the company's lead notifications go (LEADS_NOTIFY_TO). */
  notifyTo: string;
  /**
   * LEAD_WEBHOOK_URL: every lead whose notification is queued also queues a post there. Only its
   * origin is stored; the outbox posts to the URL configured when it sends.
   */
  leadWebhookUrl?: string;
  /** Domain part of each mail's Message-ID: the domain of MAIL_FROM's address (mailDomain). */
  messageHost: string;
  /** Counted in the same transaction; over the limit, nothing is saved. */
  rateLimit?: RateLimit & { key: string };
  /** Limits on the mails leads may cause (see MailCaps); a lead over one is still saved. */
  mailCaps?: MailCaps;
  /**
   * The visitor's confirmation is saved claimed for this long (the outbox's lease): the request
   * that saved it makes its first try, and no worker takes it meanwhile. If that process dies,
   * the lease runs out and a worker sends it. Without it, every mail is due at once.
   */
  claimMs?: number;
}

/**
 * So the forms cannot be used to send mail in bulk, nor to bury the company's inbox:
 * - `perMailbox`: visitor mails to one mailbox (app/forms/email-address.ts: its dot and plus
 *   spellings count as one) in 24 hours;
 * - `perClient`: leads of one client (an IP address or IPv6 /64) within the form limit's window
 *   (FORM_RATE_LIMIT's 10 minutes, counted by the same counter) that get mails, the visitor's and
 *   the company's: one bot is stopped long before a site-wide cap;
 * - `visitorPerHour`: visitor mails the whole site queues in an hour (staff sign-in links count too);
 * - `notificationsPerHour`: company notifications the whole site queues in an hour.
 * A lead over a cap is still saved; the mail is left out and the cap is logged. A notification
 * left out is never silence: the company gets one digest mail per clock hour naming how many
 * leads came in without one (kind LEAD_DIGEST_KIND, sent at the hour's end). The hourly caps are
 * counted without a lock, so leads saved at the same moment may pass one by a few.
 */
export interface MailCaps {
  perMailbox: number;
  perClient: number;
  visitorPerHour: number;
  notificationsPerHour: number;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

function isNotification(kind: string): boolean {
  return kind.endsWith("-notification");
}

export function isVisitorMail(kind: string): boolean {
  return !isNotification(kind) && kind !== LEAD_WEBHOOK_KIND;
}

type LeadTable =
  | typeof newsletterSubscriptions
  | typeof demoRequests
  | typeof contactInquiries
  | typeof webinarRegistrations
  | typeof trainingRegistrations;

/** Visitor mails queued for `mailbox` in the last 24 hours: one range of mail_outbox_mailbox_idx. */
async function visitorMailsToday(tx: Transaction, mailbox: string, now: Date): Promise<number> {
  // Leads to one mailbox wait for each other here, so two at once cannot both pass the cap.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${mailbox}))`);
  const [row] = await tx
    .select({ count: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.mailbox, mailbox), gt(mailOutbox.createdAt, new Date(now.getTime() - DAY_MS))));
  return row!.count;
}

/** What was counted for a lead before its transaction: its place among its client's posts and, for a client within MAIL_CLIENT_CAP, in the hour's mails. */
interface Counted {
  clientLeads: number;
  visitorMails: number;
  notifications: number;
}

/**
 * Counts a lead's post against the form limit and, for a client within MAIL_CLIENT_CAP, the mails
 * it would queue against the hourly caps, in a transaction of its own committed without waiting
 * for the flush (decision 0024): every post increments the hour's two counters, and none waits
 * for another's disk write. A refused post (over the form limit) counts nothing else. The hourly
 * counts are taken before the lead is known to be new and within the mailbox cap: a duplicate or
 * a mail held by the mailbox cap still counts, so a cap is reached early, never passed.
 */
async function countPost(context: SaveContext, drafts: MailDraft[], now: Date): Promise<Counted | { limitedUntil: Date }> {
  // Nothing to count (a tool, a test): no transaction.
  if (!context.rateLimit && !context.mailCaps) return { clientLeads: 0, visitorMails: 0, notifications: 0 };
  return transactionWithoutFlush(context.db, async (tx) => {
    let clientLeads = 0;
    if (context.rateLimit) {
      const { key, ...limit } = context.rateLimit;
      const hit = await hitRateLimit(tx, key, { ...limit, now });
      if (!hit.allowed) return { limitedUntil: hit.resetAt };
      clientLeads = hit.count;
    }
    const counted = { clientLeads, visitorMails: 0, notifications: 0 };
    if (!context.mailCaps || clientLeads > context.mailCaps.perClient) return counted;
    const keys = [
      ...(drafts.some((draft) => isVisitorMail(draft.kind)) ? [VISITOR_MAILS_KEY] : []),
      ...(drafts.some((draft) => isNotification(draft.kind)) ? [NOTIFICATIONS_KEY] : []),
    ];
    if (keys.length === 0) return counted;
    // The caps are compared with the counts below, in withinCaps.
    const hits = await hitRateLimits(tx, keys, { limit: Number.MAX_SAFE_INTEGER, windowMs: HOUR_MS, now });
    keys.forEach((key, i) => {
      if (key === VISITOR_MAILS_KEY) counted.visitorMails = hits[i]!.count;
      else counted.notifications = hits[i]!.count;
    });
    return counted;
  });
}

/** A hit cap is logged at most once a minute (per cap and process), with how many mails it held back meanwhile. */
const capLog = new Map<string, { loggedAt: number; held: number }>();

function logCap(cap: string, message: string) {
  const entry = capLog.get(cap) ?? { loggedAt: 0, held: 0 };
  entry.held += 1;
  if (Date.now() - entry.loggedAt >= 60_000) {
    logger().warn(`${message} (${entry.held} mail${entry.held === 1 ? "" : "s"} held back since the last such line)`);
    entry.loggedAt = Date.now();
    entry.held = 0;
  }
  capLog.set(cap, entry);
}

/**
 * The company's digest of the clock hour `now` falls in: sent at the hour's end, it names every
 * lead of that hour saved without a notification. Its Message-ID names the hour, so the hour's
 * later leads add no second one (nor does another server instance).
 */
function digestDraft(to: string, now: Date): MailDraft {
  const since = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const until = new Date(since.getTime() + HOUR_MS);
  return {
    kind: LEAD_DIGEST_KIND,
    to,
    payload: { since: since.toISOString(), until: until.toISOString() },
    messageKey: `digest-${since.toISOString()}`,
    dueAt: until,
  };
}

/** The drafts a lead may queue under the caps; each one left out is logged, and a notification left out queues the hour's digest. */
async function withinCaps(
  tx: Transaction,
  caps: MailCaps,
  drafts: MailDraft[],
  leadTable: string,
  now: Date,
  counted: Counted,
): Promise<MailDraft[]> {
  /** The cap that holds a draft back, and what to log, if any. */
  const capOn = async (draft: MailDraft): Promise<[cap: string, line: string] | undefined> => {
    const notSent = `${draft.kind} not sent for a lead in ${leadTable}`;
    if (counted.clientLeads > caps.perClient)
      return ["client", `Cap on mailed leads per client (MAIL_CLIENT_CAP=${caps.perClient} in 10 minutes) reached: ${notSent}`];
    if (!isVisitorMail(draft.kind)) {
      return counted.notifications > caps.notificationsPerHour
        ? ["notification", `Hourly cap on lead notifications (NOTIFY_HOURLY_CAP=${caps.notificationsPerHour}) reached: ${notSent}`]
        : undefined;
    }
    if (counted.visitorMails > caps.visitorPerHour)
      return ["visitor", `Hourly cap on visitor mails (MAIL_HOURLY_CAP=${caps.visitorPerHour}) reached: ${notSent}`];
    if ((await visitorMailsToday(tx, mailboxKey(draft.to), now)) >= caps.perMailbox) {
      return ["mailbox", `Daily cap per mailbox (MAIL_DAILY_CAP=${caps.perMailbox}) reached: ${notSent}`];
    }
    return undefined;
  };
  const kept: MailDraft[] = [];
  for (const draft of drafts) {
    const held = await capOn(draft);
    if (!held) {
      kept.push(draft);
      continue;
    }
    logCap(...held);
    // The company never hears nothing of a lead: the hour's digest names it.
    if (isNotification(draft.kind)) kept.push(digestDraft(draft.to, now));
  }
  return kept;
}

/** What the inbox shows of a lead besides its address, source and time, which it takes from the form's row. */
interface InboxEntry {
  form: (typeof leadForms)[number];
  name?: string;
  company?: string | null;
  /** The contact or demo subject, the course, the webinar's title. */
  subject?: string | SQL;
  message?: string;
  /** What else the inbox searches (a training registration's phone, preference and group). */
  details?: string;
}

/**
 * A training registration's fields the inbox searches, as migration 0012 wrote them for the
 * registrations before it: "US 7045550142 · prefers phone · group · 4 attendees".
 */
export function trainingDetails(row: {
  countryCode?: string | null;
  contactNumber?: string | null;
  preferredContactMethod: string;
  trainingType: string;
  attendeeCount?: number | null;
}): string {
  const phone = [row.countryCode, row.contactNumber].filter(Boolean).join(" ").trim();
  return [
    phone,
    `prefers ${row.preferredContactMethod}`,
    row.trainingType,
    row.attendeeCount != null ? `${row.attendeeCount} attendees` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

async function saveWithMails(
  context: SaveContext,
  table: LeadTable,
  leadTable: string,
  values: Record<string, unknown>,
  inbox: InboxEntry,
  mails: (leadId: string) => MailDraft[],
): Promise<SaveResult> {
  const leadId = randomUUID();
  const spam = spamScore(inbox);
  const filedAsSpam = spam.score >= SPAM_THRESHOLD;
  // Spam is saved, but nobody at the company is told of it (the visitor's own mail stays).
  const drafts = mails(leadId).filter((draft) => !(filedAsSpam && isNotification(draft.kind)));
  const visitor = drafts.find((draft) => isVisitorMail(draft.kind));
  // Due times come from this process's clock, as the worker's "due" test does.
  const now = new Date();
  try {
    const counted = await countPost(context, drafts, now);
    if ("limitedUntil" in counted) return { status: "limited", resetAt: counted.limitedUntil };
    return await transaction(context.db, async (tx): Promise<SaveResult> => {
      // A unique index refuses a second sign-up or registration: nothing more is written.
      const [lead] = await tx
        .insert(table)
        .values({ ...values, id: leadId } as typeof table.$inferInsert)
        .onConflictDoNothing()
        .returning({
          id: table.id,
          email: table.email,
          pagePath: table.pagePath,
          referrer: table.referrer,
          utmSource: table.utmSource,
          utmMedium: table.utmMedium,
          utmCampaign: table.utmCampaign,
        });
      if (!lead) return { status: "duplicate" };
      // Address and source as the form's row holds them. Both rows' created_at is now(), the
      // transaction's start, so they are equal to the microsecond (a Date would keep milliseconds).
      const [entry] = await tx
        .insert(leads)
        .values({
          ...inbox,
          company: inbox.company ?? "",
          ...lead,
          spamScore: spam.score,
          spamReasons: spam.reasons,
          spamAt: filedAsSpam ? sql`now()` : null,
        })
        .returning({ form: leads.form, name: leads.name, email: leads.email, company: leads.company, subject: leads.subject });

      const kept = context.mailCaps ? await withinCaps(tx, context.mailCaps, drafts, leadTable, now, counted) : [...drafts];
      // The chat hears of exactly the leads the company's notification is queued for.
      if (context.leadWebhookUrl && kept.some((draft) => isNotification(draft.kind) && draft.kind !== LEAD_DIGEST_KIND)) {
        const payload: WebhookLead = entry!;
        kept.push({ kind: LEAD_WEBHOOK_KIND, to: webhookDestination(context.leadWebhookUrl), payload: { ...payload } });
      }
      if (kept.length === 0) return { status: "saved", leadId, mailIds: [], confirmationId: null, confirmation: null };
      const rows = kept.map((draft) => ({
        leadTable,
        leadId,
        kind: draft.kind,
        toAddress: draft.to,
        mailbox: draft === visitor ? mailboxKey(draft.to) : null,
        payload: draft.payload,
        messageId: `<${draft.messageKey ?? randomUUID()}@${context.messageHost}>`,
        ...(draft === visitor && context.claimMs !== undefined
          ? { attempts: 1, nextAttemptAt: new Date(now.getTime() + context.claimMs) }
          : { attempts: 0, nextAttemptAt: draft.dueAt ?? now }),
      }));
      const saved = await tx.insert(mailOutbox).values(rows).onConflictDoNothing({ target: mailOutbox.messageId }).returning();
      const confirmation = saved.find((row) => isVisitorMail(row.kind)) ?? null;
      return { status: "saved", leadId, mailIds: saved.map((row) => row.id), confirmationId: confirmation?.id ?? null, confirmation };
    });
  } catch (error) {
    const reason = describeDbError(error);
    logger().error(`Saving a lead into ${leadTable} failed: ${reason}`);
    return { status: "unavailable", error: reason };
  }
}

function pair(
  context: SaveContext,
  form: string,
  visitorKind: string,
  visitor: string,
  data: Record<string, unknown>,
): (leadId: string) => MailDraft[] {
  return (leadId) => [
    { kind: visitorKind, to: visitor, payload: { ...data, leadId } },
    { kind: `${form}-notification`, to: context.notifyTo, payload: { ...data, leadId, replyTo: visitor, source: context.source } },
  ];
}

export function saveNewsletterSubscription(context: SaveContext, input: NewsletterInput): Promise<SaveResult> {
  const email = input.email;
  const unsubscribeToken = randomUUID();
  return saveWithMails(
    context,
    newsletterSubscriptions,
    "newsletter_subscriptions",
    { email, unsubscribeToken, ...context.source },
    { form: "newsletter" },
    (leadId) => pair(context, "newsletter", "newsletter-confirmation", email, { email, unsubscribeToken })(leadId),
  );
}

export function saveDemoRequest(context: SaveContext, input: DemoRequestInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    demoRequests,
    "demo_requests",
    { ...input, ...context.source },
    { form: "demo", name: `${input.firstName} ${input.lastName}`, company: input.company, subject: input.subject, message: input.message },
    pair(context, "demo", "demo-auto-reply", input.email, { ...input }),
  );
}

export function saveContactInquiry(context: SaveContext, input: ContactInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    contactInquiries,
    "contact_inquiries",
    { ...input, ...context.source },
    { form: "contact", name: `${input.firstName} ${input.lastName}`, subject: input.subject, message: input.message },
    pair(context, "contact", "contact-auto-reply", input.email, { ...input }),
  );
}

export function saveWebinarRegistration(context: SaveContext, webinarId: string, input: WebinarRegistrationInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    webinarRegistrations,
    "webinar_registrations",
    { ...input, webinarId, ...context.source },
    // Read in the transaction that saves the registration, from the row it points at.
    {
      form: "webinar",
      name: `${input.firstName} ${input.lastName}`,
      subject: sql`(select ${webinars.title} from ${webinars} where ${webinars.id} = ${webinarId})`,
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
    trainingRegistrations,
    "training_registrations",
    { ...values, ...context.source },
    {
      form: "training",
      name: `${input.firstName} ${input.lastName}`,
      company: input.company,
      subject: input.training,
      details: trainingDetails(values),
    },
    pair(context, "training", "training-confirmation", input.email, mail),
  );
}
