import { and, count, eq, gte, lt, notExists } from "drizzle-orm";
import { LEAD_DIGEST_KIND, LEAD_REPLY_KIND, LEAD_WEBHOOK_KIND, type LeadFormId } from "~/lib/lead-labels";
import { DAILY_SUMMARY_KIND, summaryLists } from "~/server/admin/daily-summary.server";
import { companyDay, type LeadReplyPayload } from "~/server/admin/leads.server";
import type { Database } from "~/server/db/client.server";
import { LEAD_TABLES, leadForms, leads, mailOutbox, webinars } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import type { ContactLead, DemoLead, LeadSource, TrainingLead, WebinarInfo, WebinarRegistrationLead } from "~/server/mail/leads.server";
import type { MailContext, MailMessage } from "~/server/mail/message.server";
import type { OutboxRow, SendOutcome } from "~/server/mail/outbox.server";
import { sendMail } from "~/server/mail/send.server";
import { buildContactAutoReply } from "~/server/mail/templates/contact-auto-reply.server";
import { buildDemoAutoReply } from "~/server/mail/templates/demo-auto-reply.server";
import { buildLeadDigest } from "~/server/mail/templates/lead-digest.server";
import { buildLeadReply } from "~/server/mail/templates/lead-reply.server";
import { buildDailySummary } from "~/server/mail/templates/daily-summary.server";
import { buildLeadNotification, type LeadKind } from "~/server/mail/templates/lead-notification.server";
import { buildNewsletterConfirmation } from "~/server/mail/templates/newsletter-confirmation.server";
import { buildTrainingConfirmation } from "~/server/mail/templates/training-confirmation.server";
import { buildWebinarConfirmation } from "~/server/mail/templates/webinar-confirmation.server";
import { postLeadWebhook } from "~/server/mail/webhook.server";

type Payload = Record<string, unknown>;

/** The unsubscribe page for a subscriber's token. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/unsubscribe?token=${encodeURIComponent(token)}`;
}

async function loadWebinar(db: Database, id: unknown): Promise<WebinarInfo> {
  if (typeof id !== "string") throw new Error("the mail names no webinar");
  const [webinar] = await db.select().from(webinars).where(eq(webinars.id, id));
  if (!webinar) throw new Error(`webinar ${id} no longer exists`);
  return webinar;
}

/** The leads saved in [since, until) that have no notification of their own, by form. */
async function leadsWithoutNotification(db: Database, since: Date, until: Date): Promise<Partial<Record<LeadFormId, number>>> {
  const counts: Partial<Record<LeadFormId, number>> = {};
  for (const form of leadForms) {
    const notification = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.leadTable, LEAD_TABLES[form]), eq(mailOutbox.leadId, leads.id), eq(mailOutbox.kind, `${form}-notification`)),
      );
    const [row] = await db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.form, form), gte(leads.createdAt, since), lt(leads.createdAt, until), notExists(notification)));
    if (row?.n) counts[form] = row.n;
  }
  return counts;
}

/**
 * Turns an outbox row back into its message: the row's kind picks the template, its payload
 * holds the lead's fields, and its Message-ID is kept so a retry is the same message.
 */
export async function renderOutboxMail(db: Database, row: OutboxRow, env: Env): Promise<MailMessage> {
  const payload = row.payload as Payload;
  const context: MailContext = { id: row.messageId, env };
  const notification = /^(newsletter|demo|contact|webinar|training)-notification$/.exec(row.kind);
  if (notification) {
    const kind = notification[1] as LeadKind;
    const lead =
      kind === "webinar"
        ? { registration: payload as unknown as WebinarRegistrationLead, webinar: await loadWebinar(db, payload.webinarId) }
        : payload;
    return buildLeadNotification(kind, lead as never, {
      ...context,
      source: payload.source as LeadSource | undefined,
      leadId: row.leadId ?? undefined,
    });
  }
  switch (row.kind) {
    case LEAD_DIGEST_KIND: {
      // Counted when it is sent, at the hour's end, so it names every lead of the hour.
      const [since, until] = [new Date(String(payload.since)), new Date(String(payload.until))];
      return buildLeadDigest({ since, counts: await leadsWithoutNotification(db, since, until) }, context);
    }
    case DAILY_SUMMARY_KIND: {
      // Read when it is sent, so it lists what still waits.
      const now = new Date();
      return buildDailySummary(await summaryLists(db, now), companyDay(now), row.toAddress, context);
    }
    case LEAD_REPLY_KIND:
      return buildLeadReply(payload as unknown as LeadReplyPayload, row.toAddress, context);
    case "newsletter-confirmation":
      return buildNewsletterConfirmation(
        { email: String(payload.email), unsubscribeUrl: unsubscribeUrl(env.SITE_URL, String(payload.unsubscribeToken)) },
        context,
      );
    case "demo-auto-reply":
      return buildDemoAutoReply(payload as unknown as DemoLead, context);
    case "contact-auto-reply":
      return buildContactAutoReply(payload as unknown as ContactLead, context);
    case "training-confirmation":
      return buildTrainingConfirmation(payload as unknown as TrainingLead, context);
    case "webinar-confirmation":
      return buildWebinarConfirmation(
        { registration: payload as unknown as WebinarRegistrationLead, webinar: await loadWebinar(db, payload.webinarId) },
        context,
      );
    default:
      throw new Error(`no template for mail kind "${row.kind}"`);
  }
}

/** The outbox's `deliver`: render the row, send it (or post it, a lead webhook), report the outcome; never throws. */
export function outboxDeliverer(db: Database, env: Env): (row: OutboxRow) => Promise<SendOutcome> {
  return async (row) => {
    if (row.kind === LEAD_WEBHOOK_KIND) return postLeadWebhook(row, env);
    try {
      const result = await sendMail(await renderOutboxMail(db, row, env), env);
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
