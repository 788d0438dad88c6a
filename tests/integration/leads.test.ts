// Saving leads: row and mails in one transaction (duplicates: tests/integration/submit.test.ts), on
// the embedded PostgreSQL and (with TEST_DATABASE_URL) PostgreSQL alike.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { runMigrations } from "~/server/db/connection.server.mjs";
import { contactInquiries, mailOutbox, trainingRegistrations } from "~/server/db/schema.server";
import { saveContactInquiry, saveDemoRequest, saveTrainingRegistration, type SaveContext } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { targets, type TestDatabase } from "./databases";
import { logger } from "~/server/logger.server";

const noSource = leadSource(new Request("http://localhost/contact", { method: "POST" }));

describe.each(targets)("saving leads on $name", (target) => {
  let database: TestDatabase;
  let context: SaveContext;

  beforeAll(async () => {
    database = await target.open();
    await runMigrations(database.connection);
    context = { db: database.db, source: noSource, notifyTo: "leads@example.com", messageHost: "www.example.com" };
  }, 30_000);

  afterAll(async () => {
    await database?.dispose();
  }, 30_000);

  async function mailsOf(leadId: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
  }

  it("saves a contact inquiry with its auto-reply and the company's notification", async () => {
    const input = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Hi", message: "Hello" };
    const result = await saveContactInquiry(context, input);
    expect(result.status).toBe("saved");
    if (result.status !== "saved") return;
    const [row] = await database.db.select().from(contactInquiries).where(eq(contactInquiries.id, result.leadId));
    expect(row).toMatchObject(input);
    const mails = await mailsOf(result.leadId);
    expect(mails.map((m) => [m.kind, m.toAddress, m.status]).sort()).toEqual([
      ["contact-auto-reply", "ada@example.com", "pending"],
      ["contact-notification", "leads@example.com", "pending"],
    ]);
    for (const mail of mails) expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@www\.example\.com>$/);
    expect(mails.find((m) => m.kind === "contact-notification")?.payload).toMatchObject({ replyTo: "ada@example.com", message: "Hello" });
  });

  it("saves a demo request", async () => {
    const result = await saveDemoRequest(context, {
      firstName: "Al",
      lastName: "Turing",
      email: "al@example.com",
      company: "Bletchley",
      subject: "Demo",
      message: "Please",
    });
    expect(result.status).toBe("saved");
    if (result.status === "saved")
      expect((await mailsOf(result.leadId)).map((m) => m.kind).sort()).toEqual(["demo-auto-reply", "demo-notification"]);
  });

  it("writes a training registration's number as '<code> <number>' in the confirmation", async () => {
    const input = trainingRegistrationSchema.parse({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      training: "AWS Technical Essentials",
      preferredContactMethod: "phone",
      countryCode: "US",
      contactNumber: "7045550142",
      trainingType: "group",
      attendeeCount: "4",
      confirmInterest: "on",
    });
    const result = await saveTrainingRegistration(context, input);
    expect(result.status).toBe("saved");
    if (result.status !== "saved") return;
    const [row] = await database.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.id, result.leadId));
    expect(row).toMatchObject({ countryCode: "US", contactNumber: "7045550142", attendeeCount: 4, trainingType: "group" });
    const confirmation = (await mailsOf(result.leadId)).find((m) => m.kind === "training-confirmation");
    expect(confirmation?.payload).toMatchObject({ contactNumber: "+1 7045550142", attendeeCount: 4, training: "AWS Technical Essentials" });
  });

  it("leaves the number out of the confirmation when none was given", async () => {
    const input = trainingRegistrationSchema.parse({
      firstName: "Mary",
      lastName: "Jackson",
      email: "mary@example.com",
      training: "Developing with AWS",
      confirmInterest: true,
    });
    const result = await saveTrainingRegistration(context, input);
    if (result.status !== "saved") throw new Error(result.status);
    const confirmation = (await mailsOf(result.leadId)).find((m) => m.kind === "training-confirmation");
    expect(confirmation?.payload).not.toHaveProperty("contactNumber");
  });

  it("stores where the lead came from", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { referer: "http://localhost/contact?utm_source=news&utm_medium=email&utm_campaign=fall" },
    });
    const source = leadSource(request, { referrer: "https://search.example/?q=ai" });
    const result = await saveContactInquiry(
      { ...context, source },
      { firstName: "S", lastName: "T", email: "s@example.com", subject: "x", message: "y" },
    );
    if (result.status !== "saved") throw new Error(result.status);
    const [row] = await database.db.select().from(contactInquiries).where(eq(contactInquiries.id, result.leadId));
    expect(row).toMatchObject({
      pagePath: "/contact",
      referrer: "https://search.example/?q=ai",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "fall",
    });
  });

  it("answers 'unavailable' instead of throwing when the database is gone", async () => {
    const other = await target.open();
    await other.connection.close();
    const spy = vi.spyOn(logger(), "error").mockImplementation(() => {});
    const result = await saveContactInquiry(
      { ...context, db: other.db },
      { firstName: "A", lastName: "B", email: "a@example.com", subject: "s", message: "m" },
    );
    expect(result.status).toBe("unavailable");
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    await other.dispose();
  });
});
