import type { Transporter } from "nodemailer";
import { getEnv } from "~/server/env.server";
import type { MailMessage } from "~/server/mail/message.server";
import { createTransport, type MailTransportEnv } from "~/server/mail/transport.server";

export type SendResult = { ok: true; messageId: string } | { ok: false; error: string };

// One transporter per configuration, kept for the life of the process.
const transporters = new Map<string, Transporter>();

function transporterFor(env: MailTransportEnv): Transporter {
  const key = JSON.stringify([env.SMTP_URL ?? null, env.DATA_DIR, env.LOG_LEVEL]);
  let transporter = transporters.get(key);
  if (!transporter) {
    transporter = createTransport(env);
    transporters.set(key, transporter);
  }
  return transporter;
}

/**
 * Sends one message. Never throws: a lead is already saved when its mails go out, so a failure
 * is a result the caller records (the outbox retries it, the form shows the spec's "saved, but
 * the confirmation failed" message), not an exception that would lose the request.
 */
export async function sendMail(message: MailMessage, env: MailTransportEnv = getEnv()): Promise<SendResult> {
  try {
    const info = (await transporterFor(env).sendMail(message)) as { messageId?: string };
    return { ok: true, messageId: info.messageId ?? message.messageId };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, error: text.replace(/\s+/g, " ").trim() || "unknown mail error" };
  }
}

/** Closes pooled connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transporter of transporters.values()) transporter.close();
  transporters.clear();
}
