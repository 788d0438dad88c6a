/**
 * The webinars as staff run them: listed upcoming and past with their registrant counts, created,
 * edited, cancelled, and their registrants listed and exported as CSV. A start is typed as the
 * audience reads it (a date and a time in the webinar's zone) and stored as the exact instant;
 * PostgreSQL's time zone rules turn one into the other. Cancelling keeps the webinar and its
 * registrations but takes it off /contact and closes its registration (findOpenWebinar).
 * Authorization and the audit log are the caller's: these functions trust whoever calls them.
 */
import { and, asc, desc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { UNUSUAL_CHARS } from "~/forms/field-rules";
import { dateFormat } from "~/lib/formats";
import {
  DEFAULT_WEBINAR_TIME_ZONE,
  REGISTRANTS_SHOWN,
  SLUG_PATTERN,
  slugFromTitle,
  WEBINAR_DURATION,
  WEBINAR_LIMITS,
} from "~/lib/site-data-fields";
import { csvHeader, csvLine, isoTime } from "~/server/admin/csv-download.server";
import { transaction, type Database, type Transaction } from "~/server/db/client.server";
import { webinarRegistrations, webinars } from "~/server/db/schema.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---- reading ----

export interface AdminWebinar {
  id: string;
  slug: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  cancelledAt: Date | null;
  registrants: number;
  /** The start as typed in the form: the date (yyyy-mm-dd) and time (HH:MM) in the webinar's zone. */
  localDate: string;
  localTime: string;
}

// Counted per webinar by the registrations' unique index (webinar_id first).
// Spelled with the tables' names: in a select list Drizzle leaves columns unqualified, and "id"
// inside the subquery would be the registration's own.
const registrantCount = sql<number>`(select count(*)::int from ${webinarRegistrations} r where r.webinar_id = ${webinars}.id)`;

const webinarColumns = {
  id: webinars.id,
  slug: webinars.slug,
  title: webinars.title,
  description: webinars.description,
  startsAt: webinars.startsAt,
  durationMinutes: webinars.durationMinutes,
  timeZone: webinars.timeZone,
  cancelledAt: webinars.cancelledAt,
  registrants: registrantCount,
  localDate: sql<string>`to_char(${webinars.startsAt} at time zone ${webinars.timeZone}, 'YYYY-MM-DD')`,
  localTime: sql<string>`to_char(${webinars.startsAt} at time zone ${webinars.timeZone}, 'HH24:MI')`,
};

/** Webinars still to come (soonest first, cancelled ones included and marked) and those that have started (latest first). */
export async function listWebinarsForStaff(db: Database, now = new Date()): Promise<{ upcoming: AdminWebinar[]; past: AdminWebinar[] }> {
  const [upcoming, past] = await Promise.all([
    db.select(webinarColumns).from(webinars).where(gt(webinars.startsAt, now)).orderBy(asc(webinars.startsAt), asc(webinars.title)),
    db.select(webinarColumns).from(webinars).where(lte(webinars.startsAt, now)).orderBy(desc(webinars.startsAt), asc(webinars.title)),
  ]);
  return { upcoming, past };
}

/** One webinar; undefined for an unknown or malformed id. */
export async function getWebinar(db: Database | Transaction, id: string): Promise<AdminWebinar | undefined> {
  if (!UUID.test(id)) return undefined;
  const [webinar] = await db.select(webinarColumns).from(webinars).where(eq(webinars.id, id));
  return webinar;
}

export interface Registrant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  pagePath: string | null;
  createdAt: Date;
}

/** The first `limit` registrants of a webinar in the order they registered. */
export async function listRegistrants(db: Database, webinarId: string, limit = REGISTRANTS_SHOWN): Promise<Registrant[]> {
  if (!UUID.test(webinarId)) return [];
  return db
    .select({
      id: webinarRegistrations.id,
      firstName: webinarRegistrations.firstName,
      lastName: webinarRegistrations.lastName,
      email: webinarRegistrations.email,
      pagePath: webinarRegistrations.pagePath,
      createdAt: webinarRegistrations.createdAt,
    })
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.webinarId, webinarId))
    .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id))
    .limit(limit);
}

const csvColumns = ["Registered", "First name", "Last name", "Email", "Page", "Referrer", "UTM source", "UTM medium", "UTM campaign", "Id"];

/**
 * Every registrant of a webinar as CSV: the header line, then one line each in the order they
 * registered, quoted and guarded against spreadsheet formulas like the inbox's export. A webinar's
 * registrants are read in one query (hundreds, not millions).
 */
export async function* streamRegistrantsCsv(db: Database, webinarId: string): AsyncGenerator<string, void, undefined> {
  yield csvHeader(csvColumns);
  if (!UUID.test(webinarId)) return;
  const found = await db
    .select({
      line: csvLine([
        isoTime(webinarRegistrations.createdAt),
        webinarRegistrations.firstName,
        webinarRegistrations.lastName,
        webinarRegistrations.email,
        webinarRegistrations.pagePath,
        webinarRegistrations.referrer,
        webinarRegistrations.utmSource,
        webinarRegistrations.utmMedium,
        webinarRegistrations.utmCampaign,
        webinarRegistrations.id,
      ]),
    })
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.webinarId, webinarId))
    .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id));
  if (found.length > 0) yield found.map((row) => row.line).join("");
}

// ---- changes ----

/** The IANA zone names this runtime knows (PostgreSQL is asked again when the start is worked out). */
function isTimeZone(value: string): boolean {
  try {
    dateFormat({ timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function requiredText(what: string, max: number) {
  return z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} to ${max.toLocaleString("en-US")} characters or fewer.`)
    .refine((value) => !UNUSUAL_CHARS.test(value), `The ${what} contains a character that cannot be shown.`);
}

/** What staff type for a webinar. An empty slug is made from the title. */
export const webinarSchema = z
  .object({
    title: requiredText("title", WEBINAR_LIMITS.title),
    slug: z
      .string({ error: "Enter the slug." })
      .trim()
      .toLowerCase()
      .max(WEBINAR_LIMITS.slug, `Keep the slug to ${WEBINAR_LIMITS.slug} characters or fewer.`)
      .refine(
        (value) => value === "" || SLUG_PATTERN.test(value),
        "Use lowercase letters and digits joined by single hyphens, e.g. ai-for-small-business.",
      ),
    description: requiredText("description", WEBINAR_LIMITS.description),
    // Year 1 onwards and at most year 9999: what a date field and PostgreSQL both take.
    date: z.iso.date({ error: "Enter the date, e.g. 2026-03-18." }).regex(/^[1-9]/, "Enter the date, e.g. 2026-03-18."),
    time: z.string({ error: "Enter the start time, e.g. 12:00." }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the start time, e.g. 12:00."),
    timeZone: z
      .string({ error: "Choose a time zone." })
      .trim()
      .refine((value) => value !== "" && isTimeZone(value), "Choose a time zone."),
    durationMinutes: z.coerce
      .number({ error: "Enter the length in minutes." })
      .int("Enter the length in whole minutes.")
      .min(WEBINAR_DURATION.min, `A webinar lasts at least ${WEBINAR_DURATION.min} minutes.`)
      .max(WEBINAR_DURATION.max, `A webinar lasts at most ${WEBINAR_DURATION.max} minutes (8 hours).`),
  })
  .transform((input) => ({ ...input, slug: input.slug || slugFromTitle(input.title) }));

export type WebinarInput = z.output<typeof webinarSchema>;
export type WebinarField = keyof WebinarInput;
export type WebinarErrors = Partial<Record<WebinarField, string>>;

export type WebinarFailure =
  { ok: false; reason: "invalid"; message: string; errors: WebinarErrors } | { ok: false; reason: "not-found"; message: string };

const notFound: WebinarFailure = { ok: false, reason: "not-found", message: "There is no such webinar." };

function invalid(errors: WebinarErrors): WebinarFailure {
  const n = Object.keys(errors).length;
  return {
    ok: false,
    reason: "invalid",
    errors,
    message: n === 1 ? "Please correct the marked field." : `Please correct the ${n} marked fields.`,
  };
}

function parse(raw: Record<string, unknown>): { ok: true; data: WebinarInput } | WebinarFailure {
  const parsed = webinarSchema.safeParse({ timeZone: DEFAULT_WEBINAR_TIME_ZONE, ...raw });
  if (parsed.success) {
    // A title of symbols only makes no slug.
    if (!parsed.data.slug) return invalid({ slug: "Enter the slug: the title has no letters or digits to make one from." });
    return { ok: true, data: parsed.data };
  }
  const errors: WebinarErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as WebinarField] ??= issue.message;
  return invalid(errors);
}

/** Whether an error (or its cause, as Drizzle wraps the driver's) is PostgreSQL's unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === "object" && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

/**
 * The instant at which the clock in `zone` shows `date` `time`, or a message when that wall-clock
 * time does not exist there (the hour skipped when clocks go forward) or PostgreSQL does not know the zone.
 */
async function startInstant(db: Database, input: WebinarInput): Promise<{ ok: true; at: Date } | { ok: false; errors: WebinarErrors }> {
  const local = sql`(${input.date}::date + ${input.time}::time)`;
  try {
    const result = await db.execute<{ at: string; back: string }>(
      sql`select to_char((${local} at time zone ${input.timeZone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
                 to_char((${local} at time zone ${input.timeZone}) at time zone ${input.timeZone}, 'YYYY-MM-DD HH24:MI') as back`,
    );
    const row = result.rows[0]!;
    if (row.back !== `${input.date} ${input.time}`)
      return {
        ok: false,
        errors: { time: `${input.time} does not exist on that day in ${input.timeZone} (the clocks go forward). Choose another time.` },
      };
    return { ok: true, at: new Date(row.at) };
  } catch {
    return { ok: false, errors: { timeZone: "The database does not know this time zone. Choose another." } };
  }
}

const slugTaken: WebinarErrors = { slug: "Another webinar already uses this slug. Choose another." };

/** Creates a webinar, open for registration on /contact at once. Its start must be still to come. */
export async function createWebinar(
  db: Database,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<{ ok: true; webinar: AdminWebinar } | WebinarFailure> {
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const start = await startInstant(db, input);
  if (!start.ok) return invalid(start.errors);
  if (start.at <= now) return invalid({ date: "This start has passed. Choose a date and time still to come." });
  const [created] = await db
    .insert(webinars)
    .values({
      slug: input.slug,
      title: input.title,
      description: input.description,
      startsAt: start.at,
      durationMinutes: input.durationMinutes,
      timeZone: input.timeZone,
    })
    .onConflictDoNothing({ target: webinars.slug })
    .returning({ id: webinars.id });
  if (!created) return invalid(slugTaken);
  return { ok: true, webinar: (await getWebinar(db, created.id))! };
}

type Changed<T> = { from: T; to: T };
export interface WebinarChanges {
  title?: Changed<string>;
  slug?: Changed<string>;
  description?: Changed<string>;
  startsAt?: Changed<string>;
  timeZone?: Changed<string>;
  durationMinutes?: Changed<number>;
}

/**
 * Changes a webinar; returns what changed, from what to what, for the audit log. A new start must
 * be still to come; an unchanged one may have passed (a past webinar's text can still be fixed).
 */
export async function updateWebinar(
  db: Database,
  id: string,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<{ ok: true; webinar: AdminWebinar; changes: WebinarChanges } | WebinarFailure> {
  if (!UUID.test(id)) return notFound;
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  // Outside the transaction: a zone PostgreSQL refuses would leave it aborted.
  const start = await startInstant(db, input);
  if (!start.ok) return invalid(start.errors);
  try {
    return await transaction(db, async (tx) => {
      const [current] = await tx.select().from(webinars).where(eq(webinars.id, id)).for("update");
      if (!current) return notFound;
      const changes: WebinarChanges = {};
      for (const field of ["title", "slug", "description", "timeZone", "durationMinutes"] as const) {
        if (input[field] !== current[field]) (changes as Record<string, unknown>)[field] = { from: current[field], to: input[field] };
      }
      if (start.at.getTime() !== current.startsAt.getTime()) {
        if (start.at <= now) return invalid({ date: "This start has passed. Choose a date and time still to come." });
        changes.startsAt = { from: current.startsAt.toISOString(), to: start.at.toISOString() };
      }
      if (changes.slug) {
        const [other] = await tx
          .select({ id: webinars.id })
          .from(webinars)
          .where(and(eq(webinars.slug, input.slug), ne(webinars.id, id)));
        if (other) return invalid(slugTaken);
      }
      if (Object.keys(changes).length > 0) {
        await tx
          .update(webinars)
          .set({
            title: input.title,
            slug: input.slug,
            description: input.description,
            startsAt: start.at,
            durationMinutes: input.durationMinutes,
            timeZone: input.timeZone,
          })
          .where(eq(webinars.id, id));
      }
      return { ok: true, webinar: (await getWebinar(tx, id))!, changes };
    });
  } catch (error) {
    // Another webinar took the slug between the check and the write.
    if (isUniqueViolation(error)) return invalid(slugTaken);
    throw error;
  }
}

/**
 * Cancels a webinar that has not started: off /contact, its registration closed. Its registrations
 * stay. Answers how many registrants it had (to be told), or why it could not be cancelled.
 */
export async function cancelWebinar(
  db: Database,
  id: string,
  now = new Date(),
): Promise<{ ok: true; webinar: AdminWebinar } | WebinarFailure | { ok: false; reason: "already" | "started"; message: string }> {
  if (!UUID.test(id)) return notFound;
  return transaction(db, async (tx) => {
    const [current] = await tx
      .select({ startsAt: webinars.startsAt, cancelledAt: webinars.cancelledAt })
      .from(webinars)
      .where(eq(webinars.id, id))
      .for("update");
    if (!current) return notFound;
    if (current.cancelledAt) return { ok: false, reason: "already", message: "This webinar was already cancelled." };
    if (current.startsAt <= now)
      return { ok: false, reason: "started", message: "This webinar has started; it can no longer be cancelled." };
    await tx
      .update(webinars)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(webinars.id, id), isNull(webinars.cancelledAt)));
    return { ok: true, webinar: (await getWebinar(tx, id))! };
  });
}
