// The lead-submission pipeline end to end, as a visitor and the company see it: the production
// server (server/index.mjs on the build) takes JSON and form posts, saves the lead, answers with
// the spec's messages and sends the mails to a real SMTP server (in process). Runs on the
// embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL. Needs `npm run build` (npm test does it).
import { randomBytes } from "node:crypto";

import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingMessages } from "~/forms/training-registration";
import { contactMessages } from "~/forms/contact";
import { newsletterMessages } from "~/forms/newsletter-messages";
import { webinarMessages } from "~/forms/webinar-registration";
import { demoRequestMessages } from "~/forms/demo-request";
import { commonMessages } from "~/forms/outcome";
import { canonicalEmail, mailboxKey } from "~/forms/email-address";
import { unsubscribePage } from "~/content/newsletter";
import type { Database } from "~/server/db/client.server";
import { runMigrations } from "~/server/db/connection.server.mjs";
import {
  contactInquiries,
  demoRequests,
  leads,
  mailOutbox,
  newsletterSubscriptions,
  trainingRegistrations,
  webinarRegistrations,
  webinars,
} from "~/server/db/schema.server";
import { embeddedStore, inspect, postgresStore, type Store } from "../support/databases";
import { Site } from "../support/site";
import { header, Inbox, mailsTo, notificationFor, type Received } from "./smtp-inbox";

const NOTIFY = "leads@example.com";

// Where a server keeps its leads: a DATA_DIR of its own (the embedded default), or a fresh
// database on CI's PostgreSQL.

interface StoreKind {
  name: string;
  create(): Promise<Store>;
}

const stores: StoreKind[] = [
  { name: "embedded PostgreSQL", create: async () => embeddedStore() },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", create: () => postgresStore(process.env.TEST_DATABASE_URL!) }] : []),
];

// ---------------------------------------------------------------------------------------------
// The site server, started on the build with a store and settings.

function siteOn(store: Store, settings: Record<string, string>) {
  return new Site({
    SITE_URL: "https://www.example.com",
    // Mail is sent from a domain of its own, not the site's host.
    MAIL_FROM: '"Piedmont AI Works" <no-reply@mail.example.net>',
    LEADS_NOTIFY_TO: NOTIFY,
    FORM_RATE_LIMIT: "1000",
    MAIL_HOURLY_CAP: "100000",
    NOTIFY_HOURLY_CAP: "100000",
    ...store.env,
    ...settings,
  });
}

/** Migrates the store (and lets `seed` write into it) before any server runs on it. */
async function prepare(store: Store, seed?: (db: Database) => Promise<void>) {
  const handle = await store.open();
  try {
    await runMigrations(handle.connection);
    await seed?.(handle.db);
  } finally {
    await handle.connection.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Reading mails and pages.

function expectReadableMail(mail: Received, to: string) {
  expect(header(mail.raw, "To")?.toLowerCase()).toContain(to.toLowerCase());
  expect(header(mail.raw, "Subject")).toBeTruthy();
  expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);
}

/** Waits until the visitor's mail and the company's notification have arrived, and checks them. */
async function expectBothMails(inbox: Inbox, visitor: string) {
  await expect.poll(() => mailsTo(inbox, visitor).length + notificationFor(inbox, NOTIFY, visitor).length, { timeout: 10_000 }).toBe(2);
  const [reply] = mailsTo(inbox, visitor);
  const [note] = notificationFor(inbox, NOTIFY, visitor);
  expectReadableMail(reply!, visitor);
  expectReadableMail(note!, NOTIFY);
  expect(header(note!.raw, "Reply-To")?.toLowerCase()).toContain(visitor.toLowerCase());
  // Each Message-ID belongs to the sender's domain (MAIL_FROM's), and each mail has its own.
  expect(reply!.messageId).toMatch(/^<[^<>@\s]+@mail\.example\.net>$/);
  expect(note!.messageId).toMatch(/^<[^<>@\s]+@mail\.example\.net>$/);
  expect(reply!.messageId).not.toBe(note!.messageId);
  return { reply: reply!, note: note! };
}

function decode(html: string) {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

let unique = 0;
/** A fresh address per use, so one test's mails and rows never meet another's. */
function address(name: string) {
  unique += 1;
  return `${name}.${unique}.${randomBytes(3).toString("hex")}@example.com`;
}

/** The same letters in their fullwidth forms (ａ for a), which Unicode normalisation folds back. */
const fullwidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
const person = (email: string) => ({ firstName: "Ada", lastName: "Lovelace", email });
const contact = (email: string) => ({ ...person(email), subject: "Chatbot", message: "Hello there" });
const demo = (email: string) => ({ ...contact(email), company: "Analytical Engines" });
const training = (email: string) => ({
  ...person(email),
  company: "Analytical Engines",
  training: "Developing with AWS",
  preferredContactMethod: "phone",
  countryCode: "US",
  phoneType: "mobile",
  contactNumber: "7045550142",
  trainingType: "group",
  attendeeCount: 4,
  confirmInterest: true,
});

const HOUR = 3_600_000;
const upcoming = {
  slug: "upcoming-webinar",
  title: "AI for Small Business",
  description: "Live Q&A",
  startsAt: new Date(Date.now() + 72 * HOUR),
  durationMinutes: 60,
  timeZone: "America/New_York",
};
const other = { ...upcoming, slug: "other-webinar", title: "AI for Accountants" };
const past = {
  slug: "past-webinar",
  title: "Yesterday's Webinar",
  description: "Over",
  startsAt: new Date(Date.now() - 24 * HOUR),
  durationMinutes: 60,
  timeZone: "America/New_York",
};

// ---------------------------------------------------------------------------------------------

describe.each(stores)("submitting leads to the site on $name", (kind) => {
  // Four servers, started side by side: mail working; mail down; a per-IP limit of 2; a daily
  // mail cap of 1. Each has its own database and its own SMTP inbox.
  const inbox = new Inbox();
  const downInbox = new Inbox();
  const limitsInbox = new Inbox();
  let site: Site;
  let down: Site;
  let limited: Site;
  let capped: Site;
  let hourly: Site;
  // Each server's store, read while its server is stopped.
  let main: Store;
  let downStore: Store;
  let limitStore: Store;
  let capStore: Store;
  let hourlyStore: Store;

  beforeAll(async () => {
    await Promise.all([inbox.start(), downInbox.start(), limitsInbox.start()]);
    // A port that nothing listens on until the inbox is started on it again.
    await downInbox.stop();
    [main, downStore, limitStore, capStore, hourlyStore] = await Promise.all([
      kind.create(),
      kind.create(),
      kind.create(),
      kind.create(),
      kind.create(),
    ]);
    await Promise.all([
      prepare(main, async (db) => {
        await db.insert(webinars).values([upcoming, other, past]);
      }),
      prepare(downStore, async (db) => {
        await db.insert(webinars).values(upcoming);
      }),
      prepare(limitStore),
      prepare(capStore),
      prepare(hourlyStore),
    ]);
    site = siteOn(main, { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
    down = siteOn(downStore, { SMTP_URL: `smtp://127.0.0.1:${downInbox.port}` });
    limited = siteOn(limitStore, { SMTP_URL: `smtp://127.0.0.1:${limitsInbox.port}`, FORM_RATE_LIMIT: "2" });
    capped = siteOn(capStore, { SMTP_URL: `smtp://127.0.0.1:${limitsInbox.port}`, MAIL_DAILY_CAP: "1" });
    hourly = siteOn(hourlyStore, { SMTP_URL: `smtp://127.0.0.1:${limitsInbox.port}`, MAIL_HOURLY_CAP: "2", NOTIFY_HOURLY_CAP: "3" });
    await Promise.all([site.start(), down.start(), limited.start(), capped.start(), hourly.start()]);
  }, 90_000);

  afterAll(async () => {
    const sites = [site, down, limited, capped, hourly].filter(Boolean);
    await Promise.all(sites.map((s) => s.stop()));
    await Promise.all([inbox.stop(), downInbox.stop(), limitsInbox.stop()]);
    for (const store of [main, downStore, limitStore, capStore, hourlyStore].filter(Boolean)) await store.dispose();
  }, 30_000);

  describe("with mail working", () => {
    // What the database must hold after each test, collected and run together by the last test.
    const inDatabase: { test: string; check: (db: Database) => Promise<void> }[] = [];
    const later = (test: string, check: (db: Database) => Promise<void>) => inDatabase.push({ test, check });

    it("saves every form (201), sends the visitor's mail and the company's notification", async () => {
      const emails = {
        newsletter: address("news"),
        demo: address("demo"),
        contact: address("contact"),
        webinar: address("webinar"),
        training: address("training"),
      };
      const posts: [string, string, unknown, { title: string; description: string; variant: string }][] = [
        ["newsletter", "/newsletter", { email: emails.newsletter }, newsletterMessages.success],
        ["demo", "/book-demo", demo(emails.demo), demoRequestMessages.success],
        ["contact", "/contact", contact(emails.contact), contactMessages.success],
        ["webinar", "/contact", { form: "webinar", webinar: upcoming.slug, ...person(emails.webinar) }, webinarMessages.success],
        ["training", "/services/ai-training", training(emails.training), trainingMessages.success],
      ];
      for (const [form, path, body, message] of posts) {
        const response = await site.postJson(path, body);
        expect(response.status, form).toBe(201);
        expect(await response.json()).toEqual({
          form,
          status: "saved",
          saved: true,
          confirmationSent: true,
          confirmation: "sent",
          message: { title: message.title, description: message.description, variant: message.variant },
          clearFields: true,
        });
      }
      for (const email of Object.values(emails)) await expectBothMails(inbox, email);

      // The webinar's confirmation carries its calendar invitation.
      const [webinarMail] = mailsTo(inbox, emails.webinar);
      expect(webinarMail!.raw).toMatch(/text\/calendar/i);
      expect(webinarMail!.raw).toMatch(/\.ics/i);

      later("every form saved: one row in each table", async (db) => {
        expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, emails.newsletter))).toHaveLength(1);
        expect(await db.select().from(demoRequests).where(eq(demoRequests.email, emails.demo))).toMatchObject([
          { company: "Analytical Engines", subject: "Chatbot", message: "Hello there" },
        ]);
        expect(await db.select().from(contactInquiries).where(eq(contactInquiries.email, emails.contact))).toMatchObject([
          { firstName: "Ada", lastName: "Lovelace", subject: "Chatbot", message: "Hello there" },
        ]);
        expect(await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.email, emails.webinar))).toHaveLength(1);
        expect(await db.select().from(trainingRegistrations).where(eq(trainingRegistrations.email, emails.training))).toMatchObject([
          { training: "Developing with AWS", countryCode: "US", contactNumber: "7045550142", attendeeCount: 4, trainingType: "group" },
        ]);
        // And each in the staff's inbox, under its form.
        const inbox = await db
          .select({ form: leads.form, email: leads.email })
          .from(leads)
          .where(inArray(leads.email, Object.values(emails)));
        expect(Object.fromEntries(inbox.map((row) => [row.form, row.email]))).toEqual(emails);
      });
    }, 60_000);

    it("answers a form post without JavaScript with the page and the status box", async () => {
      const email = address("html");
      const response = await site.postForm("/contact", contact(email));
      expect(response.status).toBe(201);
      const html = decode(await response.text());
      expect(html).toContain('data-form-status="contact"');
      expect(html).toContain(contactMessages.success.title);
      expect(html).toContain(contactMessages.success.description);
      await expectBothMails(inbox, email);

      const invalid = await site.postForm("/newsletter", { email: "not-an-address" });
      expect(invalid.status).toBe(422);
      const page = decode(await invalid.text());
      expect(page).toContain('data-form-status="newsletter"');
      expect(page).toContain(newsletterMessages.invalid.title);
    }, 30_000);

    it("refuses duplicates (409) with the spec's titles and queues no further mail", async () => {
      const news = address("Dup.News");
      expect((await site.postJson("/newsletter", { email: news })).status).toBe(201);
      const web = address("dup.webinar");
      expect((await site.postJson("/contact", { form: "webinar", webinar: upcoming.slug, ...person(web) })).status).toBe(201);
      const train = address("dup.training");
      expect((await site.postJson("/services/ai-training", training(train))).status).toBe(201);
      for (const email of [news, web, train]) await expectBothMails(inbox, email);
      const before = inbox.received.length;

      const duplicates: [string, unknown, { title: string; description: string; variant: string }][] = [
        ["/newsletter", { email: `  ${news.toUpperCase()} ` }, newsletterMessages.duplicate],
        [
          "/contact",
          { form: "webinar", webinar: upcoming.slug, ...person(web.toUpperCase()), firstName: "Other" },
          webinarMessages.duplicate,
        ],
        ["/services/ai-training", { ...training(train), firstName: "Again" }, trainingMessages.duplicate],
        // The same canonical address spelled otherwise: fullwidth letters, a trailing dot in the domain.
        ["/newsletter", { email: `${fullwidth(news.split("@")[0]!)}@${news.split("@")[1]}.` }, newsletterMessages.duplicate],
        ["/contact", { form: "webinar", webinar: upcoming.slug, ...person(`${web}.`) }, webinarMessages.duplicate],
        ["/services/ai-training", { ...training(`${fullwidth(train.split("@")[0]!)}@${train.split("@")[1]}`) }, trainingMessages.duplicate],
      ];
      for (const [path, body, message] of duplicates) {
        const response = await site.postJson(path, body);
        expect(response.status, path).toBe(409);
        const json = await response.json();
        expect(json).toEqual({
          form: path === "/newsletter" ? "newsletter" : path === "/contact" ? "webinar" : "training",
          status: "duplicate",
          saved: false,
          confirmationSent: false,
          message: { title: message.title, description: message.description, variant: message.variant },
          // The newsletter's field is cleared whatever the outcome; the others keep theirs.
          clearFields: path === "/newsletter",
        });
      }
      expect(["Already subscribed", "Already Registered", "Already registered"]).toEqual(
        duplicates.slice(0, 3).map(([, , message]) => message.title),
      );

      await settle();
      expect(inbox.received.length).toBe(before);

      // The same address may register for another webinar, and for another course.
      const another = await site.postJson("/contact", { form: "webinar", webinar: other.slug, ...person(web) });
      expect(another.status).toBe(201);
      const course = await site.postJson("/services/ai-training", { ...training(train), training: "AWS Technical Essentials" });
      expect(course.status).toBe(201);
      await expect.poll(() => mailsTo(inbox, web).length + mailsTo(inbox, train).length, { timeout: 10_000 }).toBe(4);
      later("duplicates: one subscription, no mail queued for a duplicate, a row for each webinar and course", async (db) => {
        const [row] = await db
          .select({ value: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(sql`lower(${mailOutbox.toAddress}) in (${news.toLowerCase()}, ${web.toLowerCase()}, ${train.toLowerCase()})`);
        // One confirmation for each of the first three posts and for the two later registrations.
        expect(Number(row?.value)).toBe(5);
        expect(await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.email, web.toLowerCase()))).toHaveLength(2);
        expect(
          (await db.select().from(trainingRegistrations).where(eq(trainingRegistrations.email, train.toLowerCase())))
            .map((r) => r.training)
            .sort(),
        ).toEqual(["AWS Technical Essentials", "Developing with AWS"]);
        expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, news.toLowerCase()))).toHaveLength(
          1,
        );
      });
    }, 60_000);

    it("answers 422 with the spec's message for each wrong field", async () => {
      const empty = await site.postJson("/services/ai-training", {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@",
        preferredContactMethod: "email",
      });
      expect(empty.status).toBe(422);
      const body = await empty.json();
      expect(body).toMatchObject({ form: "training", status: "invalid", saved: false, message: { title: commonMessages.invalid.title } });
      expect(body.errors).toEqual({
        email: "Invalid email address",
        training: "Please select a training course",
        confirmInterest: "You must confirm your interest in the training",
      });

      const phone = await site.postJson("/services/ai-training", { ...training(address("phone")), contactNumber: "", attendeeCount: "" });
      expect(phone.status).toBe(422);
      expect((await phone.json()).errors).toEqual({
        contactNumber: "Phone number and country code are required when phone is selected as contact method",
        attendeeCount: "Please specify the number of attendees for group training",
      });

      const news = await site.postJson("/newsletter", { email: "nobody" });
      expect(news.status).toBe(422);
      expect(await news.json()).toMatchObject({
        message: { title: newsletterMessages.invalid.title, description: newsletterMessages.invalid.description },
        errors: { email: newsletterMessages.invalid.description },
      });

      const note = await site.postJson("/contact", { firstName: "A", lastName: "B", email: "a@example.com", subject: "", message: "" });
      expect(note.status).toBe(422);
      expect((await note.json()).errors).toEqual({ subject: "Please enter your subject.", message: "Please enter your message." });
    });

    it("drops a bot's post (honeypot filled): looks saved, keeps nothing, sends nothing", async () => {
      const email = address("bot");
      const response = await site.postJson("/contact", { ...contact(email), website: "https://spam.example" });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ status: "saved", saved: true, message: { title: contactMessages.success.title } });
      await settle();
      expect(mailsTo(inbox, email)).toHaveLength(0);
      expect(notificationFor(inbox, NOTIFY, email)).toHaveLength(0);
      later("honeypot: no row", async (db) => {
        expect(await db.select().from(contactInquiries).where(eq(contactInquiries.email, email))).toHaveLength(0);
        expect(
          await db
            .select()
            .from(mailOutbox)
            .where(sql`lower(${mailOutbox.toAddress}) = ${email}`),
        ).toHaveLength(0);
      });
    }, 30_000);

    it("refuses a webinar that does not exist or has started (410) and registers for an upcoming one", async () => {
      for (const webinar of ["no-such-webinar", past.slug]) {
        const response = await site.postJson("/contact", { form: "webinar", webinar, ...person(address("late")) });
        expect(response.status, webinar).toBe(410);
        expect(await response.json()).toMatchObject({
          status: "closed",
          saved: false,
          message: { title: "Registration closed", description: commonMessages.closed.description },
        });
      }
      const email = address("on-time");
      const response = await site.postJson("/contact", { form: "webinar", webinar: upcoming.slug, ...person(email) });
      expect(response.status).toBe(201);
      const { reply } = await expectBothMails(inbox, email);
      expect(reply.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(reply.raw).toMatch(/filename="?[^"\s;]+\.ics/i);
    }, 30_000);

    it("answers 400 to a body that is not JSON, or not a JSON object", async () => {
      for (const body of ['{"email": "broken@example.com"', "[1,2]", "null"]) {
        const response = await site.postJson("/newsletter", body);
        expect(response.status, body).toBe(400);
        expect(await response.json()).toMatchObject({ status: "bad-request", saved: false });
      }
    });

    it("unsubscribes with the mail's link: GET asks, POST (button or RFC 8058 one-click) removes", async () => {
      const tokenOf = async (email: string) => {
        expect((await site.postJson("/newsletter", { email })).status).toBe(201);
        const { reply } = await expectBothMails(inbox, email);
        const link = /<(https:\/\/www\.example\.com\/unsubscribe\?token=([0-9a-f-]{36}))>/.exec(
          header(reply.raw, "List-Unsubscribe") ?? "",
        );
        expect(link).not.toBeNull();
        return link![2]!;
      };

      const first = address("leaving");
      const token = await tokenOf(first);
      const asked = await fetch(`${site.origin}/unsubscribe?token=${token}`);
      expect(asked.status).toBe(200);
      const page = decode(await asked.text());
      expect(page).toContain(unsubscribePage.confirm.heading);
      expect(page).toMatch(/<button[^>]*type="submit"[^>]*>[^<]*Unsubscribe/);
      expect(page).toContain(`value="${token}"`);

      // The button's post finds the subscription still there (GET removed nothing) and removes it.
      const done = await site.postForm("/unsubscribe", { token });
      expect(done.status).toBe(200);
      expect(decode(await done.text())).toContain(unsubscribePage.done.heading);

      const second = address("one-click");
      const oneClickToken = await tokenOf(second);
      const oneClick = await fetch(`${site.origin}/unsubscribe?token=${oneClickToken}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBeLessThan(300);

      for (const url of [
        `/unsubscribe?token=${token}`,
        "/unsubscribe?token=00000000-0000-4000-8000-000000000000",
        "/unsubscribe?token=nonsense",
        "/unsubscribe",
      ]) {
        const gone = await fetch(`${site.origin}${url}`);
        expect(decode(await gone.text()), url).toContain("This link is no longer valid");
      }
      later("unsubscribe: both subscriptions deleted", async (db) => {
        expect(
          await db
            .select()
            .from(newsletterSubscriptions)
            .where(sql`${newsletterSubscriptions.email} in (${first}, ${second})`),
        ).toEqual([]);
      });
    }, 60_000);

    // Last in this block: the server is stopped so that the database can be read.
    it("keeps in the database what each answer said", async () => {
      await site.stop();
      await inspect(main, async (db) => {
        for (const { test, check } of inDatabase) {
          try {
            await check(db);
          } catch (error) {
            throw new Error(`${test}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
          }
        }
      });
      expect(inDatabase.length).toBeGreaterThan(0);
    }, 30_000);
  });

  describe("with the mail server down", () => {
    it("saves the lead, says the confirmation failed, and sends each mail once when mail is back", async () => {
      const port = downInbox.port;
      const news = address("news.down");
      const newsResponse = await down.postJson("/newsletter", { email: news });
      expect(newsResponse.status).toBe(201);
      expect(await newsResponse.json()).toMatchObject({
        status: "saved",
        saved: true,
        confirmationSent: false,
        confirmation: "failed",
        message: {
          title: "Subscription successful",
          description: "You've been subscribed, but there was an issue sending the confirmation email.",
        },
      });

      const inquirer = address("contact.down");
      const contactResponse = await down.postJson("/contact", contact(inquirer));
      expect(contactResponse.status).toBe(201);
      expect(await contactResponse.json()).toMatchObject({
        status: "saved",
        confirmationSent: false,
        message: { title: "Message saved", description: contactMessages.mailFailed.description },
      });

      // The webinar says so too; the demo request keeps its success wording (spec).
      const attendee = address("webinar.down");
      const webinarResponse = await down.postJson("/contact", { form: "webinar", webinar: upcoming.slug, ...person(attendee) });
      expect(webinarResponse.status).toBe(201);
      expect(await webinarResponse.json()).toMatchObject({
        status: "saved",
        saved: true,
        confirmationSent: false,
        confirmation: "failed",
        message: {
          title: webinarMessages.mailFailed.title,
          description: "You've been registered, but there was an issue sending the confirmation email.",
        },
        clearFields: true,
      });
      const requester = address("demo.down");
      const demoResponse = await down.postJson("/book-demo", demo(requester));
      expect(demoResponse.status).toBe(201);
      expect(await demoResponse.json()).toMatchObject({
        status: "saved",
        saved: true,
        confirmationSent: false,
        confirmation: "failed",
        message: { title: demoRequestMessages.success.title, description: demoRequestMessages.success.description },
      });

      // Saved, the mails owed. The notifications are tried in the background: once all four
      // first tries have failed, a failed try is retried after a back-off (30 s at first), and
      // the test lets that time pass by making the owed mails due now.
      await expect.poll(() => down.output().match(/not sent on attempt 1,/g)?.length ?? 0, { timeout: 15_000 }).toBe(8);
      await down.stop();
      const owed = await inspect(downStore, async (db) => {
        await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
        const subscriptions = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, news));
        const inquiries = await db.select().from(contactInquiries).where(eq(contactInquiries.email, inquirer));
        const registrations = await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.email, attendee));
        const requests = await db.select().from(demoRequests).where(eq(demoRequests.email, requester));
        const mails = await db.select().from(mailOutbox);
        return {
          subscriptions: subscriptions.length,
          inquiries: inquiries.length,
          registrations: registrations.length,
          requests: requests.length,
          mails: mails.map((m) => [m.status, m.attempts > 0]),
        };
      });
      expect(owed).toEqual({
        subscriptions: 1,
        inquiries: 1,
        registrations: 1,
        requests: 1,
        mails: Array.from({ length: 8 }, () => ["pending", true]),
      });

      await downInbox.start(port);
      await down.start(); // its start-up sends the mails that are due

      await expect.poll(() => downInbox.received.length, { timeout: 15_000 }).toBe(8);
      for (const email of [news, inquirer, attendee, requester]) await expectBothMails(downInbox, email);
      await settle(1000);
      expect(downInbox.received).toHaveLength(8);
      expect(new Set(downInbox.received.map((m) => m.messageId)).size).toBe(8);
      await down.stop();
      const statuses = await inspect(downStore, async (db) => (await db.select().from(mailOutbox)).map((m) => m.status));
      expect(statuses).toEqual(Array.from({ length: 8 }, () => "sent"));
    }, 60_000);
  });

  describe("with a per-IP limit of 2 posts and a daily cap of 1 mail per address", () => {
    it("answers the third post from one address in 10 minutes with 429, Retry-After and 'Too many attempts'", async () => {
      expect((await limited.postJson("/newsletter", { email: address("limit") })).status).toBe(201);
      expect((await limited.postJson("/contact", contact(address("limit")))).status).toBe(201);
      const third = await limited.postJson("/book-demo", demo(address("limit")));
      expect(third.status).toBe(429);
      const retryAfter = Number(third.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await third.json()).toMatchObject({
        status: "limited",
        saved: false,
        message: { title: "Too many attempts", description: commonMessages.limited.description },
      });

      // Form posts from the pages count too.
      const page = await limited.postForm("/newsletter", { email: address("limit") });
      expect(page.status).toBe(429);
      expect(decode(await page.text())).toContain("Too many attempts");
    }, 30_000);

    it("counts the cap per mailbox: dot, plus, googlemail, trailing-dot and fullwidth spellings of one Gmail address get one mail", async () => {
      const name = `victim${unique++}`;
      const spellings = [
        `${name}@gmail.com`,
        `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`,
        `${name}+offer@gmail.com`,
        `${name.toUpperCase()}@GMAIL.COM`,
        `${name}@googlemail.com`,
        `${name}@gmail.com.`,
        `${fullwidth(name)}@gmail.com`,
        `${name.slice(0, 3)}.${name.slice(3)}+x@googlemail.com`,
      ];
      for (const email of spellings) {
        const response = await capped.postJson("/contact", contact(email));
        expect(response.status, email).toBe(201);
      }
      // Invisible characters and encoded words are not a plain mailbox: refused with the spec's words.
      for (const email of [
        `${name.slice(0, 2)}\u00AD${name.slice(2)}@gmail.com`,
        `${name}\u200B@gmail.com`,
        `=?utf-8?q?${name}?=@gmail.com`,
      ]) {
        const response = await capped.postJson("/contact", contact(email));
        expect(response.status, JSON.stringify(email)).toBe(422);
        expect(await response.json()).toMatchObject({ errors: { email: "Please enter a valid email address." } });
      }
      // Every lead reaches the company; the mailbox gets one confirmation.
      const victim = `${name}@gmail.com`;
      const ofVictim = (address: string | undefined) =>
        mailboxKey(canonicalEmail(address?.replace(/^.*<|>.*$/g, "") ?? "") ?? "") === victim;
      await expect
        .poll(() => mailsTo(limitsInbox, NOTIFY).filter((m) => ofVictim(header(m.raw, "Reply-To"))).length, { timeout: 15_000 })
        .toBe(spellings.length);
      await settle();
      expect(limitsInbox.received.filter((m) => ofVictim(m.to))).toHaveLength(1);
      // Saved as their canonical spelling: lower-case, ASCII, no trailing dot.
      const saved = await inspect(capStore, (db) => db.select({ email: contactInquiries.email }).from(contactInquiries));
      expect(saved.map((row) => row.email)).toEqual(expect.arrayContaining([`${name}@gmail.com`, `${name}@googlemail.com`]));
      expect(saved.every((row) => row.email === row.email.toLowerCase() && !row.email.endsWith("."))).toBe(true);
    }, 30_000);

    it("keeps to the site-wide hourly caps on visitor mails and on notifications, saves every lead and logs the cap once", async () => {
      const emails = Array.from({ length: 5 }, (_, i) => address(`hourly${i}`));
      const answers = [];
      for (const email of emails) {
        const response = await hourly.postJson("/contact", contact(email));
        expect(response.status).toBe(201);
        answers.push((await response.json()).confirmation);
      }
      expect(answers).toEqual(["sent", "sent", "capped", "capped", "capped"]);
      await expect
        .poll(() => mailsTo(limitsInbox, NOTIFY).filter((m) => emails.some((e) => header(m.raw, "Reply-To")?.includes(e))).length)
        .toBe(3);
      await settle();
      expect(limitsInbox.received.filter((m) => emails.includes(m.to))).toHaveLength(2);
      const saved = await inspect(hourlyStore, (db) => db.select().from(contactInquiries));
      expect(saved).toHaveLength(5);
      const log = hourly.output();
      expect(log.match(/Hourly cap on visitor mails \(MAIL_HOURLY_CAP=2\) reached/g)).toHaveLength(1);
      expect(log.match(/Hourly cap on lead notifications \(NOTIFY_HOURLY_CAP=3\) reached/g)).toHaveLength(1);
    }, 30_000);

    it("saves a second message from the same address but sends only the company's notification", async () => {
      const email = address("capped");
      const first = await capped.postJson("/contact", contact(email));
      expect(await first.json()).toMatchObject({ confirmationSent: true, confirmation: "sent" });
      await expectBothMails(limitsInbox, email);

      const second = await capped.postJson("/contact", { ...contact(email), message: "Second message" });
      expect(second.status).toBe(201);
      expect(await second.json()).toMatchObject({
        status: "saved",
        saved: true,
        confirmationSent: false,
        confirmation: "capped",
        message: { title: contactMessages.success.title },
      });
      await expect.poll(() => notificationFor(limitsInbox, NOTIFY, email).length, { timeout: 10_000 }).toBe(2);
      await settle();
      expect(mailsTo(limitsInbox, email)).toHaveLength(1);

      await capped.stop();
      const rows = await inspect(capStore, async (db) => ({
        inquiries: (await db.select().from(contactInquiries).where(eq(contactInquiries.email, email))).map((r) => r.message).sort(),
        mails: (
          await db
            .select()
            .from(mailOutbox)
            .where(
              inArray(
                mailOutbox.leadId,
                db.select({ id: contactInquiries.id }).from(contactInquiries).where(eq(contactInquiries.email, email)),
              ),
            )
        )
          .map((m) => m.kind)
          .sort(),
      }));
      expect(rows).toEqual({
        inquiries: ["Hello there", "Second message"],
        mails: ["contact-auto-reply", "contact-notification", "contact-notification"],
      });
    }, 30_000);
  });
});
