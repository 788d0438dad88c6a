import { randomUUID } from "node:crypto";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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
import { batched, perHandle } from "~/server/db/batch.server";
import { preparedQuery } from "~/server/db/prepared.server";
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
       * Every queued mail as claimed for this process (only with `SaveContext.claimMailsMs`):
       * the caller must deliver and settle them, or leave them to the lease's end.
       */
      claimed?: OutboxRow[];
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
   * Queue the lead's mails already claimed for this long (the outbox's lease), so this process
   * makes their first try (the request the visitor's confirmation, the process's mail worker the
   * company's notification) and no worker takes them meanwhile, without a claiming statement.
   * When the process never settles them (a crash), the lease runs out and a worker sends them.
   */
  claimMailsMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;

export function isVisitorMail(kind: string): boolean {
  return !kind.endsWith("-notification");
}

/** A timestamp as milliseconds, as both drivers hand it back from raw SQL (number or text). */
function millis(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

type LeadTable = typeof newsletterSubscriptions | typeof demoRequests | typeof contactInquiries | typeof webinarRegistrations | typeof trainingRegistrations;

/** One lead to save: its row's values and its mails, ready for the statement. */
interface SaveJob {
  leadId: string;
  values: Record<string, unknown>;
  drafts: MailRow[];
  /** The visitor's address as the daily cap counts it, when the visitor gets a mail. */
  capAddress: string | null;
}

interface MailRow {
  lead_id: string;
  kind: string;
  to_address: string;
  payload: Record<string, unknown>;
  message_id: string;
  visitor: boolean;
  claim_ms: number | null;
  cap: number | null;
}

interface SavedMail {
  id: string;
  message_id: string;
  created_ms: unknown;
  next_ms: unknown;
}

/** A lead table's insert as one fixed statement for one set of columns (see insertLeads). */
interface LeadStatement {
  name: string;
  text: string;
  columns: [key: string, column: PgColumn][];
}

const leadStatements = new Map<string, LeadStatement>();

/**
 * The statement for leads whose values have these keys. Its text depends only on the table and
 * the keys (the rows come as one JSON parameter), so it is prepared once and reused; a key
 * left undefined is left out, so the column takes its default, as Drizzle's insert does.
 */
function leadStatement(table: LeadTable, keys: readonly string[]): LeadStatement {
  const tableName = getTableName(table);
  const signature = `${tableName}(${keys.join(",")})`;
  let statement = leadStatements.get(signature);
  if (statement) return statement;
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.filter((key) => all[key]).map((key): [string, PgColumn] => [key, all[key]!]);
  const names = columns.map(([, column]) => `"${column.name}"`).join(", ");
  const types = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(", ");
  const text = `
    with lead as (
      insert into "${tableName}" (${names})
      select ${names} from jsonb_to_recordset($1::jsonb) as row(${types})
      on conflict do nothing
      returning id)
    insert into mail_outbox (lead_table, lead_id, kind, to_address, payload, message_id, attempts, next_attempt_at)
    select $2, mail.lead_id, mail.kind, mail.to_address, mail.payload, mail.message_id,
           case when mail.claim_ms is not null then 1 else 0 end,
           $5::timestamptz + coalesce(mail.claim_ms, 0) * interval '1 millisecond'
    from jsonb_to_recordset($3::jsonb)
      as mail(lead_id uuid, kind text, to_address text, payload jsonb, message_id text, visitor boolean, claim_ms int, cap int)
    where mail.lead_id in (select id from lead)
      and (mail.cap is null or (
        select count(*) from mail_outbox sent
        where lower(sent.to_address) = lower(trim(mail.to_address))
          and sent.created_at > $4::timestamptz
          and sent.kind not like '%-notification'
      ) < mail.cap)
    returning id, message_id,
      (extract(epoch from created_at) * 1000)::float8 as created_ms,
      (extract(epoch from next_attempt_at) * 1000)::float8 as next_ms`;
  statement = { name: `save_lead_${leadStatements.size + 1}`, text, columns };
  leadStatements.set(signature, statement);
  return statement;
}

/** The keys of a job's row that have a value (undefined means the column's default). */
function rowKeys(job: SaveJob): string[] {
  return ["id", ...Object.keys(job.values).filter((key) => key !== "id" && job.values[key] !== undefined).sort()];
}

/**
 * One statement writes the leads' rows and their mails' rows, so each lead is saved with its
 * mails or not at all (a statement is its own transaction), in one round trip for every lead
 * that arrived while the previous statement ran. A lead whose unique index refuses it (already
 * subscribed or registered) is skipped and gets no mails; a visitor's mail is left out when its
 * address already got `dailyMailCap` visitor mails in 24 hours. All jobs must have the same row
 * keys (saveBatch groups them so).
 */
async function insertLeads(db: Database, table: LeadTable, leadTable: string, jobs: readonly SaveJob[]): Promise<Map<string, SavedMail>> {
  const statement = leadStatement(table, rowKeys(jobs[0]!));
  const rows = jobs.map((job) => {
    const row: Record<string, unknown> = {};
    const values: Record<string, unknown> = { ...job.values, id: job.leadId };
    for (const [key, column] of statement.columns) {
      const value = values[key];
      row[column.name] = value === null || value === undefined ? null : column.mapToDriverValue(value);
    }
    return row;
  });
  const now = Date.now();
  const since = new Date(now - DAY_MS).toISOString();
  // Due times come from this process's clock (whole milliseconds), as the claim's "due" test
  // does: the database's now() has microseconds and would make a mail sent in the same
  // millisecond look not yet due.
  const due = new Date(now).toISOString();
  const saved = await preparedQuery(db, statement.name, statement.text, [
    JSON.stringify(rows),
    leadTable,
    JSON.stringify(jobs.flatMap((job) => job.drafts)),
    since,
    due,
  ]);
  return new Map((saved as unknown as SavedMail[]).map((row) => [row.message_id, row]));
}

function outcomeOf(job: SaveJob, leadTable: string, saved: Map<string, SavedMail>): SaveResult {
  const queued = job.drafts.filter((draft) => saved.has(draft.message_id));
  // Every saved lead has its company notification, which no cap leaves out.
  if (queued.length === 0) return { status: "duplicate" };
  const visitor = job.drafts.find((draft) => draft.visitor);
  const confirmation = queued.find((draft) => draft.visitor);
  if (visitor && !confirmation) {
    console.warn(`Daily mail cap reached for one address: ${visitor.kind} not sent for lead ${job.leadId} in ${leadTable}`);
  }
  const row = confirmation && saved.get(confirmation.message_id)!;
  return {
    status: "saved",
    leadId: job.leadId,
    mailIds: queued.map((draft) => saved.get(draft.message_id)!.id),
    confirmationId: row ? row.id : null,
    ...(queued.every((draft) => draft.claim_ms !== null)
      ? {
          claimed: queued.map((draft) => {
            const mail = saved.get(draft.message_id)!;
            return {
              id: mail.id,
              leadTable,
              leadId: job.leadId,
              kind: draft.kind,
              toAddress: draft.to_address,
              payload: draft.payload,
              messageId: draft.message_id,
              status: "pending" as const,
              attempts: 1,
              nextAttemptAt: new Date(millis(mail.next_ms)),
              lastError: null,
              createdAt: new Date(millis(mail.created_ms)),
              sentAt: null,
            };
          }),
        }
      : {}),
  };
}

function failed(leadTable: string, error: unknown): SaveResult {
  if (isUniqueViolation(error)) return { status: "duplicate" };
  const reason = describeDbError(error);
  console.error(`Saving a lead into ${leadTable} failed: ${reason}`);
  return { status: "unavailable", error: reason };
}

async function saveBatch(db: Database, table: LeadTable, leadTable: string, jobs: SaveJob[]): Promise<SaveResult[]> {
  const results = new Map<SaveJob, SaveResult>();
  let rest = jobs;
  while (rest.length > 0) {
    // Leads to one address go in separate statements, so each one's daily cap counts the
    // mails queued by the one before, as when they come one by one.
    // One statement takes rows of one shape: leads with other keys (optional fields left out)
    // wait for the next round.
    const addresses = new Set<string>();
    const round: SaveJob[] = [];
    const later: SaveJob[] = [];
    const keys = rowKeys(rest[0]!).join(",");
    for (const job of rest) {
      if ((job.capAddress !== null && addresses.has(job.capAddress)) || rowKeys(job).join(",") !== keys) later.push(job);
      else {
        if (job.capAddress !== null) addresses.add(job.capAddress);
        round.push(job);
      }
    }
    rest = later;
    try {
      const saved = await insertLeads(db, table, leadTable, round);
      for (const job of round) results.set(job, outcomeOf(job, leadTable, saved));
    } catch (error) {
      if (round.length === 1) {
        results.set(round[0]!, failed(leadTable, error));
        continue;
      }
      // One lead's error (a trigger, a constraint) must not fail the others: each alone.
      for (const job of round) {
        try {
          results.set(job, outcomeOf(job, leadTable, await insertLeads(db, table, leadTable, [job])));
        } catch (single) {
          results.set(job, failed(leadTable, single));
        }
      }
    }
  }
  return jobs.map((job) => results.get(job)!);
}

const savers = new Map<LeadTable, (db: Database, job: SaveJob) => Promise<SaveResult>>();

function saverFor(table: LeadTable, leadTable: string) {
  let saver = savers.get(table);
  if (!saver) {
    saver = perHandle((db: Database) => batched((jobs: SaveJob[]) => saveBatch(db, table, leadTable, jobs), 64));
    savers.set(table, saver);
  }
  return saver;
}

async function saveWithMails(
  context: SaveContext,
  table: LeadTable,
  leadTable: string,
  values: Record<string, unknown>,
  mails: (leadId: string) => MailDraft[],
): Promise<SaveResult> {
  const leadId = randomUUID();
  const drafts = mails(leadId);
  const visitor = drafts.find((draft) => isVisitorMail(draft.kind));
  const cap = visitor && context.dailyMailCap !== undefined ? context.dailyMailCap : null;
  const job: SaveJob = {
    leadId,
    values,
    capAddress: visitor && cap !== null ? visitor.to.trim().toLowerCase() : null,
    drafts: drafts.map((draft) => ({
      lead_id: leadId,
      kind: draft.kind,
      to_address: draft.to,
      payload: draft.payload,
      message_id: `<${randomUUID()}@${context.messageHost}>`,
      visitor: draft === visitor,
      claim_ms: context.claimMailsMs ?? null,
      cap: draft === visitor ? cap : null,
    })),
  };
  try {
    return await saverFor(table, leadTable)(context.db, job);
  } catch (error) {
    return failed(leadTable, error);
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
    newsletterSubscriptions,
    "newsletter_subscriptions",
    { email, unsubscribeToken, ...context.source },
    (leadId) => pair(context, "newsletter", "newsletter-confirmation", email, { email, unsubscribeToken })(leadId),
  );
}

export function saveDemoRequest(context: SaveContext, input: DemoRequestInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    demoRequests,
    "demo_requests",
    { ...input, ...context.source },
    pair(context, "demo", "demo-auto-reply", input.email, { ...input }),
  );
}

export function saveContactInquiry(context: SaveContext, input: ContactInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    contactInquiries,
    "contact_inquiries",
    { ...input, ...context.source },
    pair(context, "contact", "contact-auto-reply", input.email, { ...input }),
  );
}

export function saveWebinarRegistration(context: SaveContext, webinarId: string, input: WebinarRegistrationInput): Promise<SaveResult> {
  return saveWithMails(
    context,
    webinarRegistrations,
    "webinar_registrations",
    { ...input, webinarId, ...context.source },
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
    pair(context, "training", "training-confirmation", input.email, mail),
  );
}
