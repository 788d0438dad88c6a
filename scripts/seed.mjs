// Loads the company's editable seed data (seed/seed.json) into the database: team members
// matched by name, webinars by slug, so running it again updates instead of duplicating.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { withTransaction } from "../app/server/db/connection.server.mjs";

const timeZone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as America/New_York");

const webinar = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
    title: z.string().min(1),
    description: z.string().min(1),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    startsInDays: z.number().int().min(0).optional(),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour)")
      .default("12:00"),
    timeZone,
    durationMinutes: z.number().int().positive(),
  })
  .refine((w) => (w.startsAt === undefined) !== (w.startsInDays === undefined), "give either startsAt or startsInDays");

const seedSchema = z.object({
  teamMembers: z
    .array(
      z.object({
        name: z.string().trim().min(1),
        position: z.string().trim().min(1),
        bio: z.string().trim().min(1),
        orderIndex: z.number().int(),
      }),
    )
    .default([]),
  webinars: z.array(webinar).default([]),
});

/** Reads and validates a seed file; a mistake names the field. */
export function readSeedFile(file) {
  let raw;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Could not read ${file}: ${error instanceof Error ? error.message : error}`);
  }
  const result = seedSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${file} is not valid:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * The instant when the wall clock in `zone` shows `date` (YYYY-MM-DD) at `time` (HH:MM).
 * Guesses UTC, measures the zone's offset at that instant, corrects, and checks once more
 * in case the correction crossed a daylight-saving change.
 */
export function zonedTimeToUtc(date, time, zone) {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - offsetMs(wall, zone);
  instant = wall - offsetMs(instant, zone);
  return new Date(instant);
}

function offsetMs(instant, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) in `zone` at `instant`. */
function dateIn(instant, zone) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export function webinarStart(w, now = new Date()) {
  if (w.startsAt) return new Date(w.startsAt);
  const day = dateIn(new Date(now.getTime() + w.startsInDays * 86_400_000), w.timeZone);
  return zonedTimeToUtc(day, w.startTime, w.timeZone);
}

/**
 * Writes the seed data in one transaction.
 * @returns {Promise<{ teamMembers: { inserted: number, updated: number }, webinars: number }>}
 */
export async function seedDatabase(connection, data, now = new Date()) {
  return withTransaction(connection, async (query) => {
    const team = { inserted: 0, updated: 0 };
    for (const member of data.teamMembers) {
      const updated = await query("update team_members set position = $2, bio = $3, order_index = $4 where name = $1 returning id", [
        member.name,
        member.position,
        member.bio,
        member.orderIndex,
      ]);
      if (updated.rows.length > 0) {
        team.updated += updated.rows.length;
      } else {
        await query("insert into team_members (name, position, bio, order_index) values ($1, $2, $3, $4)", [
          member.name,
          member.position,
          member.bio,
          member.orderIndex,
        ]);
        team.inserted += 1;
      }
    }
    for (const w of data.webinars) {
      await query(
        `insert into webinars (slug, title, description, starts_at, duration_minutes, time_zone)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (slug) do update set title = excluded.title, description = excluded.description,
           starts_at = excluded.starts_at, duration_minutes = excluded.duration_minutes, time_zone = excluded.time_zone`,
        [w.slug, w.title, w.description, webinarStart(w, now).toISOString(), w.durationMinutes, w.timeZone],
      );
    }
    return { teamMembers: team, webinars: data.webinars.length };
  });
}
