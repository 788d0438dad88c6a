// Loads the company's editable seed data (seed/seed.json) into the database: team members
// matched by name, webinars by slug, so running it again updates instead of duplicating.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { withTransaction } from "../app/server/db/connection.server.mjs";

const timeZone = z.string().refine((value) => {
  try {
    // A check run once per webinar of the seed file, not a formatter kept for use.
    // eslint-disable-next-line no-restricted-syntax
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
        // A start given as "in N days at HH:MM" is that wall-clock time in the webinar's zone on the
        // zone's calendar day N × 24 hours from now; the database converts it, as the workspace does.
        `insert into webinars (slug, title, description, starts_at, duration_minutes, time_zone)
         values ($1, $2, $3,
           coalesce($4::timestamptz,
             ((($7::timestamptz + make_interval(hours => 24 * $8::int)) at time zone $6)::date + $9::time) at time zone $6),
           $5, $6)
         on conflict (slug) do update set title = excluded.title, description = excluded.description,
           starts_at = excluded.starts_at, duration_minutes = excluded.duration_minutes, time_zone = excluded.time_zone`,
        [
          w.slug,
          w.title,
          w.description,
          w.startsAt ?? null,
          w.durationMinutes,
          w.timeZone,
          now.toISOString(),
          w.startsInDays ?? 0,
          w.startTime,
        ],
      );
    }
    return { teamMembers: team, webinars: data.webinars.length };
  });
}
