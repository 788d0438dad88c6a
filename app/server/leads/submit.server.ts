import type { z } from "zod";
import { contactSchema } from "~/forms/contact";
import { demoRequestSchema } from "~/forms/demo-request";
import { HONEYPOT_FIELD } from "~/forms/field-rules";
import { newsletterSchema } from "~/forms/newsletter";
import { fieldMessages, type Confirmation, type FormId, type Outcome } from "~/forms/outcome";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { webinarRegistrationSchema } from "~/forms/webinar-registration";
import { getDb, type Database } from "~/server/db/client.server";
import { describeDbError } from "~/server/db/errors.server";
import { getEnv } from "~/server/env.server";
import {
  saveContactInquiry,
  saveDemoRequest,
  saveNewsletterSubscription,
  saveTrainingRegistration,
  saveWebinarRegistration,
  type SaveContext,
  type SaveResult,
} from "~/server/leads/save.server";
import { leadSource, type PostOrigin } from "~/server/leads/source.server";
import { mailDomain } from "~/server/mail/message.server";
import { defaultPolicy, deliverClaimed } from "~/server/mail/outbox.server";
import { processOutbox } from "~/server/mail/runtime.server";
import { findOpenWebinar } from "~/server/webinars.server";
import { logger } from "~/server/logger.server";
import { clientKey } from "~/server/security/client-key.server";

const RATE_WINDOW_MS = 10 * 60_000;

export interface SubmitMeta {
  /** The request the form came with (or its URL and Referer): they say where the lead came from. */
  request: PostOrigin;
  /** The client's address, for the per-IP limit. */
  clientIp: string;
}

type Saver = (db: Database, context: SaveContext, raw: Record<string, unknown>) => Promise<Outcome | SaveResult>;

function validated<S extends z.ZodType>(
  schema: S,
  save: (context: SaveContext, input: z.output<S>, raw: Record<string, unknown>) => Promise<Outcome | SaveResult>,
): Saver {
  return async (_db, context, raw) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { status: "invalid", fieldErrors: fieldMessages(parsed.error) };
    return save(context, parsed.data, raw);
  };
}

const savers: Record<FormId, Saver> = {
  newsletter: validated(newsletterSchema, saveNewsletterSubscription),
  demo: validated(demoRequestSchema, saveDemoRequest),
  contact: validated(contactSchema, saveContactInquiry),
  training: validated(trainingRegistrationSchema, saveTrainingRegistration),
  webinar: async (db, context, raw) => {
    const parsed = webinarRegistrationSchema.safeParse(raw);
    if (!parsed.success) return { status: "invalid", fieldErrors: fieldMessages(parsed.error) };
    const slug = typeof raw.webinar === "string" ? raw.webinar.trim() : "";
    const webinar = slug ? await findOpenWebinar(db, slug) : undefined;
    if (!webinar) return { status: "closed" };
    return saveWebinarRegistration(context, webinar.id, parsed.data);
  },
};

/**
 * The visitor's confirmation, sent within the request: its result decides the spec's "saved,
 * but..." messages. The company's notification (and its chat webhook) changes no message: the
 * mail worker sends it on its own schedule, with the other leads' mails of its tick.
 */
async function sendConfirmation(saved: Extract<SaveResult, { status: "saved" }>): Promise<Confirmation> {
  if (!saved.confirmation) return "capped";
  try {
    const results = await deliverClaimed(await processOutbox(), [saved.confirmation]);
    return results.get(saved.confirmation.id) === "sent" ? "sent" : "failed";
  } catch (error) {
    // The row is saved; the worker sends it when its claim runs out.
    logger().error(`First try of the confirmation for lead ${saved.leadId} failed: ${describeDbError(error)}`);
    return "failed";
  }
}

// Fields every form may carry besides its own: the honeypot, the visitor's landing referrer,
// the newsletter page's way back, which form of a page it is, and the webinar chosen.
const COMMON_FIELDS = [HONEYPOT_FIELD, "referrer"];
const FORM_FIELDS: Record<FormId, ReadonlySet<string>> = {
  newsletter: new Set([...Object.keys(newsletterSchema.shape), ...COMMON_FIELDS, "returnTo"]),
  demo: new Set([...Object.keys(demoRequestSchema.shape), ...COMMON_FIELDS]),
  contact: new Set([...Object.keys(contactSchema.shape), ...COMMON_FIELDS, "form"]),
  webinar: new Set([...Object.keys(webinarRegistrationSchema.shape), ...COMMON_FIELDS, "form", "webinar"]),
  training: new Set([...Object.keys(trainingRegistrationSchema.in.shape), ...COMMON_FIELDS]),
};

/** The first field the form does not have (a tool's typo, or a probe), if any. */
function unknownField(form: FormId, raw: Record<string, unknown>): string | undefined {
  return Object.keys(raw).find((key) => !FORM_FIELDS[form].has(key));
}

/**
 * One form submission from start to end: the honeypot, the per-IP limit, the form's schema
 * (the only authority), the save (limit, lead row and mail rows in one transaction) and the first
 * try of its mails. Never throws: every failure becomes an outcome the visitor can be told.
 */
export async function submitLead(form: FormId, raw: Record<string, unknown>, meta: SubmitMeta): Promise<Outcome> {
  // A filled honeypot is a bot: it is told what a person would be told, and nothing is kept.
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    logger().info(`Form ${form}: honeypot filled, submission from ${meta.clientIp} dropped`);
    return { status: "saved", confirmation: "sent" };
  }

  const unknown = unknownField(form, raw);
  if (unknown !== undefined) return { status: "bad-request", reason: `This form has no field named "${unknown.slice(0, 60)}".` };

  const env = getEnv();
  let db: Database;
  try {
    db = await getDb();
  } catch (error) {
    logger().error(`Form ${form}: database unavailable: ${describeDbError(error)}`);
    return { status: "unavailable" };
  }

  const context: SaveContext = {
    db,
    source: leadSource(meta.request, { referrer: raw.referrer }),
    notifyTo: env.LEADS_NOTIFY_TO,
    leadWebhookUrl: env.LEAD_WEBHOOK_URL,
    messageHost: mailDomain(env),
    rateLimit: { key: `form:${clientKey(meta.clientIp)}`, limit: env.FORM_RATE_LIMIT, windowMs: RATE_WINDOW_MS },
    mailCaps: {
      perMailbox: env.MAIL_DAILY_CAP,
      perClient: env.MAIL_CLIENT_CAP,
      visitorPerHour: env.MAIL_HOURLY_CAP,
      notificationsPerHour: env.NOTIFY_HOURLY_CAP,
    },
    // Claimed for this request's first try, so no worker (here or elsewhere) takes it meanwhile.
    claimMs: defaultPolicy.leaseMs,
  };

  let result: Outcome | SaveResult;
  try {
    result = await savers[form](db, context, raw);
  } catch (error) {
    logger().error(`Form ${form}: ${describeDbError(error)}`);
    return { status: "unavailable" };
  }
  if (result.status === "duplicate") return { status: "duplicate" };
  if (result.status === "limited" && "resetAt" in result) {
    logger().warn(`Form ${form}: rate limit reached for ${meta.clientIp}`);
    return { status: "limited", retryAfterSeconds: Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000)) };
  }
  if (result.status === "unavailable") return { status: "unavailable" }; // the reason is logged, not shown
  if (!("leadId" in result)) return result;

  const confirmation = await sendConfirmation(result);
  if (confirmation === "failed") logger().warn(`Form ${form}: lead ${result.leadId} saved; its confirmation will be retried`);
  return { status: "saved", confirmation };
}
