// The workspace's privacy tools, on the embedded PostgreSQL and (with TEST_DATABASE_URL)
// PostgreSQL: everything held for one address is found in whatever spelling the forms stored it,
// exported as JSON with every field, and erased in one transaction with its audit entry, leaving
// every other person's data (and the other spellings of the same mailbox) as it was.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "~/forms/contact";
import { demoRequestSchema } from "~/forms/demo-request";
import { newsletterSchema } from "~/forms/newsletter";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { webinarRegistrationSchema } from "~/forms/webinar-registration";
import { addressToLookUp } from "~/lib/privacy";
import { addLeadNote } from "~/server/admin/leads.server";
import {
  addressFingerprint,
  countPersonalData,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  otherSpellings,
  privacyRequests,
  removeMailFiles,
} from "~/server/admin/privacy.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, demoRequests, leads, mailOutbox, webinars } from "~/server/db/schema.server";
import {
  saveContactInquiry,
  saveDemoRequest,
  saveNewsletterSubscription,
  saveTrainingRegistration,
  saveWebinarRegistration,
  type SaveContext,
} from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { safeName } from "~/server/mail/transport.server";
import { targets, useMigratedDatabase } from "./databases";

const JANE = "jane.doe@example.com";
const JOHN = "john@example.com";
const OWNER = { id: "owner-1", email: "owner@concord-ai.test" };

const source = leadSource(
  new Request("https://www.example.com/contact", {
    method: "POST",
    headers: { referer: "https://www.example.com/services/ai-chatbots?utm_source=news&utm_medium=email&utm_campaign=privacy-spring" },
  }),
  { referrer: "https://search.example/?q=privacy" },
);

function contextFor(db: Database): SaveContext {
  return { db, source, notifyTo: "leads@example.com", messageHost: "www.example.com" };
}

function saved(result: Awaited<ReturnType<typeof saveContactInquiry>>): string {
  if (result.status !== "saved") throw new Error(`not saved: ${result.status}`);
  return result.leadId;
}

/** One person's leads through all five forms, each address typed as the visitor typed it (the forms' schemas canonicalise it). */
async function sendAllForms(db: Database, webinarId: string, person: { first: string; last: string; typed: string[] }) {
  const context = contextFor(db);
  const [a, b, c, d, e] = person.typed;
  const contactId = saved(
    await saveContactInquiry(
      context,
      contactSchema.parse({
        firstName: person.first,
        lastName: person.last,
        email: a,
        subject: `Chatbot question from ${person.first}`,
        message: `${person.first} asks about a chatbot for the dental office.`,
      }),
    ),
  );
  saved(
    await saveDemoRequest(
      context,
      demoRequestSchema.parse({
        firstName: person.first,
        lastName: person.last,
        email: b,
        company: `${person.last} Dental`,
        subject: `Demo for ${person.last} Dental`,
        message: `${person.first} would like a demo on Tuesday.`,
      }),
    ),
  );
  saved(
    await saveTrainingRegistration(
      context,
      trainingRegistrationSchema.parse({
        firstName: person.first,
        lastName: person.last,
        email: c,
        company: `${person.last} Training Co`,
        training: "Developing with AWS",
        preferredContactMethod: "phone",
        countryCode: "US",
        contactNumber: person.first === "Jane" ? "7045550199" : "7045550111",
        phoneType: "work",
        trainingType: "group",
        attendeeCount: "4",
        confirmInterest: true,
      }),
    ),
  );
  saved(await saveNewsletterSubscription(context, newsletterSchema.parse({ email: d })));
  saved(
    await saveWebinarRegistration(
      context,
      webinarId,
      webinarRegistrationSchema.parse({ firstName: person.first, lastName: person.last, email: e }),
    ),
  );
  return contactId;
}

describe("the address a lookup searches for", () => {
  it("is the forms' canonical spelling, or older text trimmed and in lower case", () => {
    expect(addressToLookUp(" Jane.Doe@Example.COM ")).toEqual({ address: JANE, canonical: true });
    expect(addressToLookUp("ｊａｎｅ.doe@example.com.")).toEqual({ address: JANE, canonical: true });
    expect(addressToLookUp("Zoë@Bücher.example")).toEqual({ address: "zoë@xn--bcher-kva.example", canonical: true });
    // Not an address the forms take today (an IP literal), but one an older row may hold.
    expect(addressToLookUp(" Old@[127.0.0.1] ")).toEqual({ address: "old@[127.0.0.1]", canonical: false });
    expect(addressToLookUp("")).toBeNull();
    expect(addressToLookUp("no address here")).toBeNull();
  });

  it("is kept in the audit log only as a fingerprint", () => {
    expect(addressFingerprint(JANE)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(addressFingerprint(JANE)).not.toBe(addressFingerprint(JOHN));
  });
});

describe("mail files of erased mails", () => {
  let folder = "";
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), "concord-privacy-mail-"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("removes the .eml files of the given Message-IDs and no other", async () => {
    const erased = [`<${randomUUID()}@www.example.com>`, `<${randomUUID()}@www.example.com>`];
    const kept = `<${randomUUID()}@www.example.com>`;
    for (const [i, id] of [...erased, kept].entries())
      writeFileSync(path.join(folder, `2026-01-0${i + 1}T10-00-00-000Z-${safeName(id)}.eml`), "mail");
    writeFileSync(path.join(folder, "notes.txt"), "not a mail");
    expect(await removeMailFiles(folder, erased)).toBe(2);
    expect(readdirSync(folder).sort()).toEqual([`2026-01-03T10-00-00-000Z-${safeName(kept)}.eml`, "notes.txt"]);
    expect(await removeMailFiles(path.join(folder, "none"), erased)).toBe(0);
  });
});

describe.each(targets)("privacy on $name", (target) => {
  const database = useMigratedDatabase(target);
  let janeContactId = "";

  beforeAll(async () => {
    const { db } = database();
    const [webinar] = await db
      .insert(webinars)
      .values({
        slug: "privacy-webinar",
        title: "AI Privacy Basics",
        description: "Live Q&A",
        startsAt: new Date("2030-03-05T19:00:00Z"),
        durationMinutes: 45,
        timeZone: "America/New_York",
      })
      .returning({ id: webinars.id });
    // Jane typed her address differently each time; every form stored it as jane.doe@example.com.
    janeContactId = await sendAllForms(db, webinar!.id, {
      first: "Jane",
      last: "Doe",
      typed: [" Jane.Doe@Example.COM ", "JANE.DOE@example.com", "jane.doe@EXAMPLE.com.", "ｊａｎｅ.doe@example.com", JANE],
    });
    // John's contact message names Jane: it is still John's data.
    const johnContactId = await sendAllForms(db, webinar!.id, { first: "John", last: "Smith", typed: [JOHN, JOHN, JOHN, JOHN, JOHN] });
    await db.execute(
      sql`update contact_inquiries set message = ${`Please also reply to my colleague ${JANE}.`} where id = ${johnContactId}`,
    );
    // The same mailbox by a plus tag: pointed out, not included.
    saved(await saveNewsletterSubscription(contextFor(db), newsletterSchema.parse({ email: "jane.doe+news@example.com" })));
    // A demo request from before the one-spelling rule: upper case, a space, no inbox row.
    await db.insert(demoRequests).values({
      firstName: "Jane",
      lastName: "Doe",
      email: " Jane.Doe@Example.com",
      company: "Old Dental",
      subject: "Old request",
      message: "From before the inbox existed.",
    });
    // A notification whose lead is gone: found by the visitor's address in its content.
    await db.insert(mailOutbox).values({
      leadTable: "contact_inquiries",
      leadId: randomUUID(),
      kind: "contact-notification",
      toAddress: "leads@example.com",
      payload: { email: JANE, replyTo: JANE, firstName: "Jane", message: "An older message" },
      messageId: `<${randomUUID()}@www.example.com>`,
    });
    const note = await addLeadNote(db, janeContactId, { authorId: null, authorEmail: OWNER.email, body: "Called Jane; wants a quote." });
    expect(note.ok).toBe(true);
    await addLeadNote(db, johnContactId, { authorId: null, authorEmail: OWNER.email, body: "John: follow up in May." });
    // One of Jane's mails went out already; the rest are waiting.
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(and(eq(mailOutbox.kind, "contact-auto-reply"), eq(mailOutbox.toAddress, JANE)));
  }, 60_000);

  it("finds every record of the address across the five forms, the inbox, notes and mails", async () => {
    const { db } = database();
    const found = await findPersonalData(db, addressToLookUp("  JANE.DOE@EXAMPLE.COM ")!.address);
    expect(countPersonalData(found)).toEqual({
      leads: 5,
      notes: 1,
      newsletterSubscriptions: 1,
      demoRequests: 2,
      contactInquiries: 1,
      trainingRegistrations: 1,
      webinarRegistrations: 1,
      // Each of the five leads: Jane's confirmation and the company's notification; and the older notification.
      mails: 11,
      pendingMails: 10,
    });
    const emails = [
      ...found.leads,
      ...found.newsletterSubscriptions,
      ...found.demoRequests,
      ...found.contactInquiries,
      ...found.trainingRegistrations,
      ...found.webinarRegistrations,
    ].map((row) => row.email.trim().toLowerCase());
    expect(new Set(emails)).toEqual(new Set([JANE]));
    expect(found.leads.find((lead) => lead.id === janeContactId)?.notes.map((note) => note.body)).toEqual(["Called Jane; wants a quote."]);
    expect(found.webinarRegistrations[0]).toMatchObject({ firstName: "Jane", webinarTitle: "AI Privacy Basics" });
    expect(found.newsletterSubscriptions[0]).not.toHaveProperty("unsubscribeToken");
    // Mails to her, and the company's notifications and the older one about her.
    expect(found.mails.filter((mail) => mail.relation === "to").map((mail) => mail.toAddress)).toEqual(Array(5).fill(JANE));
    expect(found.mails.filter((mail) => mail.relation === "about").every((mail) => mail.toAddress === "leads@example.com")).toBe(true);
    expect(found.mails.some((mail) => (mail.payload as { message?: string }).message === "An older message")).toBe(true);
    // Nothing of John's, though his message names her.
    expect(JSON.stringify(found)).not.toContain("John");
  });

  it("points out the other spellings of the same mailbox without including them", async () => {
    const { db } = database();
    expect(await otherSpellings(db, JANE)).toEqual([{ address: "jane.doe+news@example.com", leads: 1, mails: 1 }]);
    // Gmail's dots and googlemail.com, found in the inbox; another name at Gmail is not.
    for (const email of ["Jo.Hn.Smith+x@googlemail.com", "johnsmith2@gmail.com"]) {
      saved(await saveNewsletterSubscription(contextFor(db), newsletterSchema.parse({ email })));
    }
    expect(await otherSpellings(db, "johnsmith@gmail.com")).toEqual([{ address: "jo.hn.smith+x@googlemail.com", leads: 1, mails: 1 }]);
    expect(await otherSpellings(db, "jo.hn.smith+x@googlemail.com")).toEqual([]);
    const plus = await findPersonalData(db, "jane.doe+news@example.com");
    expect(countPersonalData(plus)).toMatchObject({ leads: 1, newsletterSubscriptions: 1, mails: 2 });
  });

  it("exports every field as a dated JSON document with an explanation", async () => {
    const { db } = database();
    const document = JSON.parse(JSON.stringify(exportPersonalData(await findPersonalData(db, JANE), new Date("2026-12-01T10:00:00Z"))));
    expect(document).toMatchObject({
      format: "personal-data-export/1",
      emailAddress: JANE,
      exportedAt: "2026-12-01T10:00:00.000Z",
      counts: { leads: 5, mails: 11 },
      controller: { name: expect.any(String), email: expect.any(String) },
    });
    expect(document.explanation).toMatch(/Everything .* holds for the e-mail address below/);
    expect(document.contactMessages[0]).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      email: JANE,
      subject: "Chatbot question from Jane",
      message: "Jane asks about a chatbot for the dental office.",
      pagePath: "/services/ai-chatbots",
      referrer: "https://search.example/?q=privacy",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "privacy-spring",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(document.demoRequests.map((row: { company: string }) => row.company).sort()).toEqual(["Doe Dental", "Old Dental"]);
    expect(document.trainingRegistrations[0]).toMatchObject({
      company: "Doe Training Co",
      training: "Developing with AWS",
      contactNumber: "7045550199",
      countryCode: "US",
      phoneType: "work",
      preferredContactMethod: "phone",
      trainingType: "group",
      attendeeCount: 4,
    });
    expect(document.webinarRegistrations[0]).toMatchObject({
      webinarTitle: "AI Privacy Basics",
      webinarStartsAt: "2030-03-05T19:00:00.000Z",
    });
    expect(document.newsletterSubscriptions[0]).toMatchObject({ email: JANE });
    expect(document.newsletterSubscriptions[0]).not.toHaveProperty("unsubscribeToken");
    const contactLead = document.inbox.find((lead: { id: string }) => lead.id === janeContactId);
    expect(contactLead).toMatchObject({ form: "contact", formName: "Contact message", status: "new", statusName: "New" });
    expect(contactLead.notes).toEqual([{ writtenAt: expect.any(String), text: "Called Jane; wants a quote." }]);
    expect(document.emails).toHaveLength(11);
    const confirmation = document.emails.find((mail: { kind: string }) => mail.kind === "training-confirmation");
    expect(confirmation).toMatchObject({ toAddress: JANE, status: "pending", relation: "sent to you", description: "Mail to the visitor" });
    expect(confirmation.payload).toMatchObject({ firstName: "Jane", training: "Developing with AWS" });
  });

  it("erases everything found in one transaction, pending mails too, and nothing of anyone else", async () => {
    const { db } = database();
    const john = countPersonalData(await findPersonalData(db, JOHN));
    const plus = countPersonalData(await findPersonalData(db, "jane.doe+news@example.com"));
    const before = countPersonalData(await findPersonalData(db, JANE));
    const mailsBefore = (await db.select({ messageId: mailOutbox.messageId }).from(mailOutbox)).length;

    // All or nothing: an erasure whose audit entry cannot be written erases nothing.
    await expect(erasePersonalData(db, JOHN, { id: null, email: null as unknown as string })).rejects.toThrow();
    expect(countPersonalData(await findPersonalData(db, JOHN))).toEqual(john);

    // A subscriber's removal names the address in the audit log; John's names his.
    for (const target of [JANE, JOHN]) {
      await db.insert(auditLog).values({ actorEmail: OWNER.email, action: "subscriber.remove", target, details: { id: randomUUID() } });
    }

    const erasure = await erasePersonalData(db, addressToLookUp("Jane.Doe@Example.com")!.address, OWNER);
    expect(erasure.counts).toEqual(before);
    expect(erasure.messageIds).toHaveLength(11);
    expect(erasure.auditEntries).toBe(1);

    expect(countPersonalData(await findPersonalData(db, JANE))).toEqual({
      leads: 0,
      notes: 0,
      newsletterSubscriptions: 0,
      demoRequests: 0,
      contactInquiries: 0,
      trainingRegistrations: 0,
      webinarRegistrations: 0,
      mails: 0,
      pendingMails: 0,
    });
    expect(countPersonalData(await findPersonalData(db, JOHN))).toEqual(john);
    expect(countPersonalData(await findPersonalData(db, "jane.doe+news@example.com"))).toEqual(plus);
    expect((await db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore - 11);
    // No mail for her is left to send, by address or by content.
    const { rows } = await database().connection.query(
      `select count(*)::int as n from mail_outbox where lower(to_address) = $1 or lower(payload->>'email') = $1 or lower(payload->>'replyTo') = $1`,
      [JANE],
    );
    expect(rows[0].n).toBe(0);
    // The inbox no longer lists her; John's lead, which names her, stays.
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.email, JANE))).toEqual([]);
    expect((await db.select({ id: leads.id }).from(leads).where(eq(leads.email, JOHN))).length).toBe(5);

    // The audit entry proves it by the fingerprint, with the counts, and does not hold the address.
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "privacy.erase"));
    expect(entry).toMatchObject({
      actorId: OWNER.id,
      actorEmail: OWNER.email,
      target: addressFingerprint(JANE),
      details: { counts: before },
    });
    expect(JSON.stringify(entry)).not.toMatch(/jane/i);
    // The earlier entry keeps what was done, by the fingerprint; nothing in the log names her any more.
    const removals = await db.select({ target: auditLog.target }).from(auditLog).where(eq(auditLog.action, "subscriber.remove"));
    expect(removals.map((row) => row.target).sort()).toEqual([addressFingerprint(JANE), JOHN].sort());
    const named = await database().connection.query(
      `select count(*)::int as n from audit_log where target ilike '%jane.doe@%' or details::text ilike '%jane.doe@%'`,
    );
    expect(named.rows[0].n).toBe(0);
    expect(await privacyRequests(db, JANE)).toEqual([
      { action: "privacy.erase", at: expect.any(Date), actorEmail: OWNER.email, details: { counts: before } },
    ]);
  });

  it("records an erasure of an address with nothing held, too", async () => {
    const { db } = database();
    const erasure = await erasePersonalData(db, "nobody@example.com", OWNER);
    expect(Object.values(erasure.counts).every((n) => n === 0)).toBe(true);
    expect(await privacyRequests(db, "nobody@example.com")).toHaveLength(1);
  });
});
