import { writeFile as writeFileCallback } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transport, type Transporter } from "nodemailer";
import type { Env } from "~/server/env.server";

export type MailTransportEnv = Pick<Env, "SMTP_URL" | "DATA_DIR" | "LOG_LEVEL">;

export interface FileSentInfo {
  envelope: { from: string | false; to: string[] };
  messageId: string;
  /** Where the .eml file was written. */
  path: string;
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
 * A nodemailer transport that writes each message, exactly as it would go over SMTP, to
 * `<dir>/<timestamp>-<message-id>.eml`: development and small set-ups without a mail server
 * keep every mail, readable in any mail client.
 */
function fileTransport(dir: string, log: (line: string) => void): Transport<FileSentInfo> {
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
    name: "eml-file",
    version: "1.0.0",
    send(mail, callback) {
      const messageId = mail.message.messageId();
      const envelope = mail.message.getEnvelope();
      mail.message.build((buildError, raw) => {
        if (buildError) return callback(buildError, undefined as never);
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeName(messageId)}.eml`);
        ensureFolder()
          .then(() => writeNewFile(file, raw))
          .catch(async (error: NodeJS.ErrnoException) => {
            // The folder was removed since: make it again once.
            if (error.code !== "ENOENT") throw error;
            folder = undefined;
            await ensureFolder();
            await writeNewFile(file, raw);
          })
          .then(() => {
            log(`mail written to ${file}`);
            callback(null, { envelope, messageId, path: file });
          })
          .catch((error: Error) => callback(error, undefined as never));
      });
    },
  };
}

/** SMTP when SMTP_URL is set (credentials and port in the URL), otherwise .eml files in DATA_DIR/mail. */
export function createTransport(env: MailTransportEnv): Transporter {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    return nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ""),
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // A dead server must fail a send within seconds (the outbox retries), not hang a request.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }
  const quiet = env.LOG_LEVEL === "silent" || env.LOG_LEVEL === "warn" || env.LOG_LEVEL === "error";
  return nodemailer.createTransport(fileTransport(path.resolve(env.DATA_DIR, "mail"), quiet ? () => {} : (line) => console.info(line)));
}
