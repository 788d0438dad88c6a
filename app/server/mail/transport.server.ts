import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import type { MailMessage } from "~/server/mail/message.server";

export type MailTransportEnv = Pick<Env, "SMTP_URL" | "DATA_DIR">;

/** Delivers our messages, composed by nodemailer: to an SMTP server or into .eml files. */
export interface MailTransport {
  /** Resolves once the message is accepted (SMTP) or written (file); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Our messages carry all their content (text, the calendar file): nodemailer never reads a file or a URL for one. */
const contentOnly = { disableFileAccess: true, disableUrlAccess: true };

/** A file name from a Message-ID: only characters every file system takes (an erasure finds a mail's file by it). */
export function safeName(messageId: string): string {
  return (
    messageId
      .replace(/^<|>$/g, "")
      .replace(/[^A-Za-z0-9._@-]+/g, "_")
      .slice(0, 150) || "mail"
  );
}

/**
 * Writes each message, exactly as it would go over SMTP, to `<dir>/<timestamp>-<message-id>.eml`:
 * development and small set-ups without a mail server keep every mail, readable in any mail client.
 */
function fileTransport(dir: string, log: (line: string) => void): MailTransport {
  // nodemailer's stream transport composes the message and hands it back whole, with the CRLF
  // line endings it would have on the wire, instead of sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows", ...contentOnly });
  // The folder is made once; a failure is not remembered, so the next mail tries again.
  let folder: Promise<unknown> | undefined;
  const ensureFolder = () => {
    folder ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      folder = undefined;
      throw error;
    });
    return folder;
  };
  return {
    async send(message) {
      const { message: raw } = await composer.sendMail(message);
      // `buffer: true` makes it a Buffer; the type also allows the stream the option turns off.
      if (!Buffer.isBuffer(raw)) throw new Error("the mail composer returned a stream, not the message");
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeName(message.messageId)}.eml`);
      // "wx": a new file, never over an existing one.
      try {
        await ensureFolder();
        await writeFile(file, raw, { flag: "wx" });
      } catch (error) {
        // The folder was removed since: make it again once.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        folder = undefined;
        await ensureFolder();
        await writeFile(file, raw, { flag: "wx" });
      }
      log(`mail written to ${file}`);
    },
    close: () => composer.close(),
  };
}

/**
 * nodemailer's pooled SMTP transport: a few connections kept open and reused for message after
 * message, instead of a connection, greeting and login for every mail.
 */
function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    pool: true,
    // Shared by the worker (four mails side by side) and the requests' confirmations; a mail waits for a free one.
    maxConnections: 5,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A dead server must fail a send within seconds (the outbox retries), not hang a request.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...contentOnly,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Where mail goes without SMTP_URL: one .eml file a message, named `<time>-<safeName(Message-ID)>.eml`. */
export function mailFileFolder(env: Pick<Env, "DATA_DIR">): string {
  return path.resolve(env.DATA_DIR, "mail");
}

/** SMTP when SMTP_URL is set (credentials and port in the URL), otherwise .eml files in DATA_DIR/mail. */
export function createTransport(env: MailTransportEnv): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL);
  return fileTransport(mailFileFolder(env), (line) => logger().info(line));
}
