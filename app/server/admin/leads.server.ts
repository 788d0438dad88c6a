/**
 * The staff inbox: every lead of the five forms, newest first, from the `leads` table (one row a
 * lead, written in the lead's own transaction), filtered, searched, paged, exported as CSV, and
 * what staff change on a lead (status, owner, notes). Authorization and the audit log are the
 * caller's: these functions trust whoever calls them.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gte, isNotNull, isNull, lt, lte, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { REPLY_WITHIN_HOURS } from "~/content/book-demo";
import { company } from "~/content/company";
import { businessHoursBefore } from "~/lib/business-hours";
import { dateFormat } from "~/lib/formats";
import {
  COUNT_CAP,
  LEAD_REPLY_KIND,
  LEAD_WEBHOOK_KIND,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
  MAX_SEARCH_LENGTH,
  replySubject,
} from "~/lib/lead-labels";
import { CSV_BATCH, csvLine, csvLines } from "~/server/admin/csv-download.server";
import { decodeCursor, isUuid, olderThan, pageSize, positionAt, toPage, type Position } from "~/server/admin/keyset.server";
import { transaction, type Database } from "~/server/db/client.server";
import {
  contactInquiries,
  FORM_TABLES,
  demoRequests,
  LEAD_TABLES,
  leadForms,
  leadNotes,
  leads,
  leadStatuses,
  mailOutbox,
  newsletterSubscriptions,
  staffUsers,
  trainingRegistrations,
  webinarRegistrations,
  webinars,
  type LeadStatus,
  type MailStatus,
} from "~/server/db/schema.server";
import { contactMethodLabel, formatWebinarTime, phoneTypeLabel } from "~/server/mail/leads.server";
import { formatContactNumber } from "~/forms/training-registration";
import { messageIdFor, type MailEnv } from "~/server/mail/message.server";
import { hitRateLimit } from "~/server/security/rate-limit.server";
// Label-value pairs of the values that are there: the notification mail lists a lead the same way.
import { rows } from "~/server/mail/templates/content.server";

export type LeadForm = (typeof leadForms)[number];

/** The company's time zone: a day in a filter is a day in Concord, NC. */
const TIME_ZONE = company.openingHours.timeZone;

// ---- the filter ----

/** What the inbox is narrowed to; every part optional. Dates are yyyy-mm-dd, both days included. */
export interface LeadFilter {
  form?: LeadForm;
  status?: LeadStatus;
  from?: string;
  to?: string;
  /** The page the form was sent from, exactly as stored (e.g. "/contact"). */
  page?: string;
  /** utm_campaign, exactly. */
  campaign?: string;
  /** Any part of the name, address, company, subject or message, in any case. */
  q?: string;
  /** "me": the leads of the member asking (`me`); "none": the leads nobody has taken. */
  owner?: "me" | "none";
  /** The member asking, for owner "me" (from the session, never from the URL). */
  me?: string;
  /**
   * "reply": new leads past the site's promise of a reply within REPLY_WITHIN_HOURS business hours;
   * "follow-up": leads whose follow-up day has come (today or earlier), won and lost ones aside.
   */
  needs?: "reply" | "follow-up";
  /** "spam": the leads filed as spam, which every other view, count and export leaves out. */
  view?: "spam";
}

/** A value that is not one of its kind is dropped, not an error: a hand-edited link still lists leads. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
// Year 1 onwards: PostgreSQL has no year 0.
const day = z.iso.date().regex(/^[1-9]/);
const sourceValue = z.string().trim().min(1).max(500);

const filterSchema = z.object({
  form: optional(z.enum(leadForms)),
  status: optional(z.enum(leadStatuses)),
  from: optional(day),
  to: optional(day),
  page: optional(sourceValue),
  campaign: optional(sourceValue),
  owner: optional(z.enum(["me", "none"])),
  needs: optional(z.enum(["reply", "follow-up"])),
  view: optional(z.enum(["spam"])),
  // Cut rather than dropped: a long paste still searches for its start.
  q: optional(
    z
      .string()
      .transform((value) => [...value.trim()].slice(0, MAX_SEARCH_LENGTH).join("").trim())
      .pipe(z.string().min(1)),
  ),
});

const filterKeys = [
  "view",
  "form",
  "status",
  "owner",
  "needs",
  "from",
  "to",
  "page",
  "campaign",
  "q",
] as const satisfies readonly (keyof LeadFilter)[];

/**
 * The filter a URL's query asks for (the first value of each key); what is not valid is left out.
 * `me` is the member asking, for "owner=me".
 */
export function parseLeadFilter(params: URLSearchParams, me?: string): LeadFilter {
  const raw = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = filterSchema.parse(raw);
  const filter = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as LeadFilter;
  if (filter.owner === "me") {
    if (me) filter.me = me;
    else delete filter.owner;
  }
  return filter;
}

/** The query that `parseLeadFilter` reads back as `filter`, for links (pages, the export). */
export function filterToParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Midnight at the start of `date` (plus `days`) in the company's time zone. */
function startOfDay(date: string, days = 0): SQL {
  return sql`((${date}::date + ${days}::int)::timestamp at time zone ${TIME_ZONE})`;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

function filterConditions(filter: LeadFilter, now = new Date()): SQL[] {
  const where: SQL[] = [filter.view === "spam" ? isNotNull(leads.spamAt) : notSpam];
  if (filter.form) where.push(eq(leads.form, filter.form));
  if (filter.status) where.push(eq(leads.status, filter.status));
  if (filter.from) where.push(gte(leads.createdAt, startOfDay(filter.from)));
  if (filter.to) where.push(lt(leads.createdAt, startOfDay(filter.to, 1)));
  if (filter.page) where.push(eq(leads.pagePath, filter.page));
  if (filter.campaign) where.push(eq(leads.utmCampaign, filter.campaign));
  // In this form (a substring of the lower-cased text) the trigram index on search_text serves it.
  if (filter.q) where.push(sql`${leads.searchText} like '%' || lower(${escapeLike(filter.q)}) || '%'`);
  if (filter.owner === "me" && filter.me) where.push(eq(leads.ownerId, filter.me));
  if (filter.owner === "none") where.push(isNull(leads.ownerId));
  if (filter.needs === "reply") where.push(...waitingForReply(now));
  if (filter.needs === "follow-up") where.push(...followUpDue(now));
  return where;
}

/** Leads not filed as spam: what every list, count and export of the workspace holds (the Spam view aside). */
export const notSpam = isNull(leads.spamAt);

/** How many leads match `where`, reading COUNT_CAP rows at most: the count, or COUNT_CAP for "that many or more". */
async function countUpTo(db: Database, where: SQL | undefined): Promise<number> {
  const matching = db.select({ id: leads.id }).from(leads).where(where).limit(COUNT_CAP).as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** The company's calendar day at `now`, yyyy-mm-dd. */
export function companyDay(now: Date): string {
  return dateFormat({ timeZone: TIME_ZONE }, "en-CA").format(now);
}

/** New leads that have waited longer than the site promises (REPLY_WITHIN_HOURS business hours). */
function waitingForReply(now: Date): SQL[] {
  return [eq(leads.status, "new"), notSpam, lte(leads.createdAt, businessHoursBefore(now, REPLY_WITHIN_HOURS, company.openingHours))];
}

/** Leads whose follow-up day is today or past, unless they are won or lost. */
function followUpDue(now: Date): SQL[] {
  return [lte(leads.followUpOn, companyDay(now)), notInArray(leads.status, ["won", "lost"]), notSpam];
}

/** A lead on one of the lists of what needs someone. */
export interface WaitingLead {
  id: string;
  form: LeadForm;
  name: string;
  email: string;
  subject: string;
  createdAt: Date;
  followUpOn: string | null;
}

/**
 * What needs someone at `now`, the overview's first lists and the owners' daily summary: new leads
 * past the promised reply (longest waiting first) and follow-ups due (earliest day first), the
 * first `limit` of each and how many there are (counted to COUNT_CAP).
 */
export async function needsSomeone(db: Database, now: Date, limit: number) {
  const columns = {
    id: leads.id,
    form: leads.form,
    name: leads.name,
    email: leads.email,
    subject: leads.subject,
    createdAt: leads.createdAt,
    followUpOn: leads.followUpOn,
  };
  const waiting = and(...waitingForReply(now));
  const due = and(...followUpDue(now));
  const [waitingRows, waitingCount, dueRows, dueCount] = await Promise.all([
    db
      .select(columns)
      .from(leads)
      .where(waiting)
      .orderBy(...oldestFirst)
      .limit(limit),
    countUpTo(db, waiting),
    db.select(columns).from(leads).where(due).orderBy(asc(leads.followUpOn), asc(leads.createdAt)).limit(limit),
    countUpTo(db, due),
  ]);
  return {
    waiting: { rows: waitingRows as WaitingLead[], total: waitingCount },
    followUps: { rows: dueRows as WaitingLead[], total: dueCount },
  };
}

// ---- pages ----

function pageWhere(filter: LeadFilter, after: Position | undefined): SQL | undefined {
  const conditions = filterConditions(filter);
  if (after) conditions.push(olderThan(leads.createdAt, leads.id, after));
  return and(...conditions);
}

// The order of leads_created_idx to the letter, "nulls last" included (PostgreSQL does not infer
// it from NOT NULL), so a page is a range of that index: without it, every page sorted the table.
// The id orders leads saved in the same microsecond.
const newestFirst = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];
/** The same index read backwards: "nulls first" is the reverse of "nulls last" (without it, a sort of every row). */
const oldestFirst = [sql`${leads.createdAt} asc nulls first`, sql`${leads.id} asc nulls first`];

export interface LeadOwner {
  id: string;
  name: string;
  email: string;
}

/** A lead as the inbox lists it. */
export interface LeadListRow {
  id: string;
  form: LeadForm;
  name: string;
  email: string;
  company: string;
  subject: string;
  status: LeadStatus;
  owner: LeadOwner | null;
  createdAt: Date;
  pagePath: string | null;
  utmCampaign: string | null;
  /** Whether the same mailbox sent a lead before this one (the person's record has them all). */
  returning: boolean;
}

export interface LeadPage {
  rows: LeadListRow[];
  /** The cursor of the next page (`after`), or null on the last one. */
  next: string | null;
}

/** A lead's owner as the lists show them (left join of staff_users). */
export const owner = { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email };
/** An earlier lead from the same mailbox (leads_mailbox_idx: one probe a row). */
const returning = sql<boolean>`exists (select 1 from ${leads} as earlier
  where earlier.mailbox = ${leads.mailbox} and earlier.created_at < ${leads.createdAt})`;

/** One page of the inbox, newest first; `after` is the `next` of the page before. */
export async function listLeads(db: Database, filter: LeadFilter, options: { after?: string; limit?: number } = {}): Promise<LeadPage> {
  const limit = pageSize(options.limit);
  const found = await db
    .select({
      id: leads.id,
      form: leads.form,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      subject: leads.subject,
      status: leads.status,
      owner,
      createdAt: leads.createdAt,
      pagePath: leads.pagePath,
      utmCampaign: leads.utmCampaign,
      returning,
      position: positionAt(leads.createdAt),
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(pageWhere(filter, decodeCursor(options.after)))
    .orderBy(...newestFirst)
    // One more than shown tells whether a next page exists.
    .limit(limit + 1);
  return toPage(found, limit);
}

// ---- one lead ----

export interface LeadField {
  label: string;
  value: string;
  /** mailto: for an address, tel: for a phone number: one tap from the lead's page. */
  href?: string;
}

/** The fields that are an address or a phone number, made links. */
function withLinks(fields: LeadField[]): LeadField[] {
  return fields.map((field) => {
    if (field.label === "E-mail") return { ...field, href: `mailto:${field.value}` };
    if (field.label === "Contact number") return { ...field, href: `tel:${field.value.replace(/[^\d+]/g, "")}` };
    return field;
  });
}

export interface LeadMail {
  id: string;
  kind: string;
  toAddress: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** A reply staff wrote: who and what (from the outbox row's payload); null for every other mail. */
  reply: { authorName: string; body: string } | null;
}

export interface LeadNote {
  id: string;
  body: string;
  authorId: string | null;
  authorEmail: string;
  createdAt: Date;
}

export interface LeadDetail {
  lead: LeadListRow & {
    message: string;
    referrer: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    updatedAt: Date;
    followUpOn: string | null;
    spamScore: number;
    spamReasons: string[];
    spamAt: Date | null;
    spamBy: string | null;
    /** How many leads the same mailbox sent, this one included (the person's record lists them). */
    fromPerson: number;
  };
  /**
   * What the visitor sent and where from, as the form's own table keeps it (empty fields left
   * out). Empty when that row is gone (a newsletter subscriber who unsubscribed).
   */
  fields: LeadField[];
  mails: LeadMail[];
  /** Oldest first. */
  notes: LeadNote[];
}

/** The columns of a LeadMail. */
export const mailColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  reply: sql<LeadMail["reply"]>`case when ${mailOutbox.kind} = ${LEAD_REPLY_KIND}
    then jsonb_build_object('authorName', ${mailOutbox.payload} ->> 'authorName', 'body', ${mailOutbox.payload} ->> 'body') end`,
};

export const noteColumns = {
  id: leadNotes.id,
  body: leadNotes.body,
  authorId: leadNotes.authorId,
  authorEmail: leadNotes.authorEmail,
  createdAt: leadNotes.createdAt,
};

const received = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
  timeZoneName: "short",
});

interface SourceColumns {
  pagePath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  createdAt: Date;
}

function sourceFields(row: SourceColumns): LeadField[] {
  return rows(
    ["Page", row.pagePath],
    ["Referrer", row.referrer],
    ["UTM source", row.utmSource],
    ["UTM medium", row.utmMedium],
    ["UTM campaign", row.utmCampaign],
    // Newer ICU data puts a narrow no-break space before "PM"; plain spaces read the same everywhere.
    ["Received", received.format(row.createdAt).replace(/[\u00A0\u202F]/g, " ")],
  );
}

/** Every field of the lead's row in its form's table (the unsubscribe token, a secret, aside). */
async function formFields(db: Database, form: LeadForm, id: string): Promise<LeadField[]> {
  switch (form) {
    case "newsletter": {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
      return row ? [...rows(["E-mail", row.email]), ...sourceFields(row)] : [];
    }
    case "demo": {
      const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
      if (!row) return [];
      return [
        ...rows(
          ["First name", row.firstName],
          ["Last name", row.lastName],
          ["E-mail", row.email],
          ["Company", row.company],
          ["Subject", row.subject],
          ["Message", row.message],
        ),
        ...sourceFields(row),
      ];
    }
    case "contact": {
      const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
      if (!row) return [];
      return [
        ...rows(
          ["First name", row.firstName],
          ["Last name", row.lastName],
          ["E-mail", row.email],
          ["Subject", row.subject],
          ["Message", row.message],
        ),
        ...sourceFields(row),
      ];
    }
    case "training": {
      const [row] = await db.select().from(trainingRegistrations).where(eq(trainingRegistrations.id, id));
      if (!row) return [];
      return [
        ...rows(
          ["First name", row.firstName],
          ["Last name", row.lastName],
          ["Company", row.company],
          ["E-mail", row.email],
          ["Course", row.training],
          ["Training type", row.trainingType === "group" ? "Group" : "Individual"],
          ["Attendees", row.attendeeCount],
          ["Preferred contact", contactMethodLabel(row.preferredContactMethod)],
          ["Contact number", formatContactNumber(row.countryCode, row.contactNumber)],
          ["Phone type", phoneTypeLabel(row.phoneType)],
        ),
        ...sourceFields(row),
      ];
    }
    case "webinar": {
      const [found] = await db
        .select({ registration: webinarRegistrations, webinar: webinars })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
        .where(eq(webinarRegistrations.id, id));
      if (!found) return [];
      const { registration, webinar } = found;
      return [
        ...rows(
          ["First name", registration.firstName],
          ["Last name", registration.lastName],
          ["E-mail", registration.email],
          ["Webinar", webinar.title],
          // In the zone the webinar was announced in, as the visitor's confirmation gives it.
          ["Starts", formatWebinarTime(webinar)],
        ),
        ...sourceFields(registration),
      ];
    }
  }
}

/** A lead with its form's fields, its mails and notes; undefined for an unknown or malformed id. */
export async function getLead(db: Database, id: string): Promise<LeadDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [lead] = await db
    .select({
      id: leads.id,
      form: leads.form,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      subject: leads.subject,
      status: leads.status,
      owner,
      createdAt: leads.createdAt,
      pagePath: leads.pagePath,
      utmCampaign: leads.utmCampaign,
      message: leads.message,
      referrer: leads.referrer,
      utmSource: leads.utmSource,
      utmMedium: leads.utmMedium,
      updatedAt: leads.updatedAt,
      followUpOn: leads.followUpOn,
      spamScore: leads.spamScore,
      spamReasons: leads.spamReasons,
      spamAt: leads.spamAt,
      spamBy: leads.spamBy,
      returning,
      fromPerson: sql<number>`(select count(*)::int from ${leads} as other where other.mailbox = ${leads.mailbox})`,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(eq(leads.id, id));
  if (!lead) return undefined;
  const [fields, mails, notes] = await Promise.all([
    formFields(db, lead.form, id).then(withLinks),
    db
      .select(mailColumns)
      .from(mailOutbox)
      // Both columns, so mail_outbox_lead_idx serves it.
      .where(and(eq(mailOutbox.leadTable, LEAD_TABLES[lead.form]), eq(mailOutbox.leadId, id)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.kind)),
    db.select(noteColumns).from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
  ]);
  return { lead, fields, mails, notes };
}

// ---- changes by staff ----

export type LeadChangeFailure = { ok: false; reason: "not-found" | "invalid" | "limited"; message: string };

export interface LeadChanges {
  status?: { from: LeadStatus; to: LeadStatus };
  ownerId?: { from: string | null; to: string | null };
  followUpOn?: { from: string | null; to: string | null };
}

const notFound: LeadChangeFailure = { ok: false, reason: "not-found", message: "There is no such lead." };
const invalid = (message: string): LeadChangeFailure => ({ ok: false, reason: "invalid", message });

const updateSchema = z.object({
  status: z.enum(leadStatuses, { error: "Choose one of the statuses." }).optional(),
  // null takes the lead off its owner.
  ownerId: z.string({ error: "Choose a member of staff." }).min(1, "Choose a member of staff.").nullable().optional(),
  // null: no follow-up planned.
  followUpOn: z.iso
    .date({ error: "Choose the follow-up day from the calendar." })
    .regex(/^(19|20|21)\d\d-/, "Choose the follow-up day from the calendar.")
    .nullable()
    .optional(),
});

/**
 * Sets a lead's status and/or owner (null: nobody). Returns what changed, from what to what, for
 * the audit log; a value that is already the lead's changes nothing, not even updated_at.
 */
export async function updateLead(
  db: Database,
  id: string,
  update: { status?: string; ownerId?: string | null; followUpOn?: string | null },
): Promise<{ ok: true; changes: LeadChanges } | LeadChangeFailure> {
  if (!isUuid(id)) return notFound;
  const parsed = updateSchema.safeParse(update);
  if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
  const { status, ownerId, followUpOn } = parsed.data;
  return transaction(db, async (tx) => {
    // Locked, so two staff changing a lead at once each report the value the other left.
    const [current] = await tx
      .select({ status: leads.status, ownerId: leads.ownerId, followUpOn: leads.followUpOn })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!current) return notFound;
    const changes: LeadChanges = {};
    if (status !== undefined && status !== current.status) changes.status = { from: current.status, to: status };
    if (followUpOn !== undefined && followUpOn !== current.followUpOn) changes.followUpOn = { from: current.followUpOn, to: followUpOn };
    if (ownerId !== undefined && ownerId !== current.ownerId) {
      if (ownerId !== null) {
        // Key share: the member of staff cannot be removed before this commits.
        const [member] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, ownerId)).for("key share");
        if (!member) return invalid("There is no such member of staff.");
      }
      changes.ownerId = { from: current.ownerId, to: ownerId };
    }
    if (changes.status || changes.ownerId || changes.followUpOn) {
      await tx
        .update(leads)
        .set({ status: changes.status?.to, ownerId: changes.ownerId?.to, followUpOn: changes.followUpOn?.to, updatedAt: sql`now()` })
        .where(eq(leads.id, id));
    }
    return { ok: true, changes };
  });
}

/** Adds a note to a lead (trimmed, 1 to 5,000 characters) and returns it. */
export async function addLeadNote(
  db: Database,
  id: string,
  note: { authorId: string | null; authorEmail: string; body: string },
): Promise<{ ok: true; note: LeadNote } | LeadChangeFailure> {
  if (!isUuid(id)) return notFound;
  const body = typeof note.body === "string" ? note.body.trim() : "";
  if (!body) return invalid("Write the note first.");
  if (body.length > MAX_NOTE_LENGTH) return invalid(`Please keep the note under ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.`);
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, id))
      .returning({ id: leads.id });
    if (!lead) return notFound;
    const [saved] = await tx
      .insert(leadNotes)
      .values({ leadId: id, authorId: note.authorId, authorEmail: note.authorEmail, body })
      .returning(noteColumns);
    return { ok: true, note: saved! };
  });
}

/**
 * Files a lead as spam (`by`: the member's address) or takes it back out (`by` null). Returns
 * whether it changed; a lead already where it is asked to be changes nothing.
 */
export async function setSpam(db: Database, id: string, by: string | null): Promise<{ ok: true; changed: boolean } | LeadChangeFailure> {
  if (!isUuid(id)) return notFound;
  // Only a lead not already where it is asked to be changes: two staff filing it at once change it once.
  const [changed] = await db
    .update(leads)
    .set(by ? { spamAt: sql`now()`, spamBy: by, updatedAt: sql`now()` } : { spamAt: null, spamBy: null, updatedAt: sql`now()` })
    .where(and(eq(leads.id, id), by ? isNull(leads.spamAt) : isNotNull(leads.spamAt)))
    .returning({ id: leads.id });
  if (changed) return { ok: true, changed: true };
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  return lead ? { ok: true, changed: false } : notFound;
}

/** How many leads are filed as spam (the Spam view's count; a partial index holds exactly them). */
export async function countSpam(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(isNotNull(leads.spamAt));
  return row?.n ?? 0;
}

/**
 * Deletes a lead for good: its inbox row (and notes), the form's row and its mails, in one
 * transaction. Returns what it was, for the audit log.
 */
export async function deleteLead(db: Database, id: string): Promise<{ ok: true; form: LeadForm; email: string } | LeadChangeFailure> {
  if (!isUuid(id)) return notFound;
  return transaction(db, async (tx) => {
    const [lead] = await tx.delete(leads).where(eq(leads.id, id)).returning({ form: leads.form, email: leads.email });
    if (!lead) return notFound;
    const table = FORM_TABLES[lead.form];
    await tx.delete(table).where(eq(table.id, id));
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.leadTable, LEAD_TABLES[lead.form]), eq(mailOutbox.leadId, id)));
    return { ok: true, form: lead.form, email: lead.email };
  });
}

/** What the outbox keeps of a reply (its payload): everything the mail is rendered from when it is sent. */
export interface LeadReplyPayload {
  subject: string;
  body: string;
  /** The member of staff who wrote it, as the mail's sender name and its signature. */
  authorName: string;
  authorEmail: string;
  /** The visitor's name as the form gave it (the mail's recipient name). */
  name: string;
  /** The lead's notification: the message a reply from the company's mail client would answer. */
  inReplyTo: string | null;
  /** The lead's earlier mails (notification, the visitor's confirmation, earlier replies), oldest first. */
  references: string[];
  /** What the visitor wrote, quoted under the reply; null when the form has no message. */
  quoted: { at: string; text: string } | null;
}

/** Replies one member of staff may send in an hour. */
export const REPLIES_PER_HOUR = 60;

/**
 * Queues a reply to the visitor in the outbox (sent by the mail worker, retried like every mail)
 * and moves a new lead to "contacted", in one transaction. Returns the outbox row's id and the
 * status change for the audit log.
 */
export async function replyToLead(
  db: Database,
  id: string,
  reply: { author: { name: string; email: string }; body: string },
  env: Pick<MailEnv, "MAIL_FROM">,
): Promise<{ ok: true; mailId: string; changes: LeadChanges } | LeadChangeFailure> {
  if (!isUuid(id)) return notFound;
  const body = typeof reply.body === "string" ? reply.body.replace(/\r\n?/g, "\n").trim() : "";
  if (!body) return invalid("Write the reply first.");
  if (body.length > MAX_REPLY_LENGTH) return invalid(`Please keep the reply under ${MAX_REPLY_LENGTH.toLocaleString("en-US")} characters.`);
  return transaction(db, async (tx) => {
    const [lead] = await tx
      .select({
        form: leads.form,
        name: leads.name,
        email: leads.email,
        subject: leads.subject,
        message: leads.message,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!lead) return notFound;
    // More than any person writes: a stolen session cannot turn the workspace into a mailer.
    const limit = await hitRateLimit(tx, `lead-reply:${reply.author.email}`, { limit: REPLIES_PER_HOUR, windowMs: 3_600_000 });
    if (!limit.allowed) {
      return {
        ok: false,
        reason: "limited",
        message: `You have sent ${REPLIES_PER_HOUR} replies this hour; please wait a little before the next.`,
      } as const;
    }
    const earlier = await tx
      .select({ kind: mailOutbox.kind, messageId: mailOutbox.messageId })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.leadTable, LEAD_TABLES[lead.form]), eq(mailOutbox.leadId, id)))
      .orderBy(asc(mailOutbox.createdAt));
    const mails = earlier.filter((mail) => mail.kind !== LEAD_WEBHOOK_KIND);
    const payload: LeadReplyPayload = {
      subject: replySubject(lead),
      body,
      authorName: reply.author.name,
      authorEmail: reply.author.email,
      name: lead.name,
      inReplyTo: mails.find((mail) => mail.kind === `${lead.form}-notification`)?.messageId ?? null,
      references: mails.map((mail) => mail.messageId),
      quoted: lead.message ? { at: lead.createdAt.toISOString(), text: lead.message } : null,
    };
    const [queued] = await tx
      .insert(mailOutbox)
      .values({
        leadTable: LEAD_TABLES[lead.form],
        leadId: id,
        kind: LEAD_REPLY_KIND,
        toAddress: lead.email,
        // Staff's own mail: not counted against the visitor's daily cap.
        mailbox: null,
        payload,
        messageId: messageIdFor(randomUUID(), env),
      })
      .returning({ id: mailOutbox.id });
    const changes: LeadChanges = lead.status === "new" ? { status: { from: "new", to: "contacted" } } : {};
    await tx
      .update(leads)
      .set({ status: changes.status?.to, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    return { ok: true, mailId: queued!.id, changes };
  });
}

const noSuchNote: LeadChangeFailure = { ok: false, reason: "not-found", message: "There is no such note of yours." };

/**
 * Changes or deletes (`body` null) a note of the lead, only the author's own: another member's
 * note, or one of another lead, is "not found" to them.
 */
export async function changeLeadNote(
  db: Database,
  note: { leadId: string; noteId: string; authorId: string },
  body: string | null,
): Promise<{ ok: true } | LeadChangeFailure> {
  if (!isUuid(note.noteId) || !isUuid(note.leadId)) return noSuchNote;
  const own = and(eq(leadNotes.id, note.noteId), eq(leadNotes.leadId, note.leadId), eq(leadNotes.authorId, note.authorId));
  if (body === null) {
    const [deleted] = await db.delete(leadNotes).where(own).returning({ id: leadNotes.id });
    return deleted ? { ok: true } : noSuchNote;
  }
  const text = body.trim();
  if (!text) return invalid("Write the note first.");
  if (text.length > MAX_NOTE_LENGTH) return invalid(`Please keep the note under ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.`);
  const [changed] = await db.update(leadNotes).set({ body: text }).where(own).returning({ id: leadNotes.id });
  return changed ? { ok: true } : noSuchNote;
}

// ---- CSV ----

/**
 * A time as the company's clock shows it, "2026-11-28 09:59:12", which spreadsheets read as a date
 * and time: written by PostgreSQL, so a million rows make no date objects in the server.
 */
function csvTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;
}

const csvColumns = [
  `Received (${TIME_ZONE} time)`,
  "Form",
  "Status",
  "Name",
  "Email",
  "Company",
  "Subject",
  "Message",
  "Page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Owner",
  "Phone",
  "Preferred contact",
  "Training type",
  "Attendees",
  "Id",
];

/**
 * The inbox as CSV, the header line first, then every lead `listLeads` shows for `filter`, in its
 * order, read a batch at a time by the same keyset as the pages.
 */
export function streamLeadsCsv(db: Database, filter: LeadFilter): AsyncGenerator<string, void, undefined> {
  return csvLines(csvColumns, (after) =>
    db
      .select({
        line: csvLine([
          csvTime(leads.createdAt),
          leads.form,
          leads.status,
          leads.name,
          leads.email,
          leads.company,
          leads.subject,
          leads.message,
          leads.pagePath,
          leads.referrer,
          leads.utmSource,
          leads.utmMedium,
          leads.utmCampaign,
          staffUsers.email,
          // The country as the form has it ("US 7045550142"): a leading "+" would read as a formula.
          sql`concat_ws(' ', nullif(${trainingRegistrations.countryCode}, ''), nullif(${trainingRegistrations.contactNumber}, ''))`,
          sql`case ${trainingRegistrations.preferredContactMethod} when 'phone' then ${contactMethodLabel("phone")} when 'email' then ${contactMethodLabel("email")} end`,
          sql`case ${trainingRegistrations.trainingType} when 'group' then 'Group' when 'individual' then 'Individual' end`,
          trainingRegistrations.attendeeCount,
          leads.id,
        ]),
        id: leads.id,
        position: positionAt(leads.createdAt),
      })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      // A training registration's own fields (the other forms' leads have none of them).
      .leftJoin(trainingRegistrations, and(eq(leads.form, "training"), eq(trainingRegistrations.id, leads.id)))
      .where(pageWhere(filter, after))
      .orderBy(...newestFirst)
      .limit(CSV_BATCH),
  );
}
