import { describe, expect, it } from "vitest";
import { contactMessages, contactPlaceholders, contactSchema } from "~/forms/contact";
import { demoRequestMessages, demoRequestSchema } from "~/forms/demo-request";
import { EMAIL_PATTERN, LIMITS } from "~/forms/field-rules";
import { emailField } from "~/forms/fields";
import { newsletterSchema } from "~/forms/newsletter";
import { newsletterMessages } from "~/forms/newsletter-messages";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { webinarMessages, webinarRegistrationSchema } from "~/forms/webinar-registration";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("e-mail pattern", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.com"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(["", "plain", "a@b", "a b@c.d", "@b.co", "a@.co x"])("rejects %j", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
  it("gives every form the canonical address, and the form's own words for what is not a plain mailbox", () => {
    expect(emailField().parse("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
    expect(emailField().parse("ｊａｎｅ@ｅｘａｍｐｌｅ.com.")).toBe("jane@example.com");
    for (const refused of ["ja\u00ADne@example.com", "=?utf-8?q?jane?=@example.com", "Jane <jane@example.com>"]) {
      expect(messages(emailField("Nope.").safeParse(refused))).toEqual({ "": "Nope." });
    }
  });
});

describe("names", () => {
  // A mail client decodes an encoded word in the notification's Reply-To name, even quoted: this
  // one would show as "owner@example.com", posing as another address.
  const forged = "=?utf-8?q?owner=40example.com?=";
  const schemas = { contactSchema, demoRequestSchema, webinarRegistrationSchema, trainingRegistrationSchema };
  it.each(Object.entries(schemas))("%s refuses an encoded word in a first or last name", (_, schema) => {
    for (const field of ["firstName", "lastName"]) {
      const result = messages(schema.safeParse({ [field]: forged }));
      expect(result[field], field).toMatch(/^Please remove unusual characters from your (first|last) name\.$/);
      expect(messages(schema.safeParse({ [field]: "Zoë-Anne O'Neil" }))[field], field).toBeUndefined();
    }
  });
});

describe("newsletter", () => {
  it("answers an invalid address with the spec's words", () => {
    expect(messages(newsletterSchema.safeParse({ email: "nope" }))).toEqual({ email: "Please enter a valid email address." });
    expect(newsletterMessages.invalid).toMatchObject({ title: "Invalid email", variant: "destructive" });
  });
  it("trims a valid address", () => {
    expect(newsletterSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
  });
  it("keeps the spec's five messages", () => {
    expect(Object.values(newsletterMessages).map((m) => m.title)).toEqual([
      "Invalid email",
      "Already subscribed",
      "Subscription failed",
      "Subscription successful",
      "Success!",
    ]);
  });
});

describe("demo request", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "Engines",
    subject: "Demo",
    message: "Show me.",
  };
  it("accepts six filled fields", () => {
    expect(demoRequestSchema.parse(valid)).toEqual(valid);
  });
  it("requires all six fields", () => {
    const result = messages(demoRequestSchema.safeParse({}));
    expect(Object.keys(result).sort()).toEqual(["company", "email", "firstName", "lastName", "message", "subject"]);
  });
  it("treats blanks as missing and bounds lengths", () => {
    expect(messages(demoRequestSchema.safeParse({ ...valid, company: "   " }))).toEqual({ company: "Please enter your company name." });
    expect(messages(demoRequestSchema.safeParse({ ...valid, message: "x".repeat(LIMITS.message + 1) })).message).toMatch(/under 5000/);
  });
  it("refuses control characters", () => {
    expect(messages(demoRequestSchema.safeParse({ ...valid, firstName: "A\u0000da" })).firstName).toMatch(/unusual characters/);
  });
  it("keeps the spec's messages", () => {
    expect(demoRequestMessages.success).toMatchObject({
      title: "Demo requested!",
      description: "We'll contact you shortly to schedule your demo.",
    });
    expect(demoRequestMessages.failed.description).toBe("There was an error submitting your request. Please try again.");
  });
});

describe("contact", () => {
  it("requires the five fields and keeps newlines in the message", () => {
    expect(Object.keys(messages(contactSchema.safeParse({}))).sort()).toEqual(["email", "firstName", "lastName", "message", "subject"]);
    const parsed = contactSchema.parse({ firstName: "A", lastName: "B", email: "a@b.co", subject: "Hi", message: "line 1\nline 2" });
    expect(parsed.message).toBe("line 1\nline 2");
  });
  it("keeps the spec's placeholders and messages", () => {
    expect(contactPlaceholders).toEqual({
      firstName: "Your first name",
      lastName: "Your last name",
      email: "you@example.com",
      subject: "How can we help?",
      message: "Tell us about your project or inquiry...",
    });
    expect(contactMessages.mailFailed.title).toBe("Message saved");
    expect(contactMessages.success.description).toBe("Thank you for your message. We'll get back to you soon.");
  });
});

describe("webinar registration", () => {
  it("requires names and checks the e-mail pattern", () => {
    expect(messages(webinarRegistrationSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b" }))).toEqual({
      email: "Please enter a valid email address.",
    });
    expect(Object.keys(messages(webinarRegistrationSchema.safeParse({ email: "a@b.co" }))).sort()).toEqual(["firstName", "lastName"]);
  });
  it("keeps the spec's messages", () => {
    expect(webinarMessages.duplicate.title).toBe("Already Registered");
    expect(webinarMessages.success.title).toBe("Registration successful!");
  });
});
