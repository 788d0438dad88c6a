import { FORM_LABELS, type LeadFormId } from "~/lib/lead-labels";
import type { Env } from "~/server/env.server";
import { headerText } from "~/server/mail/message.server";
import type { OutboxRow, SendOutcome } from "~/server/mail/outbox.server";
import { leadWorkspaceUrl } from "~/server/mail/templates/lead-notification.server";

/**
 * The lead webhook: a short summary of each new lead posted to the company's chat (a Slack
 * incoming webhook, a Teams / Power Automate "workflows" webhook, or any tool that takes JSON).
 * It is an outbox row of its own kind beside the lead's mails, so it is saved in the lead's
 * transaction and retried, given up and listed exactly as they are.
 */

/** What the outbox row keeps of the lead: the fields of its inbox row that the notification mail shows too. */
export interface WebhookLead {
  form: LeadFormId;
  name: string;
  email: string;
  company: string;
  subject: string;
}

/**
 * What the row names as its destination (its `to_address`, shown to staff and in the logs): the
 * webhook's origin only. The path and query of a chat webhook are its secret, so the full URL is
 * read from LEAD_WEBHOOK_URL when the row is sent, never stored.
 */
export function webhookDestination(url: string): string {
  return new URL(url).origin;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Chat text: one line, and `&`, `<`, `>` escaped, the only characters Slack reads as markup (links, mentions). */
function chatText(value: string, max = 200): string {
  return headerText(value, max).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The JSON posted: `text`, which Slack and Teams both show as the message, and `lead`, the same
 * fields for tools. Nothing the visitor typed beyond name, address, company and subject.
 */
export function leadWebhookBody(row: Pick<OutboxRow, "leadId" | "payload" | "createdAt">, siteUrl: string) {
  const lead = row.payload as WebhookLead;
  // A lead's webhook row always names its lead.
  const url = leadWorkspaceUrl(siteUrl, row.leadId ?? "");
  const label = FORM_LABELS[lead.form] ?? "Lead";
  const who = lead.name ? `${chatText(lead.name, 80)} (${chatText(lead.email)})` : chatText(lead.email);
  const text =
    `New ${label.toLowerCase()} from ${who}` +
    (lead.company ? `, ${chatText(lead.company, 120)}` : "") +
    (lead.subject ? `, about "${chatText(lead.subject)}"` : "") +
    `. Open it in the workspace: ${url}`;
  return {
    text,
    lead: {
      id: row.leadId,
      form: lead.form,
      formLabel: label,
      name: lead.name || null,
      email: lead.email,
      company: lead.company || null,
      subject: lead.subject || null,
      url,
      receivedAt: row.createdAt.toISOString(),
    },
  };
}

function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return "the webhook did not answer in time";
  // fetch's own message is "fetch failed"; the cause says why (refused, no such host, TLS).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/**
 * Posts one row's summary to LEAD_WEBHOOK_URL. Sent on any 2xx answer; anything else (another
 * status, a redirect, which is never followed, no answer within the timeout) is a failed try the
 * outbox retries. Never throws.
 */
export async function postLeadWebhook(
  row: OutboxRow,
  env: Pick<Env, "SITE_URL" | "LEAD_WEBHOOK_URL">,
  options: { timeoutMs?: number } = {},
): Promise<SendOutcome> {
  if (!env.LEAD_WEBHOOK_URL) return { ok: false, error: "LEAD_WEBHOOK_URL is not set" };
  try {
    const response = await fetch(env.LEAD_WEBHOOK_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(leadWebhookBody(row, env.SITE_URL)),
      // A redirect could lead the lead's details to another host: it counts as a failure instead.
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return { ok: true };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return { ok: false, error: `the webhook answered ${response.status}, a redirect, which is not followed` };
    }
    // Slack and Teams say what was wrong in a short body ("invalid_payload", "no_text").
    const said = headerText(await response.text(), 200);
    return { ok: false, error: `the webhook answered ${response.status}${said ? `: ${said}` : ""}` };
  } catch (error) {
    return { ok: false, error: failure(error) };
  }
}
