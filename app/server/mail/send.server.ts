import { getEnv } from "~/server/env.server";
import type { MailMessage } from "~/server/mail/message.server";
import { createTransport, type MailTransport, type MailTransportEnv } from "~/server/mail/transport.server";

export type SendResult = { ok: true; messageId: string } | { ok: false; error: string };

// One transport per configuration, kept for the life of the process.
const transports = new Map<string, MailTransport>();

function transportFor(env: MailTransportEnv): MailTransport {
  const key = JSON.stringify([env.SMTP_URL ?? null, env.DATA_DIR]);
  let transport = transports.get(key);
  if (!transport) {
    transport = createTransport(env);
    transports.set(key, transport);
  }
  return transport;
}

/**
 * Sends one message. Never throws: a lead is already saved when its mails go out, so a failure
 * is a result the caller records (the outbox retries it, the form shows the spec's "saved, but
 * the confirmation failed" message), not an exception that would lose the request.
 */
export async function sendMail(message: MailMessage, env: MailTransportEnv = getEnv()): Promise<SendResult> {
  try {
    await transportFor(env).send(message);
    // The message's own Message-ID, which nodemailer writes as given: a retry carries the same one.
    return { ok: true, messageId: message.messageId };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, error: text.replace(/\s+/g, " ").trim() || "unknown mail error" };
  }
}

/** Closes pooled connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
