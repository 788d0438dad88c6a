import type { SendMailOptions } from "nodemailer";
import { getEnv, type Env } from "~/server/env.server";

/** The configuration a mail needs: senders, the site's origin, the company's inbox for leads. */
export type MailEnv = Pick<Env, "SITE_URL" | "MAIL_FROM" | "MAIL_REPLY_TO" | "LEADS_NOTIFY_TO">;

/**
 * What a build function needs besides the lead: `id` fixes the Message-ID (the outbox row's id,
 * or the Message-ID it stores, so a retry carries the same Message-ID as the first try);
 * `env` defaults to the process's.
 */
export interface MailContext {
  id: string;
  env?: MailEnv;
}

/** A message ready for `sendMail()`: nodemailer's options with the fields every mail of ours sets. */
export type MailMessage = SendMailOptions &
  Required<Pick<SendMailOptions, "from" | "to" | "replyTo" | "subject" | "html" | "text" | "headers" | "attachments">> & {
    messageId: string;
  };

export function mailEnv(context: MailContext): MailEnv {
  return context.env ?? getEnv();
}

/** The site's host name, the right-hand side of every calendar UID. */
export function siteHost(env: Pick<MailEnv, "SITE_URL">): string {
  return new URL(env.SITE_URL).hostname;
}

/**
 * The domain of MAIL_FROM's address ("no-reply@mail.example.com" -> "mail.example.com"), the
 * right-hand side of every Message-ID: a message's id belongs to the domain that sends it, which
 * need not be the site's host.
 */
export function mailDomain(env: Pick<MailEnv, "MAIL_FROM">): string {
  const address = bareAddress(env.MAIL_FROM);
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * `<id@domain>`, the domain being MAIL_FROM's: the same id always gives the same Message-ID. An
 * id that already is a Message-ID (`<…@…>`, as the outbox row stores it) is used as it is.
 */
export function messageIdFor(id: string, env: Pick<MailEnv, "MAIL_FROM">): string {
  if (/^<[^<>\s@]+@[^<>\s@]+>$/.test(id)) return id;
  const left = id.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, "-").replace(/^\.+|\.+$/g, "") || "mail";
  return `<${left}@${mailDomain(env)}>`;
}

/**
 * Visitor text bound for a header (a subject, a display name): no line breaks or other control
 * characters, so it can never start a header of its own, and a sane length.
 */
export function headerText(value: string, max = 120): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * A visitor's address as one recipient; nodemailer never splits an address object on commas.
 * A name holding an encoded word ("=?…?=", which the forms refuse) is left out rather than
 * quoted: mail clients decode such a word even inside quotes, and it could pose as an address.
 */
export function visitorAddress(email: string, name?: string): { name: string; address: string } {
  return { name: name && !name.includes("=?") ? headerText(name, 80) : "", address: email.replace(/[\s<>]+/g, "") };
}

/** The bare address inside `Name <a@b.co>` or `a@b.co`. */
export function bareAddress(value: string): string {
  const match = /<([^<>]+)>\s*$/.exec(value);
  return (match?.[1] ?? value).trim();
}
