// The schema's promises, checked on the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL alike.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findMigrationsFolder, runMigrations } from "~/server/db/connection.server.mjs";
import { newsletterSubscriptions, teamMembers, trainingRegistrations, webinarRegistrations, webinars } from "~/server/db/schema.server";
import { listTeamMembers } from "~/server/team.server";
import { readSeedFile, seedDatabase } from "../../scripts/seed.mjs";
import { targets, type TestDatabase } from "./databases";
import { logger } from "~/server/logger.server";

/**
 * The SQLSTATE code of a database error. Drizzle wraps driver errors (DrizzleQueryError), so the
 * code is looked for along the `cause` chain.
 */
function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const expectedTables = [
  "assistant_questions",
  "audit_log",
  "contact_inquiries",
  "demo_requests",
  "lead_counted_days",
  "lead_day_counts",
  "lead_notes",
  "leads",
  "mail_outbox",
  "newsletter_subscriptions",
  "page_views",
  "rate_limits",
  "staff_accounts",
  "staff_passkeys",
  "staff_rate_limits",
  "staff_sessions",
  "staff_users",
  "staff_verifications",
  "team_members",
  "training_registrations",
  "webinar_registrations",
  "webinars",
];

const journal = JSON.parse(readFileSync(path.join(findMigrationsFolder(), "meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

/** Runs `work`, which must fail, and returns what it threw. */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to fail");
}

describe.each(targets)("database on $name", (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.open();
  }, 30_000);

  afterAll(async () => {
    await database?.dispose();
  }, 30_000);

  it("applies the migrations to an empty database, and a second run changes nothing", async () => {
    const { connection } = database;
    await runMigrations(connection);
    const tables = await connection.query(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(expectedTables);

    await runMigrations(connection);
    const applied = await connection.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it("rejects a newsletter e-mail already subscribed in another case or with spaces, with 23505", async () => {
    const { db, connection } = database;
    await db.insert(newsletterSubscriptions).values({ email: "Ana.Lopez@Example.com", pagePath: "/" });
    const error = await failure(() => db.insert(newsletterSubscriptions).values({ email: "  ana.lopez@example.COM " }));
    expect(pgErrorCode(error)).toBe("23505");

    // The driver's own error, without Drizzle around it, carries PostgreSQL's code too.
    const raw = await failure(() =>
      connection.query("insert into newsletter_subscriptions (email) values ($1)", ["ANA.LOPEZ@EXAMPLE.COM"]),
    );
    expect((raw as { code?: string }).code).toBe("23505");

    await db.insert(newsletterSubscriptions).values({ email: "someone.else@example.com" });
    const rows = await db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("takes one registration per e-mail and webinar; the same person may join another webinar", async () => {
    const { db } = database;
    const startsAt = new Date(Date.now() + 30 * 86_400_000);
    const [first, second] = await db
      .insert(webinars)
      .values([
        { slug: "first", title: "First", description: "d", startsAt, durationMinutes: 60, timeZone: "America/New_York" },
        { slug: "second", title: "Second", description: "d", startsAt, durationMinutes: 45, timeZone: "America/New_York" },
      ])
      .returning();
    const person = { firstName: "Sam", lastName: "Lee", email: "sam@example.com" };

    await db.insert(webinarRegistrations).values({ ...person, webinarId: first!.id, utmSource: "newsletter" });
    const duplicate = await failure(() =>
      db.insert(webinarRegistrations).values({ ...person, email: " SAM@example.com", webinarId: first!.id }),
    );
    expect(pgErrorCode(duplicate)).toBe("23505");
    await db.insert(webinarRegistrations).values({ ...person, webinarId: second!.id });

    const slugTaken = await failure(() =>
      db.insert(webinars).values({ slug: "first", title: "x", description: "x", startsAt, durationMinutes: 1, timeZone: "UTC" }),
    );
    expect(pgErrorCode(slugTaken)).toBe("23505");
  });

  it("takes one registration per e-mail and course; the same e-mail may register for another course", async () => {
    const { db } = database;
    const registration = {
      firstName: "Ana",
      lastName: "López",
      email: "ana@example.com",
      training: "AWS Technical Essentials",
      preferredContactMethod: "email",
      trainingType: "individual",
    };
    await db.insert(trainingRegistrations).values(registration);
    const duplicate = await failure(() => db.insert(trainingRegistrations).values({ ...registration, email: "Ana@Example.com " }));
    expect(pgErrorCode(duplicate)).toBe("23505");

    await db.insert(trainingRegistrations).values({
      ...registration,
      training: "Developing with AWS",
      company: "Example Co",
      preferredContactMethod: "phone",
      countryCode: "+1",
      contactNumber: "555 0100",
      phoneType: "work",
      trainingType: "group",
      attendeeCount: 4,
    });
    const rows = await db.select().from(trainingRegistrations);
    expect(rows.map((r) => r.training).sort()).toEqual(["AWS Technical Essentials", "Developing with AWS"]);

    const badMethod = await failure(() =>
      db.insert(trainingRegistrations).values({ ...registration, training: "Other", preferredContactMethod: "fax" }),
    );
    expect(pgErrorCode(badMethod)).toBe("23514");
  });

  it("lists team members by order_index ascending", async () => {
    const { db } = database;
    await db.insert(teamMembers).values([
      { name: "Third", position: "P3", bio: "B3", orderIndex: 30 },
      { name: "First", position: "P1", bio: "B1", orderIndex: -1 },
      { name: "Second", position: "P2", bio: "B2", orderIndex: 2 },
    ]);
    const members = await listTeamMembers(db);
    expect(members.map((m) => m.name)).toEqual(["First", "Second", "Third"]);
    expect(members[0]).toEqual({ id: expect.any(String), name: "First", position: "P1", bio: "B1", orderIndex: -1 });
  });

  it("seeds the example team and an upcoming webinar, and seeding again adds no copies", async () => {
    const { connection } = database;
    await connection.query("delete from team_members");
    const seed = readSeedFile(path.resolve("seed/seed.json"));
    const now = new Date("2026-03-01T15:00:00Z");

    const first = await seedDatabase(connection, seed, now);
    expect(first.teamMembers).toEqual({ inserted: seed.teamMembers.length, updated: 0 });
    const second = await seedDatabase(connection, seed, now);
    expect(second.teamMembers).toEqual({ inserted: 0, updated: seed.teamMembers.length });

    const team = await connection.query("select name from team_members order by order_index");
    expect(team.rows.map((r) => r.name)).toEqual(seed.teamMembers.map((m) => m.name));
    const webinar = await connection.query("select starts_at, time_zone from webinars where slug = $1", [seed.webinars[0]!.slug]);
    expect(webinar.rows).toHaveLength(1);
    // 30 days after March 1 is March 31, after the switch to daylight time: noon in New York is 16:00 UTC.
    expect(new Date(webinar.rows[0].starts_at).toISOString()).toBe("2026-03-31T16:00:00.000Z");
    expect(webinar.rows[0].time_zone).toBe("America/New_York");
  });

  it("seeds a webinar's start given as an instant, or as days ahead on the zone's own calendar", async () => {
    const { connection } = database;
    const base = {
      title: "Seeded",
      description: "A seeded webinar.",
      startTime: "12:00",
      timeZone: "America/New_York",
      durationMinutes: 45,
    };
    // 03:00 UTC on March 1 is still February 28 in New York: one day ahead is March 1 there.
    await seedDatabase(
      connection,
      {
        teamMembers: [],
        webinars: [
          { ...base, slug: "seeded-instant", startsAt: "2026-12-17T12:00:00-05:00" },
          { ...base, slug: "seeded-days-ahead", startsInDays: 1 },
        ],
      },
      new Date("2026-03-01T03:00:00Z"),
    );
    const rows = await connection.query("select slug, starts_at from webinars where slug like 'seeded-%' order by slug");
    expect(rows.rows.map((r) => [r.slug, new Date(r.starts_at).toISOString()])).toEqual([
      ["seeded-days-ahead", "2026-03-01T17:00:00.000Z"],
      ["seeded-instant", "2026-12-17T17:00:00.000Z"],
    ]);
    await connection.query("delete from webinars where slug like 'seeded-%'");
  });

  // Last: it closes this target's database.
  it("returns no team members and logs when the read fails", async () => {
    const logged = vi.spyOn(logger(), "error").mockImplementation(() => {});
    await database.connection.close();
    await expect(listTeamMembers(database.db)).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("Could not read the team members"));
    logged.mockRestore();
  });
});
