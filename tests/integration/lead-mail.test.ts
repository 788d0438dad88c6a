// Every lead kind, saved and delivered through the outbox to a real SMTP server: the visitor's
// mail and the company's notification arrive, rendered from the stored payload.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { runMigrations } from "~/server/db/connection.server.mjs";
import { mailOutbox, webinars } from "~/server/db/schema.server";
import { getEnv, type Env } from "~/server/env.server";
import {
  saveContactInquiry,
  saveDemoRequest,
  saveNewsletterSubscription,
  saveTrainingRegistration,
  saveWebinarRegistration,
  type SaveContext,
  type SaveResult,
} from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { deliverNow } from "~/server/mail/outbox.server";
import { outboxDeliverer, renderOutboxMail } from "~/server/mail/render-outbox.server";
import { closeMailTransports } from "~/server/mail/send.server";
import { targets, type TestDatabase } from "./databases";
import { Inbox } from "./smtp-inbox";

describe.each(targets)("lead mails on $name", (target) => {
  let database: TestDatabase;
  let env: Env;
  let context: SaveContext;
  const inbox = new Inbox();

  beforeAll(async () => {
    database = await target.open();
    await runMigrations(database.connection);
    await inbox.start();
    env = getEnv({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, SITE_URL: "https://www.example.com", LEADS_NOTIFY_TO: "leads@example.com" });
    const source = leadSource(
      new Request("https://www.example.com/contact", {
        headers: { referer: "https://www.example.com/contact?utm_source=fall-mailer-2026" },
      }),
    );
    context = { db: database.db, source, notifyTo: env.LEADS_NOTIFY_TO, messageHost: "www.example.com" };
  }, 30_000);

  afterAll(async () => {
    closeMailTransports();
    await inbox.stop();
    await database?.dispose();
  }, 30_000);

  async function deliver(result: SaveResult) {
    if (result.status !== "saved") throw new Error(result.status);
    const outcome = await deliverNow({ db: database.db, deliver: outboxDeliverer(database.db, env) }, result.mailIds);
    expect(outcome.allSent).toBe(true);
    return inbox.received.slice(-2);
  }

  function header(raw: string, name: string) {
    return new RegExp(`^${name}:\\s*(.+)$`, "im").exec(raw)?.[1]?.trim();
  }

  /** The raw message with quoted-printable soft line breaks joined, so a word is never split. */
  function unfolded(raw: string) {
    return raw.replace(/=\r?\n/g, "");
  }

  it("contact: auto-reply to the visitor, notification to the company with Reply-To the visitor", async () => {
    const mails = await deliver(
      await saveContactInquiry(context, {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        subject: "Chatbot",
        message: "Hi",
      }),
    );
    const reply = mails.find((m) => m.to === "ada@example.com")!;
    const note = mails.find((m) => m.to === "leads@example.com")!;
    expect(reply.raw).toMatch(/Content-Type: text\/plain/i);
    expect(reply.raw).toMatch(/Content-Type: text\/html/i);
    expect(header(note.raw, "Reply-To")).toContain("ada@example.com");
    expect(note.raw).toContain("fall-mailer-2026");
    // The visitor's mail greets by the first name and repeats nothing else the visitor wrote.
    expect(unfolded(reply.raw)).toContain("Hi Ada,");
    expect(unfolded(reply.raw)).not.toContain("Lovelace");
    expect(unfolded(note.raw)).toContain("Lovelace");
  });

  it("newsletter: confirmation carries the one-click unsubscribe headers with the subscriber's token", async () => {
    const mails = await deliver(await saveNewsletterSubscription(context, { email: "reader@example.com" }));
    const confirmation = mails.find((m) => m.to === "reader@example.com")!;
    expect(header(confirmation.raw, "List-Unsubscribe")).toMatch(/<https:\/\/www\.example\.com\/unsubscribe\?token=[0-9a-f-]{36}>/);
    expect(header(confirmation.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("demo and training: both mails arrive", async () => {
    await deliver(
      await saveDemoRequest(context, {
        firstName: "A",
        lastName: "B",
        email: "demo@example.com",
        company: "C",
        subject: "S",
        message: "M",
      }),
    );
    const training = trainingRegistrationSchema.parse({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      training: "Developing with AWS",
      preferredContactMethod: "phone",
      countryCode: "US",
      contactNumber: "7045550142",
      confirmInterest: true,
    });
    const mails = await deliver(await saveTrainingRegistration(context, training));
    // The company's notification lists the number; the visitor's confirmation names the course only.
    expect(mails.find((m) => m.to === "leads@example.com")!.raw).toContain("+1 7045550142");
    const confirmation = mails.find((m) => m.to === "grace@example.com")!.raw;
    expect(header(confirmation, "Subject")).toBe("Your registration: Developing with AWS");
    expect(unfolded(confirmation)).not.toContain("+1 7045550142");
    expect(unfolded(confirmation)).not.toContain("Hopper");
  });

  it("webinar: confirmation with the webinar's calendar invitation", async () => {
    const [webinar] = await database.db
      .insert(webinars)
      .values({
        slug: "mail-test",
        title: "AI for Small Business",
        description: "Live Q&A",
        startsAt: new Date("2030-01-15T19:00:00Z"),
        durationMinutes: 60,
        timeZone: "America/New_York",
      })
      .returning({ id: webinars.id });
    const mails = await deliver(
      await saveWebinarRegistration(context, webinar!.id, { firstName: "Kay", lastName: "M", email: "kay@example.com" }),
    );
    const confirmation = mails.find((m) => m.to === "kay@example.com")!;
    expect(confirmation.raw).toMatch(/text\/calendar/i);
  });

  it("every notification links to the lead's page in the workspace, in both parts", async () => {
    const [webinar] = await database.db
      .insert(webinars)
      .values({
        slug: "link-test",
        title: "Chatbots in Practice",
        description: "Live",
        startsAt: new Date("2030-02-15T19:00:00Z"),
        durationMinutes: 60,
        timeZone: "America/New_York",
      })
      .returning({ id: webinars.id });
    const person = { firstName: "Lin", lastName: "K" };
    const results = [
      await saveNewsletterSubscription(context, { email: "link-news@example.com" }),
      await saveDemoRequest(context, { ...person, email: "link-demo@example.com", company: "C", subject: "S", message: "M" }),
      await saveContactInquiry(context, { ...person, email: "link-contact@example.com", subject: "S", message: "M" }),
      await saveTrainingRegistration(
        context,
        trainingRegistrationSchema.parse({
          ...person,
          email: "link-training@example.com",
          training: "Developing with AWS",
          confirmInterest: true,
        }),
      ),
      await saveWebinarRegistration(context, webinar!.id, { ...person, email: "link-webinar@example.com" }),
    ];
    for (const result of results) {
      if (result.status !== "saved") throw new Error(result.status);
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.leadId, result.leadId), like(mailOutbox.kind, "%-notification")));
      const message = await renderOutboxMail(database.db, row!, env);
      const url = `https://www.example.com/admin/leads/${result.leadId}`;
      expect(message.text, row!.kind).toContain(`Open this lead in the workspace: ${url}`);
      expect(message.html, row!.kind).toMatch(new RegExp(`<a href="${url}"[^>]*>Open this lead in the workspace</a>`));
    }
    // And so it arrives.
    const contact = results[2]!;
    const note = (await deliver(contact)).find((m) => m.to === "leads@example.com")!;
    if (contact.status === "saved") expect(unfolded(note.raw)).toContain(`https://www.example.com/admin/leads/${contact.leadId}`);
  });
});
