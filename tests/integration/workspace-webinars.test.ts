// The webinars as staff run them: created with a start typed in the webinar's own time zone and
// stored as the right instant (daylight saving time included), edited, cancelled (off /contact,
// registration closed, registrants kept), listed upcoming and past with registrant counts, and
// their registrants exported as CSV. On the embedded PostgreSQL and, with TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cancelWebinar,
  createWebinar,
  getWebinar,
  listRegistrants,
  listWebinarsForStaff,
  streamRegistrantsCsv,
  updateWebinar,
} from "~/server/admin/webinars.server";
import type { Database } from "~/server/db/client.server";
import { webinarRegistrations, webinars } from "~/server/db/schema.server";
import { findOpenWebinar, listUpcomingWebinars } from "~/server/webinars.server";
import { targets, useMigratedDatabase } from "./databases";

/** "Now" for these tests: the webinars below are all after it. */
const now = new Date("2030-01-01T12:00:00Z");

const base = {
  title: "Generative AI for Small Business",
  slug: "",
  description: "A one-hour tour of what chatbots can do for a small team.",
  date: "2030-07-15",
  time: "12:00",
  timeZone: "America/New_York",
  durationMinutes: "60",
};

async function create(db: Database, fields: Record<string, string>) {
  const result = await createWebinar(db, { ...base, ...fields }, now);
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify("errors" in result ? result.errors : {})}`);
  return result.webinar;
}

async function csvOf(db: Database, id: string): Promise<string> {
  let text = "";
  for await (const chunk of streamRegistrantsCsv(db, id)) text += chunk;
  return text;
}

describe.each(targets)("the webinars on $name", (target) => {
  describe("creating", () => {
    const database = useMigratedDatabase(target);

    it("stores the start typed in the webinar's zone as the exact instant, summer and winter", async () => {
      const { db } = database();
      const summer = await create(db, {});
      // New York in July is UTC-4; the slug is made from the title.
      expect(summer).toMatchObject({
        slug: "generative-ai-for-small-business",
        startsAt: new Date("2030-07-15T16:00:00Z"),
        localDate: "2030-07-15",
        localTime: "12:00",
        timeZone: "America/New_York",
        durationMinutes: 60,
        cancelledAt: null,
        registrants: 0,
      });
      const winter = await create(db, { slug: "winter-session", date: "2030-01-15", time: "09:30" });
      expect(winter.startsAt).toEqual(new Date("2030-01-15T14:30:00Z"));
      const pacific = await create(db, { slug: "pacific", timeZone: "America/Los_Angeles", time: "08:00", durationMinutes: "90" });
      expect(pacific.startsAt).toEqual(new Date("2030-07-15T15:00:00Z"));
      expect(pacific).toMatchObject({ localTime: "08:00", durationMinutes: 90 });
    });

    it("puts a new webinar on /contact at once, open for registration", async () => {
      const { db } = database();
      const listed = await listUpcomingWebinars({ db, now });
      // Soonest first: 08:00 in Los Angeles is 15:00 UTC, before 12:00 in New York (16:00 UTC).
      expect(listed?.map((webinar) => webinar.slug)).toEqual(["winter-session", "pacific", "generative-ai-for-small-business"]);
      expect(await findOpenWebinar(db, "pacific", now)).toMatchObject({ slug: "pacific", timeZone: "America/Los_Angeles" });
    });

    it("refuses a slug another webinar has, naming the field", async () => {
      const { db } = database();
      expect(await createWebinar(db, { ...base, slug: "Pacific" }, now)).toEqual({
        ok: false,
        reason: "invalid",
        message: "Please correct the marked field.",
        errors: { slug: "Another webinar already uses this slug. Choose another." },
      });
      // Made from the title, the same slug is just as taken.
      expect(await createWebinar(db, base, now)).toMatchObject({ ok: false, errors: { slug: expect.stringContaining("already uses") } });
    });

    it("refuses each field that is missing or wrong, with a message for it", async () => {
      const { db } = database();
      const result = await createWebinar(
        db,
        {
          title: "",
          slug: "Not a slug!",
          description: " ",
          date: "2030-02-30",
          time: "25:00",
          timeZone: "Mars/Olympus",
          durationMinutes: "5",
        },
        now,
      );
      expect(result).toMatchObject({
        ok: false,
        reason: "invalid",
        message: "Please correct the 7 marked fields.",
        errors: {
          title: "Enter the title.",
          slug: "Use lowercase letters and digits joined by single hyphens, e.g. ai-for-small-business.",
          description: "Enter the description.",
          date: "Enter the date, e.g. 2026-03-18.",
          time: "Enter the start time, e.g. 12:00.",
          timeZone: "Choose a time zone.",
          durationMinutes: "A webinar lasts at least 15 minutes.",
        },
      });
      expect(await createWebinar(db, { ...base, slug: "long", durationMinutes: "600" }, now)).toMatchObject({
        errors: { durationMinutes: "A webinar lasts at most 480 minutes (8 hours)." },
      });
      expect(await createWebinar(db, { ...base, slug: "whole", durationMinutes: "45.5" }, now)).toMatchObject({
        errors: { durationMinutes: "Enter the length in whole minutes." },
      });
      expect(await createWebinar(db, { ...base, slug: "", title: "???" }, now)).toMatchObject({
        errors: { slug: expect.stringContaining("the title has no letters or digits") },
      });
    });

    it("refuses a start that has passed, and a time the clocks skip", async () => {
      const { db } = database();
      expect(await createWebinar(db, { ...base, slug: "past", date: "2029-12-31" }, now)).toMatchObject({
        errors: { date: "This start has passed. Choose a date and time still to come." },
      });
      // On 10 March 2030 New York's clocks go from 02:00 to 03:00.
      expect(await createWebinar(db, { ...base, slug: "gap", date: "2030-03-10", time: "02:30" }, now)).toMatchObject({
        errors: { time: "02:30 does not exist on that day in America/New_York (the clocks go forward). Choose another time." },
      });
      expect((await db.select().from(webinars)).map((webinar) => webinar.slug).sort()).toEqual([
        "generative-ai-for-small-business",
        "pacific",
        "winter-session",
      ]);
    });
  });

  describe("editing, cancelling and registrants", () => {
    const database = useMigratedDatabase(target);

    it("edits a webinar and reports what changed, from what to what", async () => {
      const { db } = database();
      const webinar = await create(db, { slug: "chatbots" });
      await create(db, { slug: "taken" });
      const result = await updateWebinar(db, webinar.id, { ...base, slug: "chatbots-live", time: "13:00", durationMinutes: "45" }, now);
      expect(result).toMatchObject({
        ok: true,
        changes: {
          slug: { from: "chatbots", to: "chatbots-live" },
          startsAt: { from: "2030-07-15T16:00:00.000Z", to: "2030-07-15T17:00:00.000Z" },
          durationMinutes: { from: 60, to: 45 },
        },
        webinar: { slug: "chatbots-live", localTime: "13:00", durationMinutes: 45 },
      });
      expect(result.ok && Object.keys(result.changes).sort()).toEqual(["durationMinutes", "slug", "startsAt"]);
      // The same instant in another zone is a change of zone only.
      const moved = await updateWebinar(
        db,
        webinar.id,
        { ...base, slug: "chatbots-live", time: "10:00", timeZone: "America/Los_Angeles", durationMinutes: "45" },
        now,
      );
      expect(moved.ok && moved.changes).toEqual({ timeZone: { from: "America/New_York", to: "America/Los_Angeles" } });
      expect(
        await updateWebinar(
          db,
          webinar.id,
          { ...base, slug: "chatbots-live", time: "10:00", timeZone: "America/Los_Angeles", durationMinutes: "45" },
          now,
        ),
      ).toMatchObject({
        ok: true,
        changes: {},
      });
      expect(await updateWebinar(db, webinar.id, { ...base, slug: "taken" }, now)).toMatchObject({
        ok: false,
        errors: { slug: "Another webinar already uses this slug. Choose another." },
      });
      expect(await updateWebinar(db, webinar.id, { ...base, slug: "chatbots-live", date: "2029-06-01" }, now)).toMatchObject({
        errors: { date: expect.stringContaining("has passed") },
      });
      expect(await updateWebinar(db, randomUUID(), base, now)).toMatchObject({ ok: false, reason: "not-found" });
    });

    it("lets the text of a past webinar be fixed without moving its start", async () => {
      const { db } = database();
      const webinar = await create(db, { slug: "held" });
      const later = new Date("2031-01-01T00:00:00Z");
      expect(await updateWebinar(db, webinar.id, { ...base, slug: "held", title: "Generative AI, held" }, later)).toMatchObject({
        ok: true,
        changes: { title: { from: base.title, to: "Generative AI, held" } },
      });
    });

    it("cancels a webinar: off /contact, registration closed, its registrants kept", async () => {
      const { db } = database();
      const webinar = await create(db, { slug: "to-cancel" });
      await db.insert(webinarRegistrations).values([
        { webinarId: webinar.id, firstName: "Kay", lastName: "Mauchly", email: "kay@example.com", pagePath: "/contact" },
        { webinarId: webinar.id, firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
      ]);
      expect(await findOpenWebinar(db, "to-cancel", now)).toBeDefined();

      const result = await cancelWebinar(db, webinar.id, now);
      expect(result).toMatchObject({ ok: true, webinar: { slug: "to-cancel", registrants: 2, cancelledAt: expect.any(Date) } });
      expect(await findOpenWebinar(db, "to-cancel", now)).toBeUndefined();
      expect((await listUpcomingWebinars({ db, now }))?.map((w) => w.slug)).not.toContain("to-cancel");
      // Saved by one statement, both at the same instant: compared without their order.
      expect((await listRegistrants(db, webinar.id)).map((r) => r.email).sort()).toEqual(["grace@example.com", "kay@example.com"]);

      expect(await cancelWebinar(db, webinar.id, now)).toEqual({
        ok: false,
        reason: "already",
        message: "This webinar was already cancelled.",
      });
      // Edited afterwards, it stays cancelled.
      expect(await updateWebinar(db, webinar.id, { ...base, slug: "to-cancel", title: "Renamed" }, now)).toMatchObject({ ok: true });
      expect((await getWebinar(db, webinar.id))?.cancelledAt).not.toBeNull();
      expect(await findOpenWebinar(db, "to-cancel", now)).toBeUndefined();
    });

    it("does not cancel a webinar that has started, nor one that does not exist", async () => {
      const { db } = database();
      const webinar = await create(db, { slug: "started" });
      expect(await cancelWebinar(db, webinar.id, new Date("2031-01-01T00:00:00Z"))).toMatchObject({ ok: false, reason: "started" });
      expect(await cancelWebinar(db, randomUUID(), now)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await cancelWebinar(db, "nope", now)).toMatchObject({ ok: false, reason: "not-found" });
    });

    it("lists upcoming (soonest first, cancelled ones too) and past (latest first) with registrant counts", async () => {
      const { db } = database();
      const lists = await listWebinarsForStaff(db, new Date("2030-07-15T16:30:00Z"));
      // Every webinar of this block starts 2030-07-15 16:00 UTC or 17:00 (chatbots-live: 10:00 in Los Angeles).
      expect(lists.upcoming.map((w) => w.slug)).toEqual(["chatbots-live"]);
      // All started at the same instant: latest first cannot tell them apart, so by slug here.
      expect(lists.past.map((w) => [w.slug, w.registrants, w.cancelledAt !== null]).sort()).toEqual([
        ["held", 0, false],
        ["started", 0, false],
        ["taken", 0, false],
        ["to-cancel", 2, true],
      ]);
    });

    it("exports every registrant as CSV, oldest first, safe from spreadsheet formulas", async () => {
      const { db } = database();
      const webinar = await create(db, { slug: "export" });
      await db.insert(webinarRegistrations).values({
        webinarId: webinar.id,
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: "O'Brien, Jr.",
        email: "ob@example.com",
        pagePath: "/contact",
        utmCampaign: "spring",
        createdAt: new Date("2030-01-02T10:00:00Z"),
      });
      await db.insert(webinarRegistrations).values({
        webinarId: webinar.id,
        firstName: "Zoë",
        lastName: "López",
        email: "zoe@example.com",
        createdAt: new Date("2030-01-03T10:00:00Z"),
      });
      const lines = (await csvOf(db, webinar.id)).split("\r\n");
      expect(lines[0]).toBe("Registered,First name,Last name,Email,Page,Referrer,UTM source,UTM medium,UTM campaign,Id");
      expect(lines[1]).toMatch(
        /^2030-01-02T10:00:00\.000Z,"'=HYPERLINK\(""http:\/\/evil\.example""\)","O'Brien, Jr\.",ob@example\.com,\/contact,,,,spring,[0-9a-f-]{36}$/,
      );
      expect(lines[2]).toMatch(/^2030-01-03T10:00:00\.000Z,Zoë,López,zoe@example\.com,,,,,,[0-9a-f-]{36}$/);
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe("");
      // Another webinar's registrants are not in it; an unknown one has the header only.
      expect(await csvOf(db, randomUUID())).toBe(
        "Registered,First name,Last name,Email,Page,Referrer,UTM source,UTM medium,UTM campaign,Id\r\n",
      );
    });
  });
});
