/**
 * The privacy policy's rights of access, portability and erasure, for one e-mail address:
 * everything the site holds for it (the five forms' rows, their inbox leads with the staff's notes,
 * and the mails queued or sent to or about the person), as a JSON document for the person, and
 * erased in one transaction.
 *
 * An address matches in the spelling the forms store (canonical, app/forms/email-address.ts) and
 * as the unique indexes compare it (`lower(trim(email))`), so rows saved before that rule match
 * too. Other spellings that reach the same mailbox (Gmail's dots, plus tags) are only pointed out
 * (`otherSpellings`): they may belong to someone else, so staff look each one up on its own once
 * the person confirms it is theirs.
 *
 * The audit log keeps a fingerprint of the address (`addressFingerprint`), not the address: it
 * proves later that a request for an address was honoured (compute the fingerprint of the
 * address when it is given again) without keeping the erased address itself.
 *
 * Only newsletter_subscriptions, training_registrations and leads have an index on the address;
 * the other form tables and the outbox are read in full. That is fine for a request that comes a
 * few times a year; an index on lower(trim(email)) of each is the fix if it ever is not.
 *
 * No rate-limit counter is keyed by an address (the forms count per client IP, sign-in per IP and
 * path), so none is erased. The daily mail cap per mailbox counts the outbox's rows, so it forgets
 * the erased mails with them.
 */
import { createHash } from "node:crypto";
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { and, asc, count, desc, eq, getTableName, inArray, like, ne, notLike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { company } from "~/content/company";
import { mailboxKey } from "~/forms/email-address";
import { FORM_LABELS, LEAD_WEBHOOK_KIND, outboxKindLabel, STATUS_LABELS } from "~/lib/lead-labels";
import { PERSONAL_DATA_GROUPS, type PersonalDataCounts } from "~/lib/privacy";
import { transaction, type Database, type Transaction } from "~/server/db/client.server";
import {
  auditLog,
  FORM_TABLES,
  contactInquiries,
  demoRequests,
  leadNotes,
  leads,
  mailOutbox,
  newsletterSubscriptions,
  trainingRegistrations,
  webinarRegistrations,
  webinars,
  type LeadStatus,
  type MailStatus,
} from "~/server/db/schema.server";
import { safeName } from "~/server/mail/transport.server";

export type LeadForm = keyof typeof FORM_LABELS;

/** What the audit log keeps instead of the address: `sha256:` and the hex digest of its lookup spelling. */
export function addressFingerprint(address: string): string {
  return `sha256:${createHash("sha256").update(address).digest("hex")}`;
}

// ---- what is held ----

export interface InboxLead {
  id: string;
  form: LeadForm;
  status: LeadStatus;
  name: string;
  email: string;
  company: string;
  subject: string;
  createdAt: Date;
  updatedAt: Date;
  notes: { body: string; authorEmail: string; createdAt: Date }[];
}

export interface PersonalMail {
  id: string;
  kind: string;
  toAddress: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  leadTable: string | null;
  leadId: string | null;
  /** What the mail is made of: the fields the visitor sent, as queued. */
  payload: unknown;
  /** "to": a mail to the person; "about": the company's notification or chat message of their lead. */
  relation: "to" | "about";
}

export interface PersonalData {
  /** The spelling searched for. */
  address: string;
  leads: InboxLead[];
  /** The unsubscribe link's token is left out: a secret, and not something the person gave. */
  newsletterSubscriptions: Omit<typeof newsletterSubscriptions.$inferSelect, "unsubscribeToken">[];
  demoRequests: (typeof demoRequests.$inferSelect)[];
  contactInquiries: (typeof contactInquiries.$inferSelect)[];
  trainingRegistrations: (typeof trainingRegistrations.$inferSelect)[];
  webinarRegistrations: (typeof webinarRegistrations.$inferSelect & {
    webinarTitle: string;
    webinarStartsAt: Date;
    webinarTimeZone: string;
  })[];
  mails: PersonalMail[];
}

/** An address column compared as the unique indexes compare it. */
const sameAddress = (column: AnyPgColumn, address: string): SQL => sql`lower(trim(${column})) = ${address}`;

/** The company's notifications and chat posts go to the company: their recipient is never the person. */
const visitorMail = and(notLike(mailOutbox.kind, "%-notification"), ne(mailOutbox.kind, LEAD_WEBHOOK_KIND))!;

/** Mails to the person, or about one of their leads, or whose content names them (a lead erased before, or kept by hand). */
function mailsWhere(address: string, linked: { table: string; ids: string[] }[]): SQL {
  return or(
    and(visitorMail, sql`lower(${mailOutbox.toAddress}) = ${address}`),
    sql`lower(${mailOutbox.payload} ->> 'email') = ${address}`,
    sql`lower(${mailOutbox.payload} ->> 'replyTo') = ${address}`,
    ...linked
      .filter(({ ids }) => ids.length > 0)
      .map(({ table, ids }) => and(eq(mailOutbox.leadTable, table), inArray(mailOutbox.leadId, ids))),
  )!;
}

/** The inbox rows of the address, and those of the form rows found (the same ids). */
function leadsWhere(address: string, formIds: string[]): SQL {
  // lower(email) alone, as leads_email_idx has it; the inbox copies the form row's (trimmed) address.
  return or(sql`lower(${leads.email}) = ${address}`, inArray(leads.id, formIds))!;
}

function linkedRows(formRows: Record<LeadForm, { id: string }[]>, inbox: { id: string; form: LeadForm }[]) {
  return (Object.keys(FORM_TABLES) as LeadForm[]).map((form) => ({
    table: getTableName(FORM_TABLES[form]),
    ids: [...new Set([...formRows[form].map((row) => row.id), ...inbox.filter((lead) => lead.form === form).map((lead) => lead.id)])],
  }));
}

async function collect(tx: Transaction, address: string): Promise<PersonalData> {
  const newsletter = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(sameAddress(newsletterSubscriptions.email, address))
    .orderBy(asc(newsletterSubscriptions.createdAt));
  const demo = await tx.select().from(demoRequests).where(sameAddress(demoRequests.email, address)).orderBy(asc(demoRequests.createdAt));
  const contact = await tx
    .select()
    .from(contactInquiries)
    .where(sameAddress(contactInquiries.email, address))
    .orderBy(asc(contactInquiries.createdAt));
  const training = await tx
    .select()
    .from(trainingRegistrations)
    .where(sameAddress(trainingRegistrations.email, address))
    .orderBy(asc(trainingRegistrations.createdAt));
  const webinar = await tx
    .select({ registration: webinarRegistrations, title: webinars.title, startsAt: webinars.startsAt, timeZone: webinars.timeZone })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(sameAddress(webinarRegistrations.email, address))
    .orderBy(asc(webinarRegistrations.createdAt));
  const formRows = {
    newsletter,
    demo,
    contact,
    training,
    webinar: webinar.map((row) => row.registration),
  };
  const formIds = Object.values(formRows).flatMap((rows) => rows.map((row) => row.id));

  const inbox = await tx
    .select({
      id: leads.id,
      form: leads.form,
      status: leads.status,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      subject: leads.subject,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .where(leadsWhere(address, formIds))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const notes =
    inbox.length === 0
      ? []
      : await tx
          .select({ leadId: leadNotes.leadId, body: leadNotes.body, authorEmail: leadNotes.authorEmail, createdAt: leadNotes.createdAt })
          .from(leadNotes)
          .where(
            inArray(
              leadNotes.leadId,
              inbox.map((lead) => lead.id),
            ),
          )
          .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));

  const mails = await tx
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      leadTable: mailOutbox.leadTable,
      leadId: mailOutbox.leadId,
      payload: mailOutbox.payload,
    })
    .from(mailOutbox)
    .where(mailsWhere(address, linkedRows(formRows, inbox)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.kind), asc(mailOutbox.id));

  return {
    address,
    leads: inbox.map((lead) => ({
      ...lead,
      notes: notes.filter((note) => note.leadId === lead.id).map(({ leadId: _leadId, ...note }) => note),
    })),
    newsletterSubscriptions: newsletter.map(({ unsubscribeToken: _token, ...row }) => row),
    demoRequests: demo,
    contactInquiries: contact,
    trainingRegistrations: training,
    webinarRegistrations: webinar.map(({ registration, title, startsAt, timeZone }) => ({
      ...registration,
      webinarTitle: title,
      webinarStartsAt: startsAt,
      webinarTimeZone: timeZone,
    })),
    mails: mails.map((mail) => ({
      ...mail,
      relation:
        mail.toAddress.toLowerCase() === address && !mail.kind.endsWith("-notification") && mail.kind !== LEAD_WEBHOOK_KIND
          ? "to"
          : "about",
    })),
  };
}

/**
 * Everything held for `address` (a spelling from addressToLookUp), read in one snapshot so the
 * parts agree with each other. Authorization and the audit entry are the caller's.
 */
export async function findPersonalData(db: Database, address: string): Promise<PersonalData> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return collect(tx, address);
  });
}

export function countPersonalData(data: PersonalData): PersonalDataCounts {
  return {
    leads: data.leads.length,
    notes: data.leads.reduce((sum, lead) => sum + lead.notes.length, 0),
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    demoRequests: data.demoRequests.length,
    contactInquiries: data.contactInquiries.length,
    trainingRegistrations: data.trainingRegistrations.length,
    webinarRegistrations: data.webinarRegistrations.length,
    mails: data.mails.length,
    pendingMails: data.mails.filter((mail) => mail.status === "pending").length,
  };
}

/** Records of every kind together (pending mails are already among the mails). */
export function totalRecords(counts: PersonalDataCounts): number {
  return (Object.keys(PERSONAL_DATA_GROUPS) as (keyof typeof PERSONAL_DATA_GROUPS)[]).reduce((sum, group) => sum + counts[group], 0);
}

/**
 * Other spellings that reach the same mailbox (app/forms/email-address.ts mailboxKey): those the
 * inbox holds leads from (leads.mailbox), and those the outbox holds mails to (a lead erased or
 * removed before). Only for a canonical address.
 */
export async function otherSpellings(db: Database, address: string): Promise<{ address: string; leads: number; mails: number }[]> {
  const mailbox = mailboxKey(address);
  const email = sql`lower(${leads.email})`;
  const [inbox, outbox] = await Promise.all([
    db
      .select({ address: sql<string>`${email}`, n: count() })
      .from(leads)
      .where(and(eq(leads.mailbox, mailbox), sql`${email} <> ${address}`))
      .groupBy(email),
    db
      .select({ address: sql<string>`lower(${mailOutbox.toAddress})`, n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.mailbox, mailbox), sql`lower(${mailOutbox.toAddress}) <> ${address}`))
      .groupBy(sql`lower(${mailOutbox.toAddress})`),
  ]);
  const found = new Map<string, { address: string; leads: number; mails: number }>();
  for (const row of inbox) found.set(row.address, { address: row.address, leads: row.n, mails: 0 });
  for (const row of outbox) {
    const entry = found.get(row.address) ?? { address: row.address, leads: 0, mails: 0 };
    found.set(row.address, { ...entry, mails: row.n });
  }
  return [...found.values()].sort((a, b) => a.address.localeCompare(b.address));
}

/** Audit entries that name the address itself (a subscriber's removal names the subscriber). */
export async function auditMentions(db: Database, address: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(sql`lower(${auditLog.target}) = ${address}`);
  return row?.n ?? 0;
}

export interface PrivacyRequest {
  action: string;
  at: Date;
  actorEmail: string;
  details: unknown;
}

/** The audit log's earlier lookups, exports and erasures for this address, newest first. */
export async function privacyRequests(db: Database, address: string, limit = 10): Promise<PrivacyRequest[]> {
  return db
    .select({ action: auditLog.action, at: auditLog.at, actorEmail: auditLog.actorEmail, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.target, addressFingerprint(address)), like(auditLog.action, "privacy.%")))
    .orderBy(desc(auditLog.at))
    .limit(limit);
}

// ---- portability ----

/** Dates as ISO 8601 (UTC), every other value as it is. */
function plain<T extends object>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

export const EXPORT_FORMAT = "personal-data-export/1";

/** The document handed to the person: every record, dated, in JSON any program reads. */
export function exportPersonalData(data: PersonalData, now = new Date()) {
  const counts = countPersonalData(data);
  return {
    format: EXPORT_FORMAT,
    explanation:
      `Everything ${company.legalName} ("${company.name}") holds for the e-mail address below, as of the time shown: ` +
      "what you sent through our website's forms with the page you sent it from (demoRequests, contactMessages, " +
      "trainingRegistrations, webinarRegistrations, newsletterSubscriptions), each one's entry in our inbox with its " +
      "status and the notes our staff wrote (inbox), and every e-mail we sent or queued to you or about you, with its " +
      "content (emails). Times are UTC (ISO 8601). Our privacy policy (/privacy-policy on our website) explains how we " +
      `use this information and your rights; to use them, write to ${company.email}.`,
    controller: { name: company.legalName, email: company.email },
    emailAddress: data.address,
    exportedAt: now.toISOString(),
    counts,
    inbox: data.leads.map(({ notes, ...lead }) => ({
      ...plain(lead),
      formName: FORM_LABELS[lead.form],
      statusName: STATUS_LABELS[lead.status],
      notes: notes.map((note) => ({ writtenAt: note.createdAt.toISOString(), text: note.body })),
    })),
    newsletterSubscriptions: data.newsletterSubscriptions.map(plain),
    demoRequests: data.demoRequests.map(plain),
    contactMessages: data.contactInquiries.map(plain),
    trainingRegistrations: data.trainingRegistrations.map(plain),
    webinarRegistrations: data.webinarRegistrations.map(plain),
    emails: data.mails.map(({ leadTable: _table, relation, ...mail }) => ({
      ...plain(mail),
      description: outboxKindLabel(mail.kind),
      relation: relation === "to" ? "sent to you" : "about you, to the company",
    })),
  };
}

export type PersonalDataExport = ReturnType<typeof exportPersonalData>;

// ---- erasure ----

export interface Erasure {
  counts: PersonalDataCounts;
  /** The Message-IDs of the erased mails, to find their copies among the mail files. */
  messageIds: string[];
  /** Earlier audit entries that named the address (a subscriber's removal), which now name its fingerprint. */
  auditEntries: number;
}

/**
 * Deletes everything `findPersonalData` finds for `address`, in one transaction with its audit
 * entry: the form rows, their inbox leads and notes, and every mail to or about the person, the
 * pending ones too, so nothing is sent after the erasure (a mail the worker is sending at this
 * very moment may still go). The audit entry ("privacy.erase") keeps the address's fingerprint
 * and the counts, never the address or what was erased; earlier entries that named the address
 * (a subscriber's removal) get the fingerprint in its place.
 */
export async function erasePersonalData(db: Database, address: string, actor: { id: string | null; email: string }): Promise<Erasure> {
  return transaction(db, async (tx) => {
    const formRows = {
      newsletter: await tx
        .delete(newsletterSubscriptions)
        .where(sameAddress(newsletterSubscriptions.email, address))
        .returning({ id: newsletterSubscriptions.id }),
      demo: await tx.delete(demoRequests).where(sameAddress(demoRequests.email, address)).returning({ id: demoRequests.id }),
      contact: await tx.delete(contactInquiries).where(sameAddress(contactInquiries.email, address)).returning({ id: contactInquiries.id }),
      training: await tx
        .delete(trainingRegistrations)
        .where(sameAddress(trainingRegistrations.email, address))
        .returning({ id: trainingRegistrations.id }),
      webinar: await tx
        .delete(webinarRegistrations)
        .where(sameAddress(webinarRegistrations.email, address))
        .returning({ id: webinarRegistrations.id }),
    };
    const formIds = Object.values(formRows).flatMap((rows) => rows.map((row) => row.id));
    // Locked, so no note is added to them between the count and the delete.
    const inbox = await tx.select({ id: leads.id, form: leads.form }).from(leads).where(leadsWhere(address, formIds)).for("update");
    const leadIds = inbox.map((lead) => lead.id);
    // The lead's delete would take its notes too (on delete cascade); deleted here to be counted.
    const notes = await tx.delete(leadNotes).where(inArray(leadNotes.leadId, leadIds)).returning({ id: leadNotes.id });
    await tx.delete(leads).where(inArray(leads.id, leadIds));
    const mails = await tx
      .delete(mailOutbox)
      .where(mailsWhere(address, linkedRows(formRows, inbox)))
      .returning({ status: mailOutbox.status, messageId: mailOutbox.messageId });

    const counts: PersonalDataCounts = {
      leads: inbox.length,
      notes: notes.length,
      newsletterSubscriptions: formRows.newsletter.length,
      demoRequests: formRows.demo.length,
      contactInquiries: formRows.contact.length,
      trainingRegistrations: formRows.training.length,
      webinarRegistrations: formRows.webinar.length,
      mails: mails.length,
      pendingMails: mails.filter((mail) => mail.status === "pending").length,
    };
    // In the same transaction: no erasure without its record, no record of one that did not happen.
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "privacy.erase",
      target: addressFingerprint(address),
      details: { counts },
    });
    // The log's other entries keep what was done and when, but no longer the address.
    const renamed = await tx
      .update(auditLog)
      .set({ target: addressFingerprint(address) })
      .where(sql`lower(${auditLog.target}) = ${address}`)
      .returning({ id: auditLog.id });
    return { counts, messageIds: mails.map((mail) => mail.messageId), auditEntries: renamed.length };
  });
}

/**
 * Without SMTP_URL every mail was written as an .eml file (app/server/mail/transport.server.ts):
 * those of the erased mails are removed too. Returns how many were; a folder that is not there
 * holds none.
 */
export async function removeMailFiles(folder: string, messageIds: string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const endings = messageIds.map((id) => `-${safeName(id)}.eml`);
  let removed = 0;
  for (const name of names) {
    if (!endings.some((ending) => name.endsWith(ending))) continue;
    await unlink(path.join(folder, name));
    removed += 1;
  }
  return removed;
}
