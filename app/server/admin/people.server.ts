/**
 * One record per person: the leads that reach the same mailbox (leads.mailbox, the rule of
 * app/forms/email-address.ts mailboxKey), with every mail, reply and note on them in one
 * timeline. A person has no row of their own; any of their leads' ids opens the record, so no
 * address appears in a URL.
 */
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { mailColumns, noteColumns, owner, type LeadForm, type LeadMail, type LeadNote, type LeadOwner } from "~/server/admin/leads.server";
import { isUuid } from "~/server/admin/keyset.server";
import type { Database } from "~/server/db/client.server";
import { LEAD_TABLES, leadNotes, leads, mailOutbox, newsletterSubscriptions, staffUsers, type LeadStatus } from "~/server/db/schema.server";

/** The most leads one record shows; a mailbox with more (a test address, a bot) shows the newest. */
export const PERSON_LEADS_SHOWN = 200;

export interface PersonLead {
  id: string;
  form: LeadForm;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: LeadStatus;
  owner: LeadOwner | null;
  createdAt: Date;
  pagePath: string | null;
  spamAt: Date | null;
  /** For a newsletter sign-up: whether the subscription is still there. */
  subscribed: boolean | null;
}

export type PersonEvent =
  | { type: "lead"; at: Date; lead: PersonLead }
  | { type: "mail"; at: Date; mail: LeadMail & { leadId: string | null } }
  | { type: "note"; at: Date; note: LeadNote & { leadId: string } };

export interface Person {
  mailbox: string;
  /** The newest name the person gave (a newsletter sign-up gives none). */
  name: string;
  company: string;
  /** Every spelling of the address the leads used. */
  addresses: string[];
  /** Newest first, at most PERSON_LEADS_SHOWN. */
  leads: PersonLead[];
  /** How many leads the mailbox has in all. */
  leadCount: number;
  /** Leads, mails and notes, newest first. */
  timeline: PersonEvent[];
}

const RANK = { note: 0, mail: 1, lead: 2 } as const;

/** The newest lead of a mailbox (for the privacy look-up), or undefined if it has none. */
export async function newestLeadOf(db: Database, mailbox: string): Promise<string | undefined> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.mailbox, mailbox)).orderBy(desc(leads.createdAt)).limit(1);
  return row?.id;
}

/** The record of the person who sent lead `id`; undefined for an unknown or malformed id. */
export async function getPerson(db: Database, id: string): Promise<Person | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await db.select({ mailbox: leads.mailbox }).from(leads).where(eq(leads.id, id));
  if (!found) return undefined;
  const { mailbox } = found;
  const [personLeads, [counted]] = await Promise.all([
    db
      .select({
        id: leads.id,
        form: leads.form,
        name: leads.name,
        email: leads.email,
        company: leads.company,
        subject: leads.subject,
        message: leads.message,
        status: leads.status,
        owner,
        createdAt: leads.createdAt,
        pagePath: leads.pagePath,
        spamAt: leads.spamAt,
        subscribed: sql<boolean | null>`case when ${leads.form} = 'newsletter'
          then exists (select 1 from ${newsletterSubscriptions} where ${newsletterSubscriptions.id} = ${leads.id}) end`,
      })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(eq(leads.mailbox, mailbox))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PERSON_LEADS_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.mailbox, mailbox)),
  ]);
  const ids = personLeads.map((lead) => lead.id);
  const [mails, notes] = await Promise.all([
    db
      .select({ ...mailColumns, leadId: mailOutbox.leadId })
      .from(mailOutbox)
      // The visitor's own mails by their mailbox (also those of a lead since removed), and the
      // company's notifications by their lead: both through an index.
      .where(
        or(
          eq(mailOutbox.mailbox, mailbox),
          ...personLeads.map((lead) => and(eq(mailOutbox.leadTable, LEAD_TABLES[lead.form]), eq(mailOutbox.leadId, lead.id))),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt)),
    db
      .select({ ...noteColumns, leadId: leadNotes.leadId })
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, ids))
      .orderBy(asc(leadNotes.createdAt)),
  ]);
  const timeline: PersonEvent[] = [
    ...personLeads.map((lead) => ({ type: "lead" as const, at: lead.createdAt, lead })),
    ...mails.map((mail) => ({ type: "mail" as const, at: mail.createdAt, mail })),
    ...notes.map((note) => ({ type: "note" as const, at: note.createdAt, note })),
    // Newest first; a lead's mails are written in its own transaction, at its very time: below them.
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || RANK[a.type] - RANK[b.type]);
  const named = personLeads.find((lead) => lead.name);
  return {
    mailbox,
    name: named?.name ?? "",
    company: personLeads.find((lead) => lead.company)?.company ?? "",
    addresses: [...new Set(personLeads.map((lead) => lead.email.toLowerCase()))].sort(),
    leads: personLeads,
    leadCount: counted?.n ?? personLeads.length,
    timeline,
  };
}
