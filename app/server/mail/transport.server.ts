import { writeFile as writeFileCallback } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "~/server/env.server";
import type { BuiltMail } from "~/server/mail/mime.server";

export type MailTransportEnv = Pick<Env, "SMTP_URL" | "DATA_DIR" | "LOG_LEVEL">;

/** Delivers finished messages (see mime.server.ts): to an SMTP server or into .eml files. */
export interface MailTransport {
  /** Resolves once the message is accepted (SMTP) or written (file); rejects otherwise. */
  send(mail: BuiltMail): Promise<void>;
  close(): void;
}

/** A file name from a Message-ID: only characters every file system takes. */
function safeName(messageId: string): string {
  return messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._@-]+/g, "_").slice(0, 150) || "mail";
}

/**
 * Writes a new file (never over an existing one). The callback form: fs/promises' writeFile
 * opens a FileHandle, whose set-up costs several times more main-thread time per file, and
 * every mail is a file here.
 */
function writeNewFile(file: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => writeFileCallback(file, data, { flag: "wx" }, (error) => (error ? reject(error) : resolve())));
}

/**
 * Writes each message, exactly as it would go over SMTP, to `<dir>/<timestamp>-<message-id>.eml`:
 * development and small set-ups without a mail server keep every mail, readable in any mail client.
 */
function fileTransport(dir: string, log: (line: string) => void): MailTransport {
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
    async send(mail) {
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeName(mail.messageId)}.eml`);
      try {
        await ensureFolder();
        await writeNewFile(file, mail.raw);
      } catch (error) {
        // The folder was removed since: make it again once.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        folder = undefined;
        await ensureFolder();
        await writeNewFile(file, mail.raw);
      }
      log(`mail written to ${file}`);
    },
    close() {},
  };
}

/** nodemailer's SMTP transport, handed the finished message as it is (its `raw` option). */
function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A dead server must fail a send within seconds (the outbox retries), not hang a request.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ envelope: mail.envelope, raw: mail.raw, messageId: mail.messageId });
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set (credentials and port in the URL), otherwise .eml files in DATA_DIR/mail. */
export function createTransport(env: MailTransportEnv): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL);
  const quiet = env.LOG_LEVEL === "silent" || env.LOG_LEVEL === "warn" || env.LOG_LEVEL === "error";
  return fileTransport(path.resolve(env.DATA_DIR, "mail"), quiet ? () => {} : (line) => console.info(line));
}
