import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { WebinarEventInput } from "~/lib/json-ld";
import { getDb, type Database } from "~/server/db/client.server";
import { describeDbError } from "~/server/db/errors.server";
import { webinars } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";

/** A webinar as the contact page lists it; times travel as ISO strings. */
export interface UpcomingWebinar extends WebinarEventInput {
  id: string;
}

function toUpcoming(row: typeof webinars.$inferSelect): UpcomingWebinar {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
  };
}

/**
 * Webinars that have not started yet and are not cancelled, soonest first. A read error is logged and answers
 * `undefined`, so the page can say the list is unavailable instead of "nothing planned".
 */
export async function listUpcomingWebinars(options: { db?: Database; now?: Date } = {}): Promise<UpcomingWebinar[] | undefined> {
  try {
    const db = options.db ?? (await getDb());
    const rows = await db
      .select()
      .from(webinars)
      .where(and(gt(webinars.startsAt, options.now ?? new Date()), isNull(webinars.cancelledAt)))
      .orderBy(asc(webinars.startsAt), asc(webinars.title));
    return rows.map(toUpcoming);
  } catch (error) {
    logger().error(`Could not read the webinars: ${describeDbError(error)}`);
    return undefined;
  }
}

/** The webinar with this slug if registration is still open (not started, not cancelled), else undefined. */
export async function findOpenWebinar(db: Database, slug: string, now = new Date()): Promise<UpcomingWebinar | undefined> {
  const [row] = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.slug, slug), gt(webinars.startsAt, now), isNull(webinars.cancelledAt)));
  return row ? toUpcoming(row) : undefined;
}
