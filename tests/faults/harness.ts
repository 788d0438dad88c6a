// What the fault tests share: the built server as a child process that can be stopped or
// killed, the databases it keeps its leads in (embedded or another PostgreSQL), lead
// payloads for the five forms, and a small pool to send many posts at once.
import { randomBytes } from "node:crypto";
import { messageFor, type FormId } from "~/forms/outcome";
import { runMigrations, type Connection } from "~/server/db/connection.server.mjs";
import { webinars } from "~/server/db/schema.server";
import { embeddedStore, postgresStore as postgresStoreOn, type Store } from "../support/databases";
import { Site } from "../support/site";
import { freePort } from "../support/site";

export { embeddedStore, Site };

export const NOTIFY = "leads@example.com";
export const WEBINAR = "fault-test-webinar";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` returns true, or throws with `describe()` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, describe: () => string, stepMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(stepMs);
  }
}

// ---------------------------------------------------------------------------------------------
// The site server (tests/support/site.ts), with what the fault tests give it.

/** The settings every fault test's server starts with, before its own. */
// The fault tests send more leads in an hour than the site-wide mail caps allow; those caps are
// tested on their own (tests/integration/submit.test.ts).
export const SITE_ENV = {
  SITE_URL: "https://www.example.com",
  LEADS_NOTIFY_TO: NOTIFY,
  MAIL_HOURLY_CAP: "100000",
  NOTIFY_HOURLY_CAP: "100000",
};

/**
 * The headers of a browser's form post without JavaScript, from the site's own page: its origin
 * is the site's, which must be its SITE_URL (see `ownOrigin`).
 */
export function fromOwnPage(site: Site) {
  return { origin: site.origin, "sec-fetch-site": "same-origin" };
}

/** A port of its own and the SITE_URL that goes with it, for a site whose pages post its forms. */
export async function ownOrigin() {
  const port = await freePort();
  return { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------
// Where a server keeps its leads (tests/support/databases.ts): a DATA_DIR of its own, with the
// embedded PostgreSQL the server starts, or a database on the fault tests' PostgreSQL.

export type { Store };

export function adminUrl() {
  const url = process.env.FAULTS_DATABASE_URL;
  if (!url) throw new Error("FAULTS_DATABASE_URL is not set: run the fault tests with `npm run test:faults`.");
  return url;
}

/** A new database on the fault tests' PostgreSQL (reached through `viaUrl`'s host and port when given, e.g. a proxy). */
export function postgresStore(viaUrl?: string): Promise<Store> {
  return postgresStoreOn(adminUrl(), "PostgreSQL", viaUrl);
}

/** Migrates the store and adds an open webinar, before any server runs on it. */
export async function prepare(store: Store) {
  const { db, connection } = await store.open();
  try {
    await runMigrations(connection);
    await db.insert(webinars).values({
      slug: WEBINAR,
      title: "AI for Small Business",
      description: "Live Q&A",
      startsAt: new Date(Date.now() + 72 * 3_600_000),
      durationMinutes: 60,
      timeZone: "America/New_York",
    });
  } finally {
    await connection.close();
  }
}

/** Runs `fn` on the store's database (the one its server runs, or started for the look). */
export async function inspect<T>(store: Store, fn: (connection: Connection) => Promise<T>): Promise<T> {
  const { connection } = await store.open();
  try {
    return await fn(connection);
  } finally {
    await connection.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Leads.

export const FORMS: FormId[] = ["newsletter", "demo", "contact", "webinar", "training"];

export const LEAD_TABLES: Record<FormId, string> = {
  newsletter: "newsletter_subscriptions",
  demo: "demo_requests",
  contact: "contact_inquiries",
  webinar: "webinar_registrations",
  training: "training_registrations",
};

export interface Lead {
  form: FormId;
  email: string;
  path: string;
  body: Record<string, unknown>;
}

let counter = 0;
const run = randomBytes(3).toString("hex");

/** A new address per call, unique across the run. */
export function address(tag: string) {
  counter += 1;
  return `${tag}.${run}.${counter}@example.com`;
}

export function lead(form: FormId, email = address(form)): Lead {
  const person = { firstName: "Ada", lastName: "Lovelace", email };
  switch (form) {
    case "newsletter":
      return { form, email, path: "/newsletter", body: { email } };
    case "demo":
      return {
        form,
        email,
        path: "/book-demo",
        body: { ...person, company: "Analytical Engines", subject: "Chatbot", message: "Hello there" },
      };
    case "contact":
      return { form, email, path: "/contact", body: { ...person, subject: "Chatbot", message: "Hello there" } };
    case "webinar":
      return { form, email, path: "/contact", body: { form: "webinar", webinar: WEBINAR, ...person } };
    case "training":
      return {
        form,
        email,
        path: "/services/ai-training",
        body: {
          ...person,
          company: "Analytical Engines",
          training: "Developing with AWS",
          preferredContactMethod: "phone",
          countryCode: "US",
          phoneType: "mobile",
          contactNumber: "7045550142",
          trainingType: "group",
          attendeeCount: 4,
          confirmInterest: true,
        },
      };
  }
}

/** `count` leads, the five forms in turn. */
export function leads(count: number, tag = "lead"): Lead[] {
  return Array.from({ length: count }, (_, i) => {
    const form = FORMS[i % FORMS.length]!;
    return lead(form, address(`${tag}-${form}`));
  });
}

/** The message the spec gives for a saved lead whose visitor's mail did (not) go out. */
export function savedMessage(form: FormId, confirmation: "sent" | "failed") {
  const { title, description, variant } = messageFor(form, { status: "saved", confirmation });
  return { title, description, variant };
}

/** Runs `fn` over `items` with at most `concurrency` at a time. */
export async function pool<T>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

// ---------------------------------------------------------------------------------------------
// What the company sees in the database.

export interface LeadRow {
  table: string;
  id: string;
  email: string;
}

/** Every lead row of the five tables. */
export async function leadRows(connection: Connection): Promise<LeadRow[]> {
  const parts = Object.values(LEAD_TABLES).map((table) => `select '${table}' as "table", id::text as id, email from ${table}`);
  const { rows } = await connection.query(parts.join(" union all "));
  return rows as LeadRow[];
}

export interface OutboxRow {
  lead_table: string;
  lead_id: string;
  kind: string;
  to_address: string;
  message_id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
}

export async function outboxRows(connection: Connection): Promise<OutboxRow[]> {
  const { rows } = await connection.query(
    "select lead_table, lead_id::text as lead_id, kind, to_address, message_id, status, attempts, next_attempt_at::text as next_attempt_at, last_error from mail_outbox",
  );
  return rows as OutboxRow[];
}

/** How many times each value occurs. */
export function tally<T>(values: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
