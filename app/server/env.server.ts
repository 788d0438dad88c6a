import { isIP } from "node:net";
import { z } from "zod";
import { company } from "~/content/company";
import { isPostgresUrl } from "~/server/db/connection.server.mjs";

/** One address, bare (`a@b.co`) or with a display name (`Name <a@b.co>`). */
const ADDRESS = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

function isAddress(value: string): boolean {
  return ADDRESS.test(value.trim());
}

function isAddressList(value: string): boolean {
  return value.split(",").every((part) => isAddress(part));
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The lead webhook's address: https, or http on this machine only (a local relay, the tests), so
 * a lead's summary never crosses a network unencrypted.
 */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return url.hostname !== "";
    const host = url.hostname.replace(/^\[|\]$/g, "");
    return url.protocol === "http:" && (host === "localhost" || host === "::1" || /^127(?:\.\d{1,3}){3}$/.test(host));
  } catch {
    return false;
  }
}

/** The built-in chat page (app/routes/chat-widget.tsx): the site's own assistant (decision 0018). */
export const BUILT_IN_CHAT_PATH = "/chat-widget";

/** The mail domain of the company's own address, so the default sender sits beside it. */
const companyDomain = company.email.split("@")[1] ?? "example.com";

/**
 * The server's configuration, read from the environment once and validated at start-up.
 * A bad value stops the server with a message naming the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Unset: http://localhost:PORT, where the site runs on this machine (see getEnv). */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "SITE_URL must be an absolute http(s) URL such as https://www.example.com" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  CHAT_APP_URL: z
    .string()
    .min(1)
    .default(BUILT_IN_CHAT_PATH)
    // "//host" and "/\\host" look like paths but browsers load them from another host.
    .refine(
      (value) => /^\/(?![/\\])/.test(value) || /^https:\/\/[^/\\\s]/.test(value),
      "CHAT_APP_URL must be a path on this site (such as /chat-widget) or an https:// URL",
    ),
  /**
   * The proxies in front of the server whose X-Forwarded-For / X-Forwarded-Proto are believed
   * (for the rate limit's client address and for HTTPS): a hop count, or addresses and subnets
   * ("loopback", "10.0.0.0/8", "203.0.113.7"). Unset: none. "true" (trust any address) is
   * refused: every client could then name its own address and escape the form limit.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): boolean | number | string[] => {
      if (value === undefined || value === "false") return false;
      if (value === "true") {
        ctx.addIssue({
          code: "custom",
          message:
            'TRUST_PROXY=true would let every client choose its own address; name the proxies instead: a number of hops such as 1, or addresses/subnets such as "loopback,10.0.0.0/8"',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      const parts = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const named = /^(loopback|linklocal|uniquelocal)$/;
      if (parts.length > 0 && parts.every((part) => named.test(part) || isIP(part.split("/")[0]!) !== 0)) return parts;
      ctx.addIssue({
        code: "custom",
        message: 'TRUST_PROXY must be "true", a number of hops, or addresses/subnets such as "loopback,10.0.0.0/8"',
      });
      return z.NEVER;
    }),
  /**
   * Signs the workspace's session cookies; at least 32 characters, the same on every instance.
   * Unset: a random one kept in DATA_DIR/auth-secret (fine for one server).
   */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters (e.g. the output of: openssl rand -base64 32)").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** "pretty" for readable lines, "json" for JSON lines; unset: readable on a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(["pretty", "json"], { message: 'LOG_FORMAT must be "pretty" or "json"' }).optional(),
  /**
   * "on": on each opening day, at opening time, the workspace's owners get one mail listing the
   * new leads past the promised reply and the follow-ups due (only when there are any); "off": none.
   */
  DAILY_SUMMARY: z.enum(["on", "off"], { message: 'DAILY_SUMMARY must be "on" or "off"' }).default("on"),
  MAIL_GIVE_UP_HOURS: z.coerce
    .number({ message: "MAIL_GIVE_UP_HOURS must be a number of hours, such as 72" })
    .positive("MAIL_GIVE_UP_HOURS must be more than 0")
    .default(72),
  /**
   * Pause before an unsent mail's first retry, doubled on every further one (up to an hour). The
   * worker also looks for due mails at least this often (every 15 s at most).
   */
  MAIL_RETRY_BASE_MS: z.coerce
    .number({ message: "MAIL_RETRY_BASE_MS must be a whole number of milliseconds, such as 30000" })
    .int("MAIL_RETRY_BASE_MS must be a whole number of milliseconds, such as 30000")
    .min(100, "MAIL_RETRY_BASE_MS must be at least 100")
    .max(3_600_000, "MAIL_RETRY_BASE_MS must be at most 3600000 (an hour)")
    .default(30_000),
  /** Form posts one IP address may make in 10 minutes (all forms together); more answer 429. */
  FORM_RATE_LIMIT: z.coerce
    .number({ message: "FORM_RATE_LIMIT must be a whole number of form posts, such as 20" })
    .int("FORM_RATE_LIMIT must be a whole number of form posts, such as 20")
    .positive("FORM_RATE_LIMIT must be more than 0")
    .default(20),
  /**
   * Confirmation mails one mailbox may receive in 24 hours (its dot and plus spellings count as
   * one); further leads from it are saved without one.
   */
  MAIL_DAILY_CAP: z.coerce
    .number({ message: "MAIL_DAILY_CAP must be a whole number of mails, such as 3" })
    .int("MAIL_DAILY_CAP must be a whole number of mails, such as 3")
    .min(0, "MAIL_DAILY_CAP must be 0 or more")
    .default(3),
  /**
   * Leads one client (IP address) may hand in within FORM_RATE_LIMIT's 10 minutes that get mails
   * (the visitor's confirmation and the company's notification); later ones are saved without
   * them, and the hour's digest names them to the company.
   */
  MAIL_CLIENT_CAP: z.coerce
    .number({ message: "MAIL_CLIENT_CAP must be a whole number of leads, such as 3" })
    .int("MAIL_CLIENT_CAP must be a whole number of leads, such as 3")
    .min(0, "MAIL_CLIENT_CAP must be 0 or more")
    .default(3),
  /** Sign-in links one member of staff may be mailed in an hour; further requests are answered alike and mail nothing. */
  SIGN_IN_HOURLY_CAP: z.coerce
    .number({ message: "SIGN_IN_HOURLY_CAP must be a whole number of mails, such as 5" })
    .int("SIGN_IN_HOURLY_CAP must be a whole number of mails, such as 5")
    .min(0, "SIGN_IN_HOURLY_CAP must be 0 or more")
    .default(5),
  /** Confirmation mails to visitors (and staff sign-in links) the whole site may send in an hour; further leads are saved without one. */
  MAIL_HOURLY_CAP: z.coerce
    .number({ message: "MAIL_HOURLY_CAP must be a whole number of mails, such as 100" })
    .int("MAIL_HOURLY_CAP must be a whole number of mails, such as 100")
    .min(0, "MAIL_HOURLY_CAP must be 0 or more")
    .default(100),
  /** Lead notifications to the company in an hour; further leads are saved without one, and the hour's digest names them. */
  NOTIFY_HOURLY_CAP: z.coerce
    .number({ message: "NOTIFY_HOURLY_CAP must be a whole number of mails, such as 100" })
    .int("NOTIFY_HOURLY_CAP must be a whole number of mails, such as 100")
    .min(0, "NOTIFY_HOURLY_CAP must be 0 or more")
    .default(100),
  /** Folder of the embedded PostgreSQL (DATA_DIR/postgres, used when DATABASE_URL is not set) and of mail files. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** A PostgreSQL server to use instead of the embedded database (production, several instances). */
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, "DATABASE_URL must be a postgres:// or postgresql:// URL such as postgresql://user:password@host:5432/dbname")
    .optional(),
  /** Outgoing mail server; without it every mail is written as an .eml file into DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, "SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465")
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isAddress, 'MAIL_FROM must be one address such as no-reply@example.com or "Company <no-reply@example.com>"')
    .default(`"${company.name}" <no-reply@${companyDomain}>`),
  MAIL_REPLY_TO: z.string().refine(isAddress, "MAIL_REPLY_TO must be one address such as hello@example.com").default(company.email),
  LEADS_NOTIFY_TO: z
    .string()
    .refine(
      isAddressList,
      "LEADS_NOTIFY_TO must be one or more addresses separated by commas, such as sales@example.com, owner@example.com",
    )
    .default(company.email),
  /**
   * Slack or Teams (Power Automate workflow) incoming webhook: every lead that notifies the
   * company also posts a summary there, through the outbox. Unset: no webhook.
   */
  LEAD_WEBHOOK_URL: z
    .string()
    .refine(
      isWebhookUrl,
      "LEAD_WEBHOOK_URL must be an https:// URL such as https://hooks.slack.com/services/T000/B000/XXXX (http:// only for localhost or 127.0.0.1)",
    )
    .optional(),
  /** Questions one client may ask the site's assistant in 10 minutes; more answer 429. */
  ASSISTANT_RATE_LIMIT: z.coerce
    .number({ message: "ASSISTANT_RATE_LIMIT must be a whole number of questions, such as 60" })
    .int("ASSISTANT_RATE_LIMIT must be a whole number of questions, such as 60")
    .positive("ASSISTANT_RATE_LIMIT must be more than 0")
    .default(60),
  /**
   * The language model that writes the assistant's answers from the site's passages (decision
   * 0018): "openai" (any OpenAI-compatible endpoint) or "bedrock" (Amazon Bedrock's Converse API).
   * Unset: answers are composed from the passages themselves.
   */
  ASSISTANT_MODEL_PROVIDER: z.enum(["openai", "bedrock"], { message: 'ASSISTANT_MODEL_PROVIDER must be "openai" or "bedrock"' }).optional(),
  /** The model's id, e.g. gpt-4o-mini, or a Bedrock model or inference profile id. */
  ASSISTANT_MODEL: z.string().min(1).optional(),
  /** An OpenAI-compatible API's base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  ASSISTANT_MODEL_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/[^/\s]+/.test(value),
      "ASSISTANT_MODEL_URL must be an http:// or https:// URL such as https://api.openai.com/v1",
    )
    .optional(),
  ASSISTANT_MODEL_API_KEY: z.string().min(1).optional(),
  /** Bedrock's region; its credentials come from the AWS SDK's usual chain (environment, profile, instance role). */
  AWS_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, "AWS_REGION must be a region such as us-east-1")
    .optional(),
  /** The time budget of one model answer; past it the answer ends and says so. */
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce
    .number({ message: "ASSISTANT_MODEL_TIMEOUT_MS must be a whole number of milliseconds, such as 20000" })
    .int("ASSISTANT_MODEL_TIMEOUT_MS must be a whole number of milliseconds, such as 20000")
    .min(1_000, "ASSISTANT_MODEL_TIMEOUT_MS must be at least 1000")
    .max(120_000, "ASSISTANT_MODEL_TIMEOUT_MS must be at most 120000")
    .default(20_000),
  /** The token budget of one model answer. */
  ASSISTANT_MAX_TOKENS: z.coerce
    .number({ message: "ASSISTANT_MAX_TOKENS must be a whole number of tokens, such as 500" })
    .int("ASSISTANT_MAX_TOKENS must be a whole number of tokens, such as 500")
    .min(50, "ASSISTANT_MAX_TOKENS must be at least 50")
    .max(4_000, "ASSISTANT_MAX_TOKENS must be at most 4000")
    .default(500),
});

/** What a model provider needs besides its name; a missing one stops the server with its name. */
function modelProblems(env: z.infer<typeof schema>): string[] {
  if (!env.ASSISTANT_MODEL_PROVIDER) return [];
  const problems: string[] = [];
  if (!env.ASSISTANT_MODEL) problems.push("  ASSISTANT_MODEL: the model's id is required when ASSISTANT_MODEL_PROVIDER is set");
  if (env.ASSISTANT_MODEL_PROVIDER === "openai" && !env.ASSISTANT_MODEL_URL)
    problems.push("  ASSISTANT_MODEL_URL: the API's base URL is required when ASSISTANT_MODEL_PROVIDER is openai");
  if (env.ASSISTANT_MODEL_PROVIDER === "bedrock" && !env.AWS_REGION)
    problems.push("  AWS_REGION: the Bedrock region is required when ASSISTANT_MODEL_PROVIDER is bedrock");
  return problems;
}

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string };

/**
 * SITE_URL as the site reads it from the raw values of SITE_URL and PORT: trailing slash removed;
 * unset, the address the site has on this machine, so its own pages may post its forms.
 */
export function siteUrlOf(siteUrl: string | undefined, port: string | number | undefined): string {
  return schema.shape.SITE_URL.parse(siteUrl || undefined) ?? `http://localhost:${port || 3000}`;
}

let cached: Env | undefined;

export class EnvError extends Error {}

export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const result = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const problems = modelProblems(result.data);
  if (problems.length > 0) throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
  const env = { ...result.data, SITE_URL: result.data.SITE_URL ?? siteUrlOf(undefined, result.data.PORT) };
  if (source === process.env) cached = env;
  return env;
}

/** The few values the browser may see. */
export function publicConfig(env: Env = getEnv()) {
  return { siteUrl: env.SITE_URL, chatUrl: env.CHAT_APP_URL };
}
