// One record per person: leads.mailbox (kept by the database) agrees with mailboxKey, the record
// gathers every lead, mail, reply and note of the mailbox and nothing of anyone else, and the
// inbox marks a returning person; on the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canonicalEmail, mailboxKey } from "~/forms/email-address";
import { addLeadNote, getLead, listLeads, replyToLead } from "~/server/admin/leads.server";
import { getPerson, newestLeadOf } from "~/server/admin/people.server";
import { otherSpellings } from "~/server/admin/privacy.server";
import type { Database } from "~/server/db/client.server";
import { leads, newsletterSubscriptions, webinars } from "~/server/db/schema.server";
import { saveContactInquiry, saveNewsletterSubscription, saveWebinarRegistration, type SaveContext } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { targets, useMigratedDatabase } from "./databases";

const context = (db: Database): SaveContext => ({
  db,
  source: leadSource(new Request("https://www.example.com/contact", { method: "POST" }), {}),
  notifyTo: "leads@example.com",
  messageHost: "www.example.com",
});

function saved(result: { status: string; leadId?: string }): string {
  if (result.status !== "saved" || !result.leadId) throw new Error(`not saved: ${result.status}`);
  return result.leadId;
}

// Spellings that test each of mailboxKey's rules, and some that must stay apart.
const ADDRESSES = [
  "victim@gmail.com",
  "V.I.C.T.I.M+a+b@GoogleMail.com",
  "vic.tim+1@gmail.com",
  "john@outlook.com",
  "j.ohn@outlook.com",
  "John+x@iCloud.com",
  "john-shop@yahoo.com",
  "shop@john.fastmail.com",
  "shop+x@john.fastmail.fm",
  "john+x@fastmail.com",
  "+x@example.com",
  "a+@example.com",
  "ünïcode+tag@bücher.example",
  "dots.stay@sub.example.co.uk",
];

describe.each(targets)("one record per person on $name", (target) => {
  const database = useMigratedDatabase(target);

  it("keeps in leads.mailbox the same mailbox as mailboxKey, for every rule", async () => {
    const { db } = database();
    for (const raw of ADDRESSES) {
      const canonical = canonicalEmail(raw);
      if (!canonical) throw new Error(`not an address: ${raw}`);
      const [row] = await db
        .insert(leads)
        .values({ id: randomUUID(), form: "contact", email: canonical })
        .returning({ mailbox: leads.mailbox });
      expect(row!.mailbox, raw).toBe(mailboxKey(canonical));
    }
    // A row written in another case (an older lead) lands in the same mailbox.
    const [upper] = await db
      .insert(leads)
      .values({ id: randomUUID(), form: "contact", email: "Victim@Gmail.com" })
      .returning({ mailbox: leads.mailbox });
    expect(upper!.mailbox).toBe("victim@gmail.com");
  });

  it("gathers the person's leads, mails, replies and notes in one timeline, and only theirs", async () => {
    const { db } = database();
    const [webinar] = await db
      .insert(webinars)
      .values({
        slug: "person-record",
        title: "RAG in an afternoon",
        description: "Live",
        startsAt: new Date("2030-03-01T18:00:00Z"),
        durationMinutes: 60,
        timeZone: "America/New_York",
      })
      .returning({ id: webinars.id });
    const subscribed = saved(await saveNewsletterSubscription(context(db), { email: "jane.doe@gmail.com" }));
    const contact = saved(
      await saveContactInquiry(context(db), {
        firstName: "Jane",
        lastName: "Doe",
        email: "JaneDoe+site@googlemail.com",
        subject: "Chatbot for our clinic",
        message: "What would it cost?",
      }),
    );
    const registered = saved(
      await saveWebinarRegistration(context(db), webinar!.id, { firstName: "Jane", lastName: "Doe", email: "janedoe@gmail.com" }),
    );
    const stranger = saved(
      await saveContactInquiry(context(db), {
        firstName: "Joe",
        lastName: "Roe",
        email: "joe@example.com",
        subject: "Hi",
        message: "Hello",
      }),
    );
    const note = await addLeadNote(db, contact, { authorId: null, authorEmail: "sam@company.example", body: "Prefers mornings." });
    if (!note.ok) throw new Error(note.message);
    await addLeadNote(db, stranger, { authorId: null, authorEmail: "sam@company.example", body: "Not Jane's." });
    const reply = await replyToLead(
      db,
      contact,
      { author: { name: "Sam Staff", email: "sam@company.example" }, body: "Hi Jane, from $49 a month." },
      { MAIL_FROM: "Piedmont AI Works <no-reply@mail.example.com>" },
    );
    if (!reply.ok) throw new Error(reply.message);

    // Any of her leads opens the same record.
    const person = (await getPerson(db, registered))!;
    expect((await getPerson(db, subscribed))!.leads.map((lead) => lead.id)).toEqual(person.leads.map((lead) => lead.id));
    expect(person.mailbox).toBe("janedoe@gmail.com");
    expect(person.name).toBe("Jane Doe");
    expect(person.leadCount).toBe(3);
    expect(person.leads.map((lead) => lead.id)).toEqual([registered, contact, subscribed]);
    expect(person.addresses).toEqual(["jane.doe@gmail.com", "janedoe+site@googlemail.com", "janedoe@gmail.com"]);
    expect(person.leads.find((lead) => lead.id === subscribed)!.subscribed).toBe(true);
    expect(person.leads.find((lead) => lead.id === contact)!.subscribed).toBeNull();

    const leadIds = new Set(person.leads.map((lead) => lead.id));
    const events = person.timeline;
    // Newest first.
    expect(events.map((event) => event.at.getTime())).toEqual([...events.map((event) => event.at.getTime())].sort((a, b) => b - a));
    expect(events.filter((event) => event.type === "lead")).toHaveLength(3);
    const notes = events.flatMap((event) => (event.type === "note" ? [event.note] : []));
    expect(notes.map((n) => n.body)).toEqual(["Prefers mornings."]);
    const mails = events.flatMap((event) => (event.type === "mail" ? [event.mail] : []));
    // Each lead's notification to the company and confirmation to her, and the reply with its text.
    expect(mails.every((mail) => mail.leadId !== null && leadIds.has(mail.leadId))).toBe(true);
    expect(mails.some((mail) => mail.toAddress === "leads@example.com" && mail.leadId === contact)).toBe(true);
    expect(mails.find((mail) => mail.id === reply.mailId)?.reply).toEqual({ authorName: "Sam Staff", body: "Hi Jane, from $49 a month." });
    expect(mails.some((mail) => mail.toAddress === "joe@example.com")).toBe(false);
    // A lead's own mails, written with it, sit above it in the newest-first timeline.
    const contactAt = events.findIndex((event) => event.type === "lead" && event.lead.id === contact);
    const notificationAt = events.findIndex(
      (event) => event.type === "mail" && event.mail.leadId === contact && event.mail.toAddress === "leads@example.com",
    );
    expect(notificationAt).toBeLessThan(contactAt);

    // Once she unsubscribes (the form's row goes, the lead stays), the record says so.
    await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, subscribed));
    expect((await getPerson(db, contact))!.leads.find((lead) => lead.id === subscribed)!.subscribed).toBe(false);
  });

  it("says on the lead and in the inbox who wrote before, and finds the record from a look-up", async () => {
    const { db } = database();
    const first = saved(
      await saveContactInquiry(context(db), {
        firstName: "Ravi",
        lastName: "Patel",
        email: "ravi@shop.example",
        subject: "One",
        message: "First",
      }),
    );
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(leads.id, first));
    const second = saved(
      await saveContactInquiry(context(db), {
        firstName: "Ravi",
        lastName: "Patel",
        email: "Ravi+2@shop.example",
        subject: "Two",
        message: "Again",
      }),
    );
    const rows = (await listLeads(db, { q: "ravi" })).rows;
    expect(rows.map((row) => [row.id, row.returning])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await getLead(db, second))!.lead.fromPerson).toBe(2);
    expect(await newestLeadOf(db, mailboxKey("ravi@shop.example"))).toBe(second);
    expect(await newestLeadOf(db, "nobody@shop.example")).toBeUndefined();
    expect(await otherSpellings(db, "ravi@shop.example")).toMatchObject([{ address: "ravi+2@shop.example", leads: 1 }]);
  });

  it("has no record for an unknown or malformed id", async () => {
    const { db } = database();
    expect(await getPerson(db, randomUUID())).toBeUndefined();
    expect(await getPerson(db, "not-a-uuid")).toBeUndefined();
  });
});
