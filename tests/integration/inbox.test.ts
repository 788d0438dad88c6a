// The staff inbox's data: every saved lead gets its `leads` row (and leads saved before the inbox
// existed get theirs from migration 0004), and the inbox lists, filters, searches, pages, shows,
// changes and exports them, on the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL.
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import {
  addLeadNote,
  changeLeadNote,
  companyDay,
  countSpam,
  deleteLead,
  setSpam,
  filterToParams,
  getLead,
  listLeads,
  parseLeadFilter,
  replyToLead,
  REPLIES_PER_HOUR,
  streamLeadsCsv,
  updateLead,
  type LeadFilter,
  type LeadListRow,
} from "~/server/admin/leads.server";
import { overview } from "~/server/admin/overview.server";
import { DAILY_SUMMARY_KIND, queueDailySummary } from "~/server/admin/daily-summary.server";
import { company } from "~/content/company";
import { openingOn } from "~/lib/business-hours";
import { getEnv } from "~/server/env.server";
import { renderOutboxMail } from "~/server/mail/render-outbox.server";
import type { Database } from "~/server/db/client.server";
import { findMigrationsFolder, runMigrations } from "~/server/db/connection.server.mjs";
import { leads, mailOutbox, staffUsers, webinars } from "~/server/db/schema.server";
import {
  saveContactInquiry,
  saveDemoRequest,
  saveNewsletterSubscription,
  saveTrainingRegistration,
  saveWebinarRegistration,
  type SaveContext,
} from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { COUNT_CAP } from "~/lib/lead-labels";
import { SPAM_THRESHOLD } from "~/server/leads/spam.server";
import { backupDatabase, restoreDatabase } from "../../scripts/backup.mjs";
import { targets, useMigratedDatabase } from "./databases";

const source = leadSource(
  new Request("https://www.example.com/contact", {
    method: "POST",
    headers: { referer: "https://www.example.com/contact?utm_source=news&utm_medium=email&utm_campaign=spring" },
  }),
  { referrer: "https://search.example/?q=ai" },
);
const sourceColumns = {
  pagePath: "/contact",
  referrer: "https://search.example/?q=ai",
  utmSource: "news",
  utmMedium: "email",
  utmCampaign: "spring",
};

function contextFor(db: Database): SaveContext {
  return { db, source, notifyTo: "leads@example.com", messageHost: "www.example.com" };
}

async function addWebinar(db: Database, slug: string, title = "AI for Small Business") {
  const [webinar] = await db
    .insert(webinars)
    .values({
      slug,
      title,
      description: "Live Q&A",
      startsAt: new Date("2030-01-15T19:00:00Z"),
      durationMinutes: 60,
      timeZone: "America/New_York",
    })
    .returning({ id: webinars.id });
  return webinar!.id;
}

function training(email: string, extra: Record<string, unknown> = {}) {
  return trainingRegistrationSchema.parse({
    firstName: "Grace",
    lastName: "Hopper",
    email,
    training: "Developing with AWS",
    preferredContactMethod: "phone",
    countryCode: "US",
    contactNumber: "7045550142",
    trainingType: "group",
    attendeeCount: "4",
    confirmInterest: true,
    ...extra,
  });
}

function savedId(result: Awaited<ReturnType<typeof saveContactInquiry>>): string {
  if (result.status !== "saved") throw new Error(`not saved: ${result.status}`);
  return result.leadId;
}

/** A row straight into the inbox, for the queries' tests. */
async function insertLead(db: Database, values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db
    .insert(leads)
    .values({ id: randomUUID(), form: "contact", email: "someone@example.com", ...values })
    .returning();
  return row!;
}

/** Every page of the inbox for `filter`, walked with the cursors. */
async function allPages(db: Database, filter: LeadFilter, limit: number): Promise<{ pages: LeadListRow[][] }> {
  const pages: LeadListRow[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = await listLeads(db, filter, { after, limit });
    pages.push(page.rows);
    if (!page.next) return { pages };
    after = page.next;
    if (pages.length > 1000) throw new Error("the cursor does not move on");
  }
}

/** RFC 4180, enough for the export: quoted cells, doubled quotes, CRLF between lines. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell || cells.length) throw new Error("the CSV does not end with CRLF");
  return lines;
}

async function exportCsv(db: Database, filter: LeadFilter): Promise<{ chunks: string[]; lines: string[][] }> {
  const chunks: string[] = [];
  for await (const chunk of streamLeadsCsv(db, filter)) chunks.push(chunk);
  return { chunks, lines: parseCsv(chunks.join("")) };
}

const csvHeader = [
  "Received (America/New_York time)",
  "Form",
  "Status",
  "Name",
  "Email",
  "Company",
  "Subject",
  "Message",
  "Page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Owner",
  "Phone",
  "Preferred contact",
  "Training type",
  "Attendees",
  "Id",
];

describe("the inbox filter in a URL", () => {
  it("takes each valid value, trims, and leaves out what is not valid", () => {
    const params = new URLSearchParams({
      form: "demo",
      status: "bogus",
      from: "2026-02-29",
      to: "2026-03-01",
      page: " /contact ",
      campaign: "fall",
      q: "   Lovelace  ",
    });
    expect(parseLeadFilter(params)).toEqual({ form: "demo", to: "2026-03-01", page: "/contact", campaign: "fall", q: "Lovelace" });
    expect(parseLeadFilter(new URLSearchParams("form=Demo&status=won&from=2024-02-29&to=26-03-01&q=%20%20"))).toEqual({
      status: "won",
      from: "2024-02-29",
    });
    expect(parseLeadFilter(new URLSearchParams("from=0000-01-01&to=2026-13-01&page=&campaign="))).toEqual({});
    expect(parseLeadFilter(new URLSearchParams())).toEqual({});
  });

  it("cuts a search to 200 characters", () => {
    const q = parseLeadFilter(new URLSearchParams({ q: `  ${"é".repeat(150)}${"x".repeat(150)}` })).q!;
    expect(q).toBe(`${"é".repeat(150)}${"x".repeat(50)}`);
  });

  it("turns back into the same query", () => {
    const filter: LeadFilter = {
      form: "training",
      status: "new",
      from: "2026-01-01",
      to: "2026-01-31",
      page: "/a b",
      campaign: "x&y",
      q: "a%b",
    };
    const params = filterToParams(filter);
    expect(parseLeadFilter(new URLSearchParams(params.toString()))).toEqual(filter);
    expect(filterToParams({}).toString()).toBe("");
    expect(filterToParams({ q: "ada" }).toString()).toBe("q=ada");
  });
});

describe.each(targets)("the inbox on $name", (target) => {
  describe("saving a lead", () => {
    const database = useMigratedDatabase(target);

    /** The form row's created_at and the inbox row's, to the microsecond. */
    async function sameTime(table: string, id: string) {
      const { rows } = await database().connection.query(
        `select l.created_at = f.created_at as same from leads l join ${table} f using (id) where l.id = $1`,
        [id],
      );
      return rows[0]?.same;
    }

    it("writes each form's inbox row with the lead's id, fields, source and time", async () => {
      const { db } = database();
      const context = contextFor(db);
      const webinarId = await addWebinar(db, "inbox-save");
      const ids = {
        newsletter: savedId(await saveNewsletterSubscription(context, { email: "reader@example.com" })),
        demo: savedId(
          await saveDemoRequest(context, {
            firstName: "Al",
            lastName: "Turing",
            email: "al@example.com",
            company: "Bletchley",
            subject: "A demo",
            message: "Please",
          }),
        ),
        contact: savedId(
          await saveContactInquiry(context, {
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@example.com",
            subject: "Chatbot",
            message: "Hello\nthere",
          }),
        ),
        training: savedId(await saveTrainingRegistration(context, training("grace@example.com"))),
        webinar: savedId(
          await saveWebinarRegistration(context, webinarId, { firstName: "Kay", lastName: "Mauchly", email: "kay@example.com" }),
        ),
      };
      const rows = await db.select().from(leads);
      const byId = (id: string) => rows.find((row) => row.id === id);
      const common = { ...sourceColumns, status: "new", ownerId: null };
      expect(byId(ids.newsletter)).toMatchObject({
        ...common,
        form: "newsletter",
        name: "",
        email: "reader@example.com",
        company: "",
        subject: "",
        message: "",
      });
      expect(byId(ids.demo)).toMatchObject({
        ...common,
        form: "demo",
        name: "Al Turing",
        email: "al@example.com",
        company: "Bletchley",
        subject: "A demo",
        message: "Please",
      });
      expect(byId(ids.contact)).toMatchObject({
        ...common,
        form: "contact",
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "",
        subject: "Chatbot",
        message: "Hello\nthere",
      });
      expect(byId(ids.training)).toMatchObject({
        ...common,
        form: "training",
        name: "Grace Hopper",
        email: "grace@example.com",
        company: "",
        subject: "Developing with AWS",
        message: "",
      });
      expect(byId(ids.webinar)).toMatchObject({
        ...common,
        form: "webinar",
        name: "Kay Mauchly",
        email: "kay@example.com",
        company: "",
        subject: "AI for Small Business",
        message: "",
      });
      expect(rows).toHaveLength(5);
      expect(await sameTime("newsletter_subscriptions", ids.newsletter)).toBe(true);
      expect(await sameTime("demo_requests", ids.demo)).toBe(true);
      expect(await sameTime("contact_inquiries", ids.contact)).toBe(true);
      expect(await sameTime("training_registrations", ids.training)).toBe(true);
      expect(await sameTime("webinar_registrations", ids.webinar)).toBe(true);
    });

    it("takes a training registration's company when one was given", async () => {
      const { db } = database();
      const id = savedId(await saveTrainingRegistration(contextFor(db), training("mary@example.com", { company: "NASA" })));
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      expect(row).toMatchObject({ company: "NASA", subject: "Developing with AWS" });
    });

    it("keeps a training registration's phone, preference and group where the search and the CSV find them", async () => {
      const { db } = database();
      const id = savedId(
        await saveTrainingRegistration(contextFor(db), training("katherine@example.com", { contactNumber: "7045550199" })),
      );
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      expect(row!.details).toBe("US 7045550199 · prefers phone · group · 4 attendees");
      expect((await listLeads(db, { q: "5550199" })).rows.map((lead) => lead.id)).toEqual([id]);
      const { lines } = await exportCsv(db, { q: "katherine@" });
      expect(lines[1]!.slice(-5)).toEqual(["US 7045550199", "Phone", "Group", "4", id]);
    });

    it("writes no inbox row for a duplicate", async () => {
      const { db } = database();
      const context = contextFor(db);
      const webinarId = await addWebinar(db, "inbox-duplicates");
      savedId(await saveNewsletterSubscription(context, { email: "twice@example.com" }));
      savedId(await saveWebinarRegistration(context, webinarId, { firstName: "T", lastName: "W", email: "twice@example.com" }));
      savedId(await saveTrainingRegistration(context, training("twice@example.com")));
      const before = await db.$count(leads);
      expect(await saveNewsletterSubscription(context, { email: "twice@example.com" })).toEqual({ status: "duplicate" });
      expect(await saveWebinarRegistration(context, webinarId, { firstName: "T", lastName: "W", email: "twice@example.com" })).toEqual({
        status: "duplicate",
      });
      expect(await saveTrainingRegistration(context, training("twice@example.com"))).toEqual({ status: "duplicate" });
      expect(await db.$count(leads)).toBe(before);
    });

    it("keeps the inbox through a backup and a restore, its search text computed again", async () => {
      const { db, connection } = database();
      const id = savedId(
        await saveContactInquiry(contextFor(db), {
          firstName: "Back",
          lastName: "Up",
          email: "backup@example.com",
          subject: "s",
          message: "m",
        }),
      );
      const restored = await target.open();
      try {
        const counts = await restoreDatabase(restored.connection, await backupDatabase(connection));
        expect(counts.leads).toBe(await db.$count(leads));
        expect((await listLeads(restored.db, { q: "back up" })).rows.map((row) => row.id)).toEqual([id]);
      } finally {
        await restored.dispose();
      }
      // A second database is created and migrated, then the whole of the first copied into it.
    }, 30_000);

    it("writes no inbox row for a lead over the rate limit", async () => {
      const { db } = database();
      const context = { ...contextFor(db), rateLimit: { key: `inbox:${randomUUID()}`, limit: 1, windowMs: 60_000 } };
      const input = { firstName: "R", lastName: "L", email: "limit@example.com", subject: "s", message: "m" };
      savedId(await saveContactInquiry(context, input));
      const before = await db.$count(leads);
      expect((await saveContactInquiry(context, input)).status).toBe("limited");
      expect(await db.$count(leads)).toBe(before);
    });
  });

  describe("migration 0004", () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let folder: string;

    beforeAll(async () => {
      database = await target.open();
      // The migrations as the previous version shipped them: 0000 to 0003.
      const real = findMigrationsFolder();
      folder = mkdtempSync(path.join(tmpdir(), "concord-migrations-"));
      mkdirSync(path.join(folder, "meta"));
      const journal = JSON.parse(readFileSync(path.join(real, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
      const before = journal.entries.filter((entry) => entry.tag < "0004");
      writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: before }));
      for (const entry of before) copyFileSync(path.join(real, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }, 30_000);

    afterAll(async () => {
      await database?.dispose();
      if (folder) rmSync(folder, { recursive: true, force: true });
    }, 30_000);

    it("puts the leads saved before it into the inbox", async () => {
      const { connection, db } = database;
      await runMigrations(connection, folder);
      const query = (text: string) => connection.query(text);
      const { rows: tables } = await query("select to_regclass('leads') as leads");
      expect(tables[0].leads).toBeNull();
      const time = "2025-11-03 14:15:16.123456+00";
      const sourceValues = `'/book-demo', 'https://search.example/', 'news', 'email', 'fall', '${time}'`;
      const sourceNames = "page_path, referrer, utm_source, utm_medium, utm_campaign, created_at";
      await query(`insert into newsletter_subscriptions (id, email, ${sourceNames})
        values ('00000000-0000-4000-8000-000000000001', 'reader@example.com', ${sourceValues})`);
      await query(`insert into demo_requests (id, first_name, last_name, email, company, subject, message, ${sourceNames})
        values ('00000000-0000-4000-8000-000000000002', 'Al', 'Turing', 'al@example.com', 'Bletchley', 'A demo', 'Please', ${sourceValues})`);
      await query(`insert into contact_inquiries (id, first_name, last_name, email, subject, message, ${sourceNames})
        values ('00000000-0000-4000-8000-000000000003', 'Ada', 'Lovelace', 'ada@example.com', 'Chatbot', 'Hello', ${sourceValues})`);
      await query(`insert into training_registrations (id, first_name, last_name, company, training, email, preferred_contact_method, training_type, ${sourceNames})
        values ('00000000-0000-4000-8000-000000000004', 'Grace', 'Hopper', null, 'Developing with AWS', 'grace@example.com', 'email', 'individual', ${sourceValues})`);
      await query(`insert into webinars (id, slug, title, description, starts_at, duration_minutes, time_zone)
        values ('00000000-0000-4000-8000-0000000000aa', 'old', 'Old Webinar', 'd', '2025-12-01 19:00+00', 60, 'America/New_York')`);
      await query(`insert into webinar_registrations (id, webinar_id, first_name, last_name, email, ${sourceNames})
        values ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-0000000000aa', 'Kay', 'Mauchly', 'kay@example.com', ${sourceValues})`);

      await runMigrations(connection);
      const { rows } = await query(
        `select id, form, name, email, company, subject, message, page_path, referrer, utm_source, utm_medium, utm_campaign,
           status, owner_id, created_at = '${time}' as same_time, updated_at = created_at as updated_then
         from leads order by id`,
      );
      const common = {
        page_path: "/book-demo",
        referrer: "https://search.example/",
        utm_source: "news",
        utm_medium: "email",
        utm_campaign: "fall",
        status: "new",
        owner_id: null,
        same_time: true,
        updated_then: true,
      };
      expect(rows).toEqual([
        {
          ...common,
          id: "00000000-0000-4000-8000-000000000001",
          form: "newsletter",
          name: "",
          email: "reader@example.com",
          company: "",
          subject: "",
          message: "",
        },
        {
          ...common,
          id: "00000000-0000-4000-8000-000000000002",
          form: "demo",
          name: "Al Turing",
          email: "al@example.com",
          company: "Bletchley",
          subject: "A demo",
          message: "Please",
        },
        {
          ...common,
          id: "00000000-0000-4000-8000-000000000003",
          form: "contact",
          name: "Ada Lovelace",
          email: "ada@example.com",
          company: "",
          subject: "Chatbot",
          message: "Hello",
        },
        {
          ...common,
          id: "00000000-0000-4000-8000-000000000004",
          form: "training",
          name: "Grace Hopper",
          email: "grace@example.com",
          company: "",
          subject: "Developing with AWS",
          message: "",
        },
        {
          ...common,
          id: "00000000-0000-4000-8000-000000000005",
          form: "webinar",
          name: "Kay Mauchly",
          email: "kay@example.com",
          company: "",
          subject: "Old Webinar",
          message: "",
        },
      ]);
      // The backfilled leads are searchable like new ones.
      expect((await listLeads(db, { q: "lovelace" })).rows.map((row) => row.id)).toEqual(["00000000-0000-4000-8000-000000000003"]);
    });
  });

  describe("listing", () => {
    const database = useMigratedDatabase(target);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const { db } = database();
      await db.insert(staffUsers).values({ id: "staff-1", name: "Sam Staff", email: "sam@company.example" });
      const add = async (key: string, values: Partial<typeof leads.$inferInsert>) => {
        ids[key] = (await insertLead(db, values)).id;
      };
      await add("ada", {
        form: "contact",
        name: "Ada Lovelace",
        email: "ada.lovelace@analytical.example",
        company: "Engines & Co",
        subject: "Chatbot pricing",
        message: "We need 100% uptime",
        pagePath: "/contact",
        utmCampaign: "fall",
        status: "contacted",
        ownerId: "staff-1",
        createdAt: new Date("2026-02-01T15:00:00Z"),
      });
      await add("grace", {
        form: "training",
        name: "Grace Hopper",
        email: "grace_h@navy.example",
        company: "COBOL Inc",
        subject: "Developing with AWS",
        message: "Found bugs",
        pagePath: "/contact-us",
        utmCampaign: "fall-2026",
        createdAt: new Date("2026-02-02T15:00:00Z"),
      });
      await add("alan", {
        form: "demo",
        name: "Alan Turing",
        email: "alan@bletchley.example",
        company: "The Horse Farm",
        subject: "A demo",
        message: "100 percent sure; files in C:\\temp",
        pagePath: "/book-demo",
        createdAt: new Date("2026-02-03T15:00:00Z"),
      });
      await add("news", { form: "newsletter", email: "reader@example.com", createdAt: new Date("2026-02-04T15:00:00Z") });
    });

    const found = async (filter: LeadFilter) => (await listLeads(database().db, filter)).rows.map((row) => row.id);

    it("lists newest first with what the inbox shows, the owner's name and address included", async () => {
      const page = await listLeads(database().db, {});
      expect(page.rows.map((row) => row.id)).toEqual([ids.news, ids.alan, ids.grace, ids.ada]);
      expect(page.next).toBeNull();
      expect(page.rows.at(-1)).toEqual({
        id: ids.ada,
        form: "contact",
        name: "Ada Lovelace",
        email: "ada.lovelace@analytical.example",
        company: "Engines & Co",
        subject: "Chatbot pricing",
        status: "contacted",
        owner: { id: "staff-1", name: "Sam Staff", email: "sam@company.example" },
        createdAt: new Date("2026-02-01T15:00:00Z"),
        pagePath: "/contact",
        utmCampaign: "fall",
        // Her first lead (person.test.ts tests the returning ones).
        returning: false,
      });
      expect(page.rows[0]!.owner).toBeNull();
    });

    it("filters by form, status, page and campaign, exactly", async () => {
      expect(await found({ form: "training" })).toEqual([ids.grace]);
      expect(await found({ form: "webinar" })).toEqual([]);
      expect(await found({ status: "contacted" })).toEqual([ids.ada]);
      expect(await found({ status: "new" })).toEqual([ids.news, ids.alan, ids.grace]);
      expect(await found({ page: "/contact" })).toEqual([ids.ada]);
      expect(await found({ campaign: "fall" })).toEqual([ids.ada]);
      expect(await found({ campaign: "fall-2026" })).toEqual([ids.grace]);
      expect(await found({ form: "contact", status: "new" })).toEqual([]);
    });

    it("searches any part of a name, address, company, subject or message, in any case", async () => {
      expect(await found({ q: "lovel" })).toEqual([ids.ada]);
      expect(await found({ q: "ANALYTICAL.EXAMPLE" })).toEqual([ids.ada]);
      expect(await found({ q: "grace_h@navy" })).toEqual([ids.grace]);
      expect(await found({ q: "cobol" })).toEqual([ids.grace]);
      expect(await found({ q: "Chatbot Pric" })).toEqual([ids.ada]);
      expect(await found({ q: "bugs" })).toEqual([ids.grace]);
      expect(await found({ q: "engines & co" })).toEqual([ids.ada]);
      expect(await found({ q: "example" })).toEqual([ids.news, ids.alan, ids.grace, ids.ada]);
      expect(await found({ q: "nobody" })).toEqual([]);
      expect(await found({ q: "lovelace", form: "demo" })).toEqual([]);
    });

    it("takes % and _ in a search literally", async () => {
      // Were they wildcards, "100%" would find "100 percent" and "e_h" would find "the horse".
      expect(await found({ q: "100%" })).toEqual([ids.ada]);
      expect(await found({ q: "e_h" })).toEqual([ids.grace]);
      expect(await found({ q: "%" })).toEqual([ids.ada]);
      expect(await found({ q: "_" })).toEqual([ids.grace]);
      expect(await found({ q: "c:\\temp" })).toEqual([ids.alan]);
      expect(await found({ q: "\\" })).toEqual([ids.alan]);
    });
  });

  describe("what needs someone: replies past the promise, follow-ups due, my leads", () => {
    const database = useMigratedDatabase(target);
    const ids: Record<string, string> = {};
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const day = (days: number) => companyDay(new Date(now.getTime() + days * 86_400_000));

    beforeAll(async () => {
      const { db } = database();
      await db.insert(staffUsers).values([
        { id: "staff-1", name: "Sam Staff", email: "sam@company.example" },
        { id: "staff-2", name: "Pat Staff", email: "pat@company.example" },
      ]);
      const add = async (key: string, values: Partial<typeof leads.$inferInsert>) => {
        ids[key] = (await insertLead(db, { name: key, ...values })).id;
      };
      // Ten days is past 24 business hours in any week; a lead of this minute is not.
      await add("late", { status: "new", createdAt: daysAgo(10), ownerId: "staff-1" });
      await add("answered", { status: "contacted", createdAt: daysAgo(9) });
      await add("overdue", { status: "qualified", followUpOn: day(-1), createdAt: daysAgo(8), ownerId: "staff-2" });
      await add("today", { status: "contacted", followUpOn: day(0), createdAt: daysAgo(7) });
      await add("later", { status: "contacted", followUpOn: day(1), createdAt: daysAgo(6) });
      await add("won", { status: "won", followUpOn: day(-2), createdAt: daysAgo(5) });
      await add("fresh", { status: "new", createdAt: now });
    });

    const found = async (filter: LeadFilter) => {
      const rows = (await listLeads(database().db, filter)).rows;
      return rows.map((row) => Object.entries(ids).find(([, id]) => id === row.id)![0]);
    };

    it("finds the new leads past the reply the site promises, and the follow-ups whose day has come", async () => {
      expect(await found({ needs: "reply" })).toEqual(["late"]);
      expect(await found({ needs: "follow-up" })).toEqual(["today", "overdue"]);
      expect(await found({ needs: "follow-up", status: "qualified" })).toEqual(["overdue"]);
    });

    it("finds the asking member's leads and the unassigned ones; 'mine' needs to know who asks", async () => {
      expect(await found(parseLeadFilter(new URLSearchParams("owner=me"), "staff-1"))).toEqual(["late"]);
      expect(await found(parseLeadFilter(new URLSearchParams("owner=me"), "staff-2"))).toEqual(["overdue"]);
      expect(await found({ owner: "none" })).toEqual(["fresh", "won", "later", "today", "answered"]);
      expect(parseLeadFilter(new URLSearchParams("owner=me&needs=reply"))).toEqual({ needs: "reply" });
      expect(parseLeadFilter(new URLSearchParams("owner=someone&needs=later"))).toEqual({});
      expect(filterToParams(parseLeadFilter(new URLSearchParams("owner=me&needs=follow-up"), "staff-1")).toString()).toBe(
        "owner=me&needs=follow-up",
      );
    });

    it("puts them first on the overview: the longest waiting and the earliest day first, with counts", async () => {
      const summary = await overview(database().db, now);
      expect(summary.today).toBe(day(0));
      expect(summary.waiting).toEqual({ total: 1, rows: [expect.objectContaining({ id: ids.late })] });
      expect(summary.followUps.total).toBe(2);
      expect(summary.followUps.rows.map((row) => [row.id, row.followUpOn])).toEqual([
        [ids.overdue, day(-1)],
        [ids.today, day(0)],
      ]);
    });

    it("queues the owners' daily summary once a day from opening time, when something waits, and lists it when sent", async () => {
      const { db } = database();
      await db.insert(staffUsers).values({ id: "owner-1", name: "Olivia Owner", email: "olivia@company.example", role: "owner" });
      const env = { DAILY_SUMMARY: "on" as const, MAIL_FROM: "Piedmont AI Works <no-reply@mail.example.com>" };
      // The next opening day after today, an hour after opening, and the same day before it.
      let opening: Date | undefined;
      for (let i = 1; !opening; i++) opening = openingOn(new Date(now.getTime() + i * 86_400_000), company.openingHours);
      const open = new Date(opening.getTime() + 3_600_000);
      let closedDay: Date | undefined;
      for (let i = 1; !closedDay; i++) {
        const candidate = new Date(now.getTime() + i * 86_400_000);
        if (!openingOn(candidate, company.openingHours)) closedDay = candidate;
      }
      const summaries = () => db.select().from(mailOutbox).where(eq(mailOutbox.kind, DAILY_SUMMARY_KIND));

      expect(await queueDailySummary(db, { ...env, DAILY_SUMMARY: "off" }, open)).toBe(0);
      expect(await queueDailySummary(db, env, new Date(opening.getTime() - 60_000))).toBe(0);
      expect(await queueDailySummary(db, env, closedDay)).toBe(0);
      expect(await summaries()).toEqual([]);
      expect(await queueDailySummary(db, env, open)).toBe(1);
      // Later that day, or from another instance: not again.
      expect(await queueDailySummary(db, env, new Date(open.getTime() + 3 * 3_600_000))).toBe(0);
      const [row] = await summaries();
      expect(row).toMatchObject({ toAddress: "olivia@company.example", leadTable: null, leadId: null, status: "pending" });

      const mail = await renderOutboxMail(db, row!, getEnv());
      expect(mail.to).toBe("olivia@company.example");
      expect(mail.subject).toMatch(/^\d+ leads need someone today$/);
      expect(mail.text).toContain(
        "1 new lead has waited longer than the 24 business hours the site promises:".replace("1 new lead has", "One new lead has"),
      );
      expect(mail.text).toMatch(/• late \(since .+\)/);
      expect(mail.text).toMatch(/• overdue \(since [A-Z][a-z]{2} \d{1,2}\)/);
      expect(mail.text).toContain("/admin/leads?needs=follow-up");
      expect(mail.text).not.toContain("• fresh");
      expect(mail.text).not.toContain("• won");
    });

    it("sets, changes and clears a lead's follow-up day, and refuses what is not a day", async () => {
      const { db } = database();
      expect(await updateLead(db, ids.later!, { followUpOn: day(0) })).toEqual({
        ok: true,
        changes: { followUpOn: { from: day(1), to: day(0) } },
      });
      expect((await getLead(db, ids.later!))!.lead.followUpOn).toBe(day(0));
      expect(await found({ needs: "follow-up" })).toEqual(["later", "today", "overdue"]);
      expect(await updateLead(db, ids.later!, { followUpOn: null })).toEqual({
        ok: true,
        changes: { followUpOn: { from: day(0), to: null } },
      });
      expect(await updateLead(db, ids.later!, { followUpOn: null })).toEqual({ ok: true, changes: {} });
      for (const bad of ["tomorrow", "2026-02-30", "0999-01-01"]) {
        expect(await updateLead(db, ids.later!, { followUpOn: bad })).toMatchObject({
          ok: false,
          reason: "invalid",
          message: "Choose the follow-up day from the calendar.",
        });
      }
    });

    it("counts a long list no further than it shows: 100 waiting leads or more read '100+'", async () => {
      const { db } = database();
      await db.insert(leads).values(
        Array.from({ length: COUNT_CAP + 20 }, (_, k) => ({
          id: randomUUID(),
          form: "contact" as const,
          email: `many${k}@example.com`,
          createdAt: daysAgo(20),
        })),
      );
      const summary = await overview(db, now);
      expect(summary.waiting.total).toBe(COUNT_CAP);
      expect(summary.waiting.rows).toHaveLength(5);
    });
  });

  describe("spam", () => {
    const database = useMigratedDatabase(target);

    it("files a lead whose score says spam: saved, out of every view but Spam, and nobody at the company is notified", async () => {
      const { db } = database();
      const context = contextFor(db);
      const spam = savedId(
        await saveContactInquiry(context, {
          firstName: "RkTqXywBn",
          lastName: "Links",
          email: "seller@links.example",
          subject: "Rank your website on the first page of Google",
          message: "Cheap backlinks: https://links.example/offer and www.links.example",
        }),
      );
      const real = savedId(
        await saveContactInquiry(context, {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          subject: "Chatbot",
          message: "Our site is https://analytical.example; can you add a chatbot?",
        }),
      );
      const detail = (await getLead(db, spam))!;
      expect(detail.lead.spamAt).toBeInstanceOf(Date);
      expect(detail.lead.spamBy).toBeNull();
      expect(detail.lead.spamScore).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
      expect(detail.lead.spamReasons[0]).toBe("2 links in the message");
      // The visitor's own confirmation, as for any lead; no notification, no digest.
      expect(detail.mails.map((mail) => mail.kind)).toEqual(["contact-auto-reply"]);
      expect((await getLead(db, real))!.lead).toMatchObject({ spamAt: null, spamScore: 2, spamReasons: ["a link in the message"] });
      expect((await getLead(db, real))!.mails.map((mail) => mail.kind).sort()).toEqual(["contact-auto-reply", "contact-notification"]);

      const ids = async (filter: LeadFilter) => (await listLeads(db, filter)).rows.map((row) => row.id);
      expect(await ids({})).toEqual([real]);
      expect(await ids({ view: "spam" })).toEqual([spam]);
      expect(await ids(parseLeadFilter(new URLSearchParams("view=spam&form=contact")))).toEqual([spam]);
      expect(await countSpam(db)).toBe(1);
      expect((await overview(db)).counts.new).toBe(1);
      const csv = await exportCsv(db, {});
      expect(csv.lines.map((line) => line.at(-1))).toEqual(["Id", real]);
      expect((await exportCsv(db, { view: "spam" })).lines.map((line) => line.at(-1))).toEqual(["Id", spam]);
    });

    it("takes a lead out of spam and files one in, saying whether it changed; deletes one for good", async () => {
      const { db } = database();
      const [spam] = await ids(db, { view: "spam" });
      const [real] = await ids(db, {});
      expect(await setSpam(db, spam!, null)).toEqual({ ok: true, changed: true });
      expect(await setSpam(db, spam!, null)).toEqual({ ok: true, changed: false });
      expect(await setSpam(db, real!, "sam@company.example")).toEqual({ ok: true, changed: true });
      expect((await getLead(db, real!))!.lead).toMatchObject({ spamBy: "sam@company.example", spamAt: expect.any(Date) });
      expect(await ids(db, { view: "spam" })).toEqual([real]);
      expect(await setSpam(db, randomUUID(), null)).toMatchObject({ ok: false, reason: "not-found" });

      await addLeadNote(db, real!, { authorId: null, authorEmail: "sam@company.example", body: "Spam." });
      expect(await deleteLead(db, real!)).toEqual({ ok: true, form: "contact", email: "ada@example.com" });
      expect(await getLead(db, real!)).toBeUndefined();
      const left = await database().connection.query(
        "select (select count(*)::int from contact_inquiries where id = $1) as form, (select count(*)::int from mail_outbox where lead_id = $1) as mails, (select count(*)::int from lead_notes where lead_id = $1) as notes",
        [real],
      );
      expect(left.rows[0]).toEqual({ form: 0, mails: 0, notes: 0 });
      expect(await deleteLead(db, real!)).toMatchObject({ ok: false, reason: "not-found" });
    });

    async function ids(db: Database, filter: LeadFilter) {
      return (await listLeads(db, filter)).rows.map((row) => row.id);
    }
  });

  describe("dates", () => {
    const database = useMigratedDatabase(target);
    const at: Record<string, string> = {};

    beforeAll(async () => {
      const { db } = database();
      // New York is UTC-5 in January (EST) and UTC-4 in July (EDT).
      for (const time of [
        "2026-01-15T04:59:59.999Z", // Jan 14, 11:59:59 PM in New York
        "2026-01-15T05:00:00.000Z", // Jan 15, midnight
        "2026-01-16T04:59:59.999Z", // Jan 15, 11:59:59 PM
        "2026-01-16T05:00:00.000Z", // Jan 16, midnight
        "2026-07-04T03:59:59.999Z", // Jul 3, 11:59:59 PM
        "2026-07-04T04:00:00.000Z", // Jul 4, midnight
        "2026-07-05T03:59:59.999Z", // Jul 4, 11:59:59 PM
        "2026-07-05T04:00:00.000Z", // Jul 5, midnight
      ]) {
        at[time] = (await insertLead(db, { createdAt: new Date(time) })).id;
      }
    });

    const times = async (filter: LeadFilter) =>
      (await listLeads(database().db, filter)).rows.map((row) => row.createdAt.toISOString()).sort();

    it("bounds both days as New York has them, both days included", async () => {
      expect(await times({ from: "2026-01-15", to: "2026-01-15" })).toEqual(["2026-01-15T05:00:00.000Z", "2026-01-16T04:59:59.999Z"]);
      expect(await times({ from: "2026-07-04", to: "2026-07-04" })).toEqual(["2026-07-04T04:00:00.000Z", "2026-07-05T03:59:59.999Z"]);
      expect(await times({ to: "2026-01-14" })).toEqual(["2026-01-15T04:59:59.999Z"]);
      expect(await times({ from: "2026-07-05" })).toEqual(["2026-07-05T04:00:00.000Z"]);
      expect(await times({ from: "2026-01-16", to: "2026-07-03" })).toEqual(["2026-01-16T05:00:00.000Z", "2026-07-04T03:59:59.999Z"]);
      expect(await times({ from: "2026-07-05", to: "2026-07-04" })).toEqual([]);
    });
  });

  describe("pages", () => {
    const database = useMigratedDatabase(target);

    beforeAll(async () => {
      const { connection } = database();
      // Seven leads in one instant, three within one millisecond (microseconds apart), and a few around them.
      await connection.query(`
        insert into leads (id, form, email, created_at)
        select gen_random_uuid(), 'contact', 'same' || n || '@example.com', '2026-05-01 12:00:00+00' from generate_series(1, 7) n
        union all select gen_random_uuid(), 'contact', 'micro' || n || '@example.com', '2026-05-01 12:00:00.0005+00'::timestamptz + n * interval '1 microsecond' from generate_series(1, 3) n
        union all select gen_random_uuid(), 'demo', 'other' || n || '@example.com', '2026-04-01 00:00:00+00'::timestamptz + n * interval '1 day' from generate_series(1, 6) n`);
    });

    it("walks every lead once, in order, across pages that split leads saved at the same time", async () => {
      const { db, connection } = database();
      const { rows } = await connection.query("select id from leads order by created_at desc, id desc");
      const expected = rows.map((row: { id: string }) => row.id);
      expect(expected).toHaveLength(16);
      for (const limit of [1, 3, 4, 50]) {
        const { pages } = await allPages(db, {}, limit);
        expect(pages.flat().map((row) => row.id)).toEqual(expected);
        expect(pages.length).toBe(Math.max(1, Math.ceil(16 / limit)));
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
      }
      const { pages } = await allPages(db, { form: "contact" }, 3);
      expect(pages.flat()).toHaveLength(10);
    });

    it("shows 50 a page unless told otherwise, and takes a cursor it did not make for none", async () => {
      const { db, connection } = database();
      await connection.query(
        "insert into leads (id, form, email, created_at) select gen_random_uuid(), 'newsletter', 'n' || n || '@example.com', '2026-03-01' from generate_series(1, 60) n",
      );
      const first = await listLeads(db, {});
      expect(first.rows).toHaveLength(50);
      expect(first.next).toEqual(expect.any(String));
      const second = await listLeads(db, {}, { after: first.next! });
      expect(second.rows).toHaveLength(26);
      expect(second.next).toBeNull();
      for (const bogus of ["", "nonsense", Buffer.from("2026-01-01|x").toString("base64url"), "%%%"]) {
        expect((await listLeads(db, {}, { after: bogus, limit: 2 })).rows.map((row) => row.id)).toEqual(
          first.rows.slice(0, 2).map((r) => r.id),
        );
      }
    });
  });

  describe("one lead and what staff change", () => {
    const database = useMigratedDatabase(target);
    let demoId: string;
    let webinarId: string;

    beforeAll(async () => {
      const { db } = database();
      await db.insert(staffUsers).values([
        { id: "staff-1", name: "Sam Staff", email: "sam@company.example" },
        { id: "staff-2", name: "Pat Owner", email: "pat@company.example", role: "owner" },
      ]);
      const context = contextFor(db);
      demoId = savedId(
        await saveDemoRequest(context, {
          firstName: "Al",
          lastName: "Turing",
          email: "al@example.com",
          company: "Bletchley",
          subject: "A demo",
          message: "Line one\nLine two",
        }),
      );
      const webinar = await addWebinar(db, "detail", "Chatbots in Practice");
      webinarId = savedId(
        await saveWebinarRegistration(context, webinar, { firstName: "Kay", lastName: "Mauchly", email: "kay@example.com" }),
      );
    });

    it("shows the inbox row, every field of the form, the mails and the notes", async () => {
      const { db } = database();
      const detail = await getLead(db, demoId);
      expect(detail?.lead).toMatchObject({
        id: demoId,
        form: "demo",
        name: "Al Turing",
        email: "al@example.com",
        company: "Bletchley",
        subject: "A demo",
        message: "Line one\nLine two",
        status: "new",
        owner: null,
        ...sourceColumns,
      });
      const fields = Object.fromEntries(detail!.fields.map(({ label, value }) => [label, value]));
      expect(fields).toMatchObject({
        "First name": "Al",
        "Last name": "Turing",
        "E-mail": "al@example.com",
        Company: "Bletchley",
        Subject: "A demo",
        Message: "Line one\nLine two",
        Page: "/contact",
        Referrer: "https://search.example/?q=ai",
        "UTM source": "news",
        "UTM medium": "email",
        "UTM campaign": "spring",
      });
      expect(fields.Received).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
      expect(
        detail!.mails.map((mail) => [mail.kind, mail.toAddress, mail.status, mail.attempts, mail.lastError, mail.sentAt]).sort(),
      ).toEqual([
        ["demo-auto-reply", "al@example.com", "pending", 0, null, null],
        ["demo-notification", "leads@example.com", "pending", 0, null, null],
      ]);
      expect(detail!.mails[0]!.createdAt).toBeInstanceOf(Date);
      expect(detail!.notes).toEqual([]);
    });

    it("shows a webinar registration with the webinar's title and start", async () => {
      const detail = await getLead(database().db, webinarId);
      const fields = Object.fromEntries(detail!.fields.map(({ label, value }) => [label, value]));
      expect(fields).toMatchObject({
        "First name": "Kay",
        "Last name": "Mauchly",
        "E-mail": "kay@example.com",
        Webinar: "Chatbots in Practice",
        Starts: "Tuesday, January 15, 2030 at 2:00 PM EST",
      });
      expect(detail!.lead.subject).toBe("Chatbots in Practice");
    });

    it("knows no lead for an unknown or malformed id", async () => {
      const { db } = database();
      expect(await getLead(db, randomUUID())).toBeUndefined();
      expect(await getLead(db, "not-a-uuid")).toBeUndefined();
      expect(await getLead(db, "")).toBeUndefined();
    });

    it("changes the status and the owner, and says from what to what", async () => {
      const { db } = database();
      const before = (await getLead(db, demoId))!.lead.updatedAt;
      expect(await updateLead(db, demoId, { status: "contacted" })).toEqual({
        ok: true,
        changes: { status: { from: "new", to: "contacted" } },
      });
      expect(await updateLead(db, demoId, { ownerId: "staff-1", status: "qualified" })).toEqual({
        ok: true,
        changes: { status: { from: "contacted", to: "qualified" }, ownerId: { from: null, to: "staff-1" } },
      });
      let detail = (await getLead(db, demoId))!;
      expect(detail.lead).toMatchObject({ status: "qualified", owner: { id: "staff-1", name: "Sam Staff", email: "sam@company.example" } });
      expect(detail.lead.updatedAt.getTime()).toBeGreaterThan(before.getTime());
      const updated = detail.lead.updatedAt;

      // What the lead already has changes nothing, not even updated_at.
      expect(await updateLead(db, demoId, { status: "qualified", ownerId: "staff-1" })).toEqual({ ok: true, changes: {} });
      expect((await getLead(db, demoId))!.lead.updatedAt).toEqual(updated);

      expect(await updateLead(db, demoId, { ownerId: null })).toEqual({ ok: true, changes: { ownerId: { from: "staff-1", to: null } } });
      detail = (await getLead(db, demoId))!;
      expect(detail.lead.owner).toBeNull();
      expect((await listLeads(db, { status: "qualified" })).rows.map((row) => row.id)).toEqual([demoId]);
    });

    it("refuses a status or owner that does not exist, and a lead that does not", async () => {
      const { db } = database();
      const before = (await getLead(db, demoId))!.lead;
      expect(await updateLead(db, demoId, { status: "archived" })).toMatchObject({ ok: false, reason: "invalid" });
      expect(await updateLead(db, demoId, { ownerId: "staff-9" })).toMatchObject({
        ok: false,
        reason: "invalid",
        message: "There is no such member of staff.",
      });
      expect(await updateLead(db, demoId, { ownerId: "" })).toMatchObject({ ok: false, reason: "invalid" });
      expect(await updateLead(db, demoId, { status: "won", ownerId: "staff-9" })).toMatchObject({ ok: false, reason: "invalid" });
      expect(await updateLead(db, randomUUID(), { status: "won" })).toMatchObject({ ok: false, reason: "not-found" });
      expect(await updateLead(db, "not-a-uuid", { status: "won" })).toMatchObject({ ok: false, reason: "not-found" });
      const after = (await getLead(db, demoId))!.lead;
      expect(after.status).toBe(before.status);
      expect(after.updatedAt).toEqual(before.updatedAt);
    });

    it("adds notes, trimmed, listed oldest first with their authors", async () => {
      const { db } = database();
      const before = (await getLead(db, webinarId))!.lead.updatedAt;
      const first = await addLeadNote(db, webinarId, {
        authorId: "staff-1",
        authorEmail: "sam@company.example",
        body: "  Called, no answer.\n ",
      });
      expect(first).toMatchObject({
        ok: true,
        note: { body: "Called, no answer.", authorId: "staff-1", authorEmail: "sam@company.example" },
      });
      const long = "x".repeat(5_000);
      expect(await addLeadNote(db, webinarId, { authorId: "staff-2", authorEmail: "pat@company.example", body: long })).toMatchObject({
        ok: true,
      });
      const detail = (await getLead(db, webinarId))!;
      expect(detail.notes.map((note) => [note.body, note.authorEmail])).toEqual([
        ["Called, no answer.", "sam@company.example"],
        [long, "pat@company.example"],
      ]);
      expect(detail.notes[0]!.createdAt).toBeInstanceOf(Date);
      expect(detail.lead.updatedAt.getTime()).toBeGreaterThan(before.getTime());
    });

    it("refuses an empty or too long note, and a lead that does not exist", async () => {
      const { db } = database();
      const author = { authorId: "staff-1", authorEmail: "sam@company.example" };
      const count = (await getLead(db, demoId))!.notes.length;
      expect(await addLeadNote(db, demoId, { ...author, body: " \n\t " })).toMatchObject({ ok: false, reason: "invalid" });
      expect(await addLeadNote(db, demoId, { ...author, body: "x".repeat(5_001) })).toMatchObject({ ok: false, reason: "invalid" });
      expect(await addLeadNote(db, randomUUID(), { ...author, body: "Hello" })).toMatchObject({ ok: false, reason: "not-found" });
      expect(await addLeadNote(db, "nope", { ...author, body: "Hello" })).toMatchObject({ ok: false, reason: "not-found" });
      expect((await getLead(db, demoId))!.notes).toHaveLength(count);
    });
    it("lets a note's author change or delete it, and nobody else, on its own lead only", async () => {
      const { db } = database();
      const added = await addLeadNote(db, demoId, { authorId: "staff-1", authorEmail: "sam@company.example", body: "Call on Monday." });
      if (!added.ok) throw new Error(added.message);
      const note = { leadId: demoId, noteId: added.note.id, authorId: "staff-1" };
      const bodyOf = async () => (await getLead(db, demoId))!.notes.find((n) => n.id === added.note.id)?.body;
      expect(await changeLeadNote(db, { ...note, authorId: "staff-2" }, "Mine now")).toMatchObject({ ok: false, reason: "not-found" });
      expect(await changeLeadNote(db, { ...note, leadId: webinarId }, "Elsewhere")).toMatchObject({ ok: false, reason: "not-found" });
      expect(await changeLeadNote(db, note, "  ")).toMatchObject({ ok: false, reason: "invalid" });
      expect(await bodyOf()).toBe("Call on Monday.");
      expect(await changeLeadNote(db, note, " Call on Tuesday instead. ")).toEqual({ ok: true });
      expect(await bodyOf()).toBe("Call on Tuesday instead.");
      expect(await changeLeadNote(db, { ...note, authorId: "staff-2" }, null)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await changeLeadNote(db, note, null)).toEqual({ ok: true });
      expect(await bodyOf()).toBeUndefined();
      expect(await changeLeadNote(db, note, null)).toMatchObject({ ok: false, reason: "not-found" });
    });

    it("queues a reply threaded under the notification, moves a new lead to contacted, and threads the next one under the first", async () => {
      const { db } = database();
      const env = { MAIL_FROM: "Piedmont AI Works <no-reply@mail.example.com>" };
      const author = { name: "Sam Staff", email: "sam@company.example" };
      // New again (a test above moved it on).
      await updateLead(db, demoId, { status: "new" });
      const first = await replyToLead(db, demoId, { author, body: " Hi Al,\r\n\r\nTuesday at 10 works for us.\n" }, env);
      if (!first.ok) throw new Error(first.message);
      expect(first.changes).toEqual({ status: { from: "new", to: "contacted" } });
      const mails = () => db.select().from(mailOutbox).where(eq(mailOutbox.leadId, demoId)).orderBy(asc(mailOutbox.createdAt));
      const before = await mails();
      const notification = before.find((row) => row.kind === "demo-notification")!;
      const confirmation = before.find((row) => row.kind === "demo-auto-reply")!;
      const reply = before.find((row) => row.id === first.mailId)!;
      expect(reply).toMatchObject({ kind: "lead-reply", toAddress: "al@example.com", mailbox: null, status: "pending" });
      expect(reply.messageId).toMatch(/^<[^@]+@mail\.example\.com>$/);
      expect(reply.payload).toEqual({
        subject: "Re: A demo",
        body: "Hi Al,\n\nTuesday at 10 works for us.",
        authorName: "Sam Staff",
        authorEmail: "sam@company.example",
        name: "Al Turing",
        inReplyTo: notification.messageId,
        references: expect.arrayContaining([notification.messageId, confirmation.messageId]),
        quoted: { at: expect.any(String), text: "Line one\nLine two" },
      });
      // The lead's page lists it with who wrote it and what it says.
      const detail = (await getLead(db, demoId))!;
      expect(detail.lead.status).toBe("contacted");
      expect(detail.mails.find((mail) => mail.id === first.mailId)).toMatchObject({
        kind: "lead-reply",
        reply: { authorName: "Sam Staff", body: "Hi Al,\n\nTuesday at 10 works for us." },
      });
      expect(detail.mails.filter((mail) => mail.kind !== "lead-reply").every((mail) => mail.reply === null)).toBe(true);

      // A lead further along keeps its status; the next reply refers to the first as well.
      await updateLead(db, demoId, { status: "qualified" });
      const second = await replyToLead(db, demoId, { author, body: "The proposal is attached to our next mail." }, env);
      if (!second.ok) throw new Error(second.message);
      expect(second.changes).toEqual({});
      const next = (await mails()).find((row) => row.id === second.mailId)!;
      expect((next.payload as { references: string[]; inReplyTo: string }).references).toContain(reply.messageId);
      expect((next.payload as { inReplyTo: string }).inReplyTo).toBe(notification.messageId);
      expect((await getLead(db, demoId))!.lead.status).toBe("qualified");
    });

    it("refuses an empty or too long reply, a lead that does not exist, and more than an hour's replies from one member", async () => {
      const { db } = database();
      const env = { MAIL_FROM: "no-reply@mail.example.com" };
      const author = { name: "Pat Staff", email: "pat@company.example" };
      const count = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-reply"))).length;
      const queued = await count();
      expect(await replyToLead(db, webinarId, { author, body: " \n " }, env)).toMatchObject({ ok: false, reason: "invalid" });
      expect(await replyToLead(db, webinarId, { author, body: "x".repeat(10_001) }, env)).toMatchObject({ ok: false, reason: "invalid" });
      expect(await replyToLead(db, randomUUID(), { author, body: "Hello" }, env)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await count()).toBe(queued);
      for (let i = 0; i < REPLIES_PER_HOUR; i++) {
        expect(await replyToLead(db, webinarId, { author, body: `Reply ${i}` }, env)).toMatchObject({ ok: true });
      }
      expect(await replyToLead(db, webinarId, { author, body: "One more" }, env)).toMatchObject({ ok: false, reason: "limited" });
      expect(await count()).toBe(queued + REPLIES_PER_HOUR);
      // Another member is not held up by it.
      expect(await replyToLead(db, webinarId, { author: { ...author, email: "sam@company.example" }, body: "Hello" }, env)).toMatchObject({
        ok: true,
      });
    });
  });

  describe("the CSV export", () => {
    const database = useMigratedDatabase(target);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const { db, connection } = database();
      await db.insert(staffUsers).values({ id: "staff-1", name: "Sam Staff", email: "sam@company.example" });
      ids.tricky = (
        await insertLead(db, {
          form: "contact",
          name: 'Ada "The Countess" Lovelace',
          email: "ada@example.com",
          company: "Engines, Looms & Co",
          subject: '=HYPERLINK("https://evil.example","click")',
          message: 'Line one\r\nLine two, with a comma\nand "quotes"',
          pagePath: "/contact",
          referrer: "+1 555",
          utmSource: "-news",
          utmMedium: "@mail",
          utmCampaign: "\tcampaign",
          status: "won",
          ownerId: "staff-1",
          createdAt: new Date("2026-06-01T12:00:00.123Z"),
        })
      ).id;
      ids.plain = (
        await insertLead(db, {
          form: "newsletter",
          email: "reader@example.com",
          utmCampaign: "other",
          createdAt: new Date("2026-06-02T12:00:00Z"),
        })
      ).id;
      // More than one batch of the export (2,000), some sharing a time.
      await connection.query(`
        insert into leads (id, form, name, email, message, utm_campaign, created_at)
        select gen_random_uuid(), 'demo', 'Bulk ' || n, 'bulk' || n || '@example.com', 'Message ' || n, 'bulk',
          '2026-01-01 00:00:00+00'::timestamptz + (n / 3) * interval '1 second'
        from generate_series(1, 4500) n`);
    });

    it("starts with the header and quotes commas, quotes and line breaks, and defuses formulas", async () => {
      const { lines } = await exportCsv(database().db, { form: "contact" });
      expect(lines).toEqual([
        csvHeader,
        [
          // Concord's clock (EDT in June).
          "2026-06-01 08:00:00",
          "contact",
          "won",
          'Ada "The Countess" Lovelace',
          "ada@example.com",
          "Engines, Looms & Co",
          '\'=HYPERLINK("https://evil.example","click")',
          'Line one\r\nLine two, with a comma\nand "quotes"',
          "/contact",
          "'+1 555",
          "'-news",
          "'@mail",
          "'\tcampaign",
          "sam@company.example",
          "",
          "",
          "",
          "",
          ids.tricky,
        ],
      ]);
      const { chunks } = await exportCsv(database().db, { form: "contact" });
      expect(chunks[0]).toBe(`${csvHeader.join(",")}\r\n`);
      expect(chunks.join("")).toContain('"Ada ""The Countess"" Lovelace"');
      expect(chunks.join("")).toContain(',"Engines, Looms & Co",');
    });

    it("writes each cell in the database by the same rule (csv_cell), a line break first included", async () => {
      const { db } = database();
      const cells = [null, "", "plain", "a,b", "\r=1", "-\n", 'say "hi"', "=1+1"];
      const { rows } = await db.execute<{ cell: string }>(
        sql`select csv_cell(value) as cell from unnest(array[${sql.join(
          cells.map((cell) => sql`${cell}::text`),
          sql`, `,
        )}]) with ordinality as t(value, n) order by n`,
      );
      expect(rows.map((row) => row.cell)).toEqual(["", "", "plain", '"a,b"', '"\'\r=1"', '"\'-\n"', '"say ""hi"""', "'=1+1"]);
    });

    it("holds exactly the leads the inbox lists for the filter, in its order, read in batches", async () => {
      const { db } = database();
      for (const filter of [{ campaign: "bulk" }, {}, { q: "bulk 12" }, { status: "won" as const }, { form: "newsletter" as const }]) {
        const { lines } = await exportCsv(db, filter);
        const { pages } = await allPages(db, filter, 500);
        expect(lines[0]).toEqual(csvHeader);
        expect(lines.slice(1).map((line) => line.at(-1))).toEqual(pages.flat().map((row) => row.id));
      }
      const { chunks, lines } = await exportCsv(db, { campaign: "bulk" });
      expect(lines).toHaveLength(4501);
      // The header, then one chunk per batch of 2,000.
      expect(chunks).toHaveLength(4);
      expect(new Set(lines.slice(1).map((line) => line.at(-1))).size).toBe(4500);
      expect(lines[1]).toEqual([
        "2025-12-31 19:25:00",
        "demo",
        "new",
        "Bulk 4500",
        "bulk4500@example.com",
        "",
        "",
        "Message 4500",
        "",
        "",
        "",
        "",
        "bulk",
        "",
        "",
        "",
        "",
        "",
        lines[1]!.at(-1),
      ]);
      // Six full exports and five walks of every page: seconds of work on a busy two-core machine.
    }, 30_000);

    it("is the header alone when nothing matches", async () => {
      const { lines } = await exportCsv(database().db, { q: "nothing like this" });
      expect(lines).toEqual([csvHeader]);
    });
  });
});
