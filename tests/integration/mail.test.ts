// The mail layer end to end: messages built from the templates, sent through sendMail() to a real
// SMTP server running in this process, or written as .eml files when SMTP_URL is not set.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getEnv, type Env } from "~/server/env.server";
import type { TrainingLead, WebinarInfo } from "~/server/mail/leads.server";
import type { MailMessage } from "~/server/mail/message.server";
import { closeMailTransports, sendMail } from "~/server/mail/send.server";
import { buildContactAutoReply, contactAutoReplyContent } from "~/server/mail/templates/contact-auto-reply.server";
import type { MailContent } from "~/server/mail/templates/content.server";
import { buildDemoAutoReply, demoAutoReplyContent } from "~/server/mail/templates/demo-auto-reply.server";
import { buildLeadNotification } from "~/server/mail/templates/lead-notification.server";
import { buildNewsletterConfirmation, newsletterConfirmationContent } from "~/server/mail/templates/newsletter-confirmation.server";
import { buildTrainingConfirmation, trainingConfirmationContent } from "~/server/mail/templates/training-confirmation.server";
import { buildWebinarConfirmation, webinarConfirmationContent } from "~/server/mail/templates/webinar-confirmation.server";
import { logger } from "~/server/logger.server";

// ---- a small MIME reader, enough for headers, parts and their content ----

interface Part {
  headers: Map<string, string[]>;
  body: string;
  parts: Part[];
}

function header(part: Part, name: string): string | undefined {
  return part.headers.get(name.toLowerCase())?.[0];
}

function parseMime(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const type = headers.get("content-type")?.[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts: Part[] = [];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const chunks = body.split(`--${boundary}`);
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith("--")) break;
      parts.push(parseMime(chunk.replace(/^\r\n/, "").replace(/\r\n$/, "")));
    }
  }
  return { headers, body, parts };
}

function flatten(part: Part): Part[] {
  return part.parts.length ? part.parts.flatMap(flatten) : [part];
}

function decode(part: Part): string {
  const encoding = (header(part, "content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return part.body;
}

function partOfType(message: Part, type: string): Part {
  const part = flatten(message).find((p) => (header(p, "content-type") ?? "").toLowerCase().startsWith(type));
  if (!part) throw new Error(`no ${type} part`);
  return part;
}

// ---- fixtures ----

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "concord-mail-"));
  dirs.push(dir);
  return dir;
}

function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return getEnv({
    SITE_URL: "https://www.example.com",
    DATA_DIR: tempDir(),
    LOG_LEVEL: "silent",
    MAIL_FROM: '"Piedmont AI Works" <no-reply@example.com>',
    MAIL_REPLY_TO: "hello@example.com",
    LEADS_NOTIFY_TO: "leads@example.com",
    ...overrides,
  } as NodeJS.ProcessEnv);
}

const demo = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  company: "Engines & Co",
  subject: "A demo",
  message: "Line one\nLine two",
};
const contact = { firstName: "Grace", lastName: "Hopper", email: "grace@example.org", subject: "Question", message: "Can you help?" };
const webinar: WebinarInfo = {
  id: "8f0c6c8e-4a55-4d7e-9d59-0d3c3b1f2a10",
  slug: "ai-for-small-business",
  title: "AI for small business, in practice; a very long title to make the calendar line fold somewhere",
  description: "What a chatbot can do for you — with examples, costs; and pitfalls.\nBring your questions.",
  startsAt: "2026-12-10T19:00:00.000Z",
  durationMinutes: 60,
  timeZone: "America/New_York",
};
const training: TrainingLead = {
  firstName: "Alan",
  lastName: "Turing",
  email: "alan@example.org",
  company: null,
  training: "AWS Technical Essentials",
  preferredContactMethod: "phone",
  countryCode: "US",
  phoneType: "mobile",
  contactNumber: "7045550142",
  trainingType: "group",
  attendeeCount: 4,
};

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  closeMailTransports();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function sendOverSmtp(message: MailMessage): Promise<Part> {
  const env = testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const before = inbox.length;
  const result = await sendMail(message, env);
  expect(result).toEqual({ ok: true, messageId: message.messageId });
  expect(inbox.length).toBe(before + 1);
  return parseMime(inbox.at(-1)!.raw);
}

// ---- tests ----

describe("sendMail over SMTP", () => {
  it("delivers the newsletter confirmation with its headers, both parts and one-click unsubscribe", async () => {
    const env = testEnv();
    const message = buildNewsletterConfirmation(
      { email: "reader@example.org", unsubscribeUrl: "https://www.example.com/unsubscribe?token=abc123" },
      { id: "0b7d3c1e-1111-4222-8333-944455556666", env },
    );
    const mail = await sendOverSmtp(message);
    expect(inbox.at(-1)!.to).toEqual(["reader@example.org"]);
    expect(header(mail, "from")).toBe("Piedmont AI Works <no-reply@example.com>");
    expect(header(mail, "to")).toBe("reader@example.org");
    expect(header(mail, "reply-to")).toBe("hello@example.com");
    expect(header(mail, "message-id")).toBe("<0b7d3c1e-1111-4222-8333-944455556666@example.com>");
    expect(header(mail, "list-unsubscribe")).toBe(
      "<https://www.example.com/unsubscribe?token=abc123>, <mailto:hello@example.com?subject=unsubscribe>",
    );
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail, "content-type")).toMatch(/^multipart\/alternative/);
    expect(decode(partOfType(mail, "text/plain"))).toContain("https://www.example.com/unsubscribe?token=abc123");
    expect(decode(partOfType(mail, "text/html"))).toContain('href="https://www.example.com/unsubscribe?token=abc123"');
  });

  it("delivers the webinar confirmation with the .ics invitation", async () => {
    const env = testEnv();
    const message = buildWebinarConfirmation(
      { registration: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.org" }, webinar },
      { id: "web-1", env, now: new Date("2026-11-21T08:00:00Z") },
    );
    const mail = await sendOverSmtp(message);
    expect(header(mail, "content-type")).toMatch(/^multipart\/mixed/);
    // The first name only: a visitor's mail carries no other visitor text, not even in a header.
    expect(header(mail, "to")).toBe("Ada <ada@example.org>");
    expect(decode(partOfType(mail, "text/plain"))).toContain("Hi Ada,");
    expect(decode(partOfType(mail, "text/plain"))).toContain("Thursday, December 10, 2026 at 2:00 PM EST");
    const ics = partOfType(mail, "text/calendar");
    expect(header(ics, "content-type")).toMatch(/method=PUBLISH/i);
    expect(header(ics, "content-disposition")).toMatch(/attachment; filename="?webinar\.ics"?/);
    const calendar = decode(ics);
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("\r\nUID:webinar-8f0c6c8e-4a55-4d7e-9d59-0d3c3b1f2a10@www.example.com\r\n");
    expect(calendar).toContain("\r\nDTSTAMP:20261121T080000Z\r\n");
    expect(calendar).toContain("\r\nDTSTART:20261210T190000Z\r\n");
    expect(calendar).toContain("\r\nDTEND:20261210T200000Z\r\n");
    const unfolded = calendar.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${webinar.title.replace(/,/g, "\\,").replace(/;/g, "\\;")}\r\n`);
    expect(unfolded).toContain(
      "DESCRIPTION:What a chatbot can do for you — with examples\\, costs\\; and pitfalls.\\nBring your questions.",
    );
  });

  it("sends the company a notification with Reply-To the visitor and every field", async () => {
    const env = testEnv();
    const message = buildLeadNotification("demo", demo, {
      id: "notify-1",
      env,
      source: { pagePath: "/book-demo", utmSource: "newsletter", receivedAt: "2026-11-21T07:30:00Z" },
    });
    const mail = await sendOverSmtp(message);
    expect(inbox.at(-1)!.to).toEqual(["leads@example.com"]);
    expect(header(mail, "to")).toBe("leads@example.com");
    expect(header(mail, "reply-to")).toBe("Ada Lovelace <ada@example.org>");
    expect(header(mail, "subject")).toBe("Demo request: Ada Lovelace (Engines & Co)");
    const text = decode(partOfType(mail, "text/plain"));
    for (const value of [
      "Ada Lovelace",
      "Engines & Co",
      "ada@example.org",
      "A demo",
      "    Line one\n    Line two",
      "/book-demo",
      "newsletter",
      "2026-11-21 07:30:00 UTC",
    ]) {
      expect(text.replace(/\r\n/g, "\n")).toContain(value);
    }
    expect(decode(partOfType(mail, "text/html"))).toContain("Engines &amp; Co");
  });

  it("returns ok:false, without throwing, when the SMTP server is down", async () => {
    const down = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const downPort = (down.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const env = testEnv({ SMTP_URL: `smtp://127.0.0.1:${downPort}` });
    const result = await sendMail(buildContactAutoReply(contact, { id: "down-1", env }), env);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("Message-ID", () => {
  // SITE_URL is www.example.com, MAIL_FROM no-reply@example.com: the id takes the sender's domain.
  it("is derived from the given id with MAIL_FROM's domain, or taken as it is when the id already is one", () => {
    const env = testEnv();
    expect(buildContactAutoReply(contact, { id: "row-1", env }).messageId).toBe("<row-1@example.com>");
    expect(buildContactAutoReply(contact, { id: "row-1", env }).messageId).toBe(
      buildContactAutoReply(contact, { id: "row-1", env }).messageId,
    );
    expect(buildContactAutoReply(contact, { id: "<abc@mail.example.net>", env }).messageId).toBe("<abc@mail.example.net>");
    expect(buildContactAutoReply(contact, { id: "a b<c>\r\n", env }).messageId).toBe("<a-b-c---@example.com>");
  });
});

describe("sendMail without SMTP_URL", () => {
  it("writes the message as an .eml file in DATA_DIR/mail with one log line", async () => {
    const env = testEnv({ LOG_LEVEL: "info" });
    const info = vi.spyOn(logger(), "info").mockImplementation(() => {});
    const message = buildDemoAutoReply(demo, { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", env });
    const result = await sendMail(message, env);
    expect(result).toEqual({ ok: true, messageId: "<7c9e6679-7425-40de-944b-e07fc1f90ae7@example.com>" });
    const files = readdirSync(path.join(env.DATA_DIR, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-7c9e6679-7425-40de-944b-e07fc1f90ae7@example\.com\.eml$/);
    const raw = readFileSync(path.join(env.DATA_DIR, "mail", files[0]!), "utf8");
    const mail = parseMime(raw);
    expect(header(mail, "message-id")).toBe("<7c9e6679-7425-40de-944b-e07fc1f90ae7@example.com>");
    expect(header(mail, "subject")).toBe("Your demo request at Piedmont AI Works");
    expect(decode(partOfType(mail, "text/plain"))).toContain("Hi Ada,");
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/^mail written to .*\.eml$/);
  });
});

describe("visitor text", () => {
  const script = "<script>alert(1)</script>";

  it("is escaped in HTML and shown as text in the plain part of the company's notification", () => {
    const message = buildLeadNotification(
      "contact",
      { ...contact, firstName: script, message: `${script} & more` },
      { id: "x-1", env: testEnv() },
    );
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(message.text).toContain(`${script} & more`);
  });

  it("is left out of the visitor's auto-reply, which greets neutrally", () => {
    const message = buildContactAutoReply({ ...contact, firstName: script, message: `${script} & more` }, { id: "x-2", env: testEnv() });
    for (const part of [message.html, message.text]) {
      expect(part).not.toContain("script");
      expect(part).not.toContain("alert(1)");
      expect(part).not.toContain("& more");
    }
    expect(message.text).toContain("Hi there,");
    expect(message.to).toEqual({ name: "", address: "grace@example.org" });
  });

  it("never puts a line break from a name into a header", async () => {
    const env = testEnv();
    const evil = { ...demo, firstName: "Eve\r\nBcc: victim@example.net", lastName: "X\nX-Injected: 1" };
    const notification = buildLeadNotification("demo", evil, { id: "evil-1", env });
    expect(notification.subject).not.toMatch(/[\r\n]/);
    const mail = await sendOverSmtp(notification);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(inbox.at(-1)!.to).toEqual(["leads@example.com"]);
    const reply = await sendOverSmtp(buildDemoAutoReply(evil, { id: "evil-2", env }));
    expect(reply.headers.has("bcc")).toBe(false);
    expect(reply.headers.has("x-injected")).toBe(false);
    expect(inbox.at(-1)!.to).toEqual(["ada@example.org"]);
  });
});

describe("training registration", () => {
  it("the notification writes the contact number as country code, space, number when one was given", () => {
    const message = buildLeadNotification("training", training, { id: "t-1", env: testEnv() });
    expect(message.text).toContain("Contact number: +1 7045550142");
    expect(message.html).toContain("+1 7045550142");
    expect(message.text).toContain("Training type: Group (4 attendees)");
    expect(message.text).not.toContain("Company:");
  });

  it("the notification takes a dial code, or a number already in the spec's form", () => {
    const env = testEnv();
    expect(
      buildLeadNotification("training", { ...training, countryCode: "+44", contactNumber: "2071234567" }, { id: "t-3", env }).text,
    ).toContain("Contact number: +44 2071234567");
    expect(
      buildLeadNotification("training", { ...training, countryCode: undefined, contactNumber: "+1 7045550142" }, { id: "t-4", env }).text,
    ).toContain("Contact number: +1 7045550142");
  });

  it("the confirmation names the course, the training type and the contact method, never the number", () => {
    const message = buildTrainingConfirmation(training, { id: "t-5", env: testEnv() });
    expect(message.subject).toBe("Your registration: AWS Technical Essentials");
    expect(message.text).toContain("Thank you for registering for AWS Technical Essentials. We'll contact you shortly by phone");
    expect(message.text).toContain("Course: AWS Technical Essentials");
    expect(message.text).toContain("Training type: Group (4 attendees)");
    expect(message.text).toContain("Preferred contact: Phone");
    for (const part of [message.text, message.html]) {
      // (The footer's "(704) 555-0142" is the company's own number, the same digits.)
      expect(part).not.toContain("+1 7045550142");
      expect(part).not.toContain("Contact number");
      expect(part).not.toContain("Mobile");
    }
  });

  it("the confirmation leaves the number out when none was given", () => {
    const message = buildTrainingConfirmation(
      {
        ...training,
        preferredContactMethod: "email",
        contactNumber: "  ",
        phoneType: null,
        trainingType: "individual",
        attendeeCount: null,
      },
      { id: "t-2", env: testEnv() },
    );
    expect(message.text).not.toContain("Contact number");
    expect(message.html).not.toContain("Contact number");
    expect(message.text).not.toContain("+1 ");
    expect(message.html).not.toContain("+1 ");
    expect(message.text).toContain("Training type: Individual");
  });
});

describe("both parts carry the same facts", () => {
  const siteUrl = "https://www.example.com";
  const escape = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  const env = () => testEnv();
  const cases: [string, MailContent, MailMessage][] = [
    [
      "newsletter",
      newsletterConfirmationContent({ email: "r@example.org", unsubscribeUrl: "https://www.example.com/unsubscribe?token=t", siteUrl }),
      buildNewsletterConfirmation(
        { email: "r@example.org", unsubscribeUrl: "https://www.example.com/unsubscribe?token=t" },
        { id: "1", env: env() },
      ),
    ],
    ["demo", demoAutoReplyContent({ lead: demo, siteUrl }), buildDemoAutoReply(demo, { id: "2", env: env() })],
    [
      "webinar",
      webinarConfirmationContent({ registration: { firstName: "A", lastName: "B", email: "a@example.org" }, webinar, siteUrl }),
      buildWebinarConfirmation(
        { registration: { firstName: "A", lastName: "B", email: "a@example.org" }, webinar },
        { id: "3", env: env() },
      ),
    ],
    ["contact", contactAutoReplyContent({ lead: contact, siteUrl }), buildContactAutoReply(contact, { id: "4", env: env() })],
    ["training", trainingConfirmationContent({ lead: training, siteUrl }), buildTrainingConfirmation(training, { id: "5", env: env() })],
  ];

  it.each(cases)("%s", (_name, content, message) => {
    expect(message.subject).toBe(content.subject);
    const facts = [
      content.greeting,
      ...content.paragraphs,
      ...(content.notes ?? []).map((note) => note.text),
      ...(content.details?.rows ?? []).flatMap((r) => [r.label, ...r.value.split("\n")]),
    ];
    for (const fact of facts) {
      expect(message.text).toContain(fact);
      expect(message.html).toContain(escape(fact));
    }
    for (const footer of ["Piedmont AI Works", "(704) 555-0142", "hello@example.com", "100 Example Street, Suite 200, Concord, NC 28025"]) {
      expect(message.text).toContain(footer);
      expect(message.html).toContain(footer);
    }
    expect(message.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it.each(["newsletter", "demo", "webinar", "contact", "training"] as const)("notification for %s lists the visitor", (kind) => {
    const leads = {
      newsletter: { email: "r@example.org" },
      demo,
      webinar: { registration: { firstName: "A", lastName: "B", email: "a@example.org" }, webinar },
      contact,
      training,
    };
    const message = buildLeadNotification(kind, leads[kind] as never, { id: `n-${kind}`, env: env() });
    expect(message.to).toBe("leads@example.com");
    const email = kind === "webinar" ? "a@example.org" : (leads[kind] as { email: string }).email;
    expect(message.replyTo).toMatchObject({ address: email });
    expect(message.text).toContain(email);
    expect(message.html).toContain(email);
  });
});

// Anybody can type anybody's address into a form. If the mail we send there repeated the
// visitor's text, a stranger could make us send branded mail carrying their link to anyone.
describe("mails to visitors repeat no visitor text", () => {
  const victim = "victim@example.org";
  const link = "https://evil.example/win";
  const stranger = { firstName: "www.evil.example", lastName: "evil.example", email: victim };
  // Every string the stranger wrote, other than the address the mail goes to.
  const banned = ["evil.example", "https://evil", "Win a prize", "Click now", "Evil Corp", "2025550199"];

  /** The message as built, and as an SMTP server received it: raw, and every part decoded. */
  async function everything(message: MailMessage): Promise<string[]> {
    const mail = await sendOverSmtp(message);
    const raw = inbox.at(-1)!.raw;
    expect(inbox.at(-1)!.to).toEqual([victim]);
    return [
      raw,
      ...flatten(mail).map(decode),
      JSON.stringify(message.to),
      message.subject,
      String(message.text),
      String(message.html),
      ...message.attachments.map((attachment) => String(attachment.content)),
    ];
  }

  function expectNoStrangerText(texts: string[]) {
    for (const text of texts) {
      for (const value of banned) expect(text.toLowerCase(), text.slice(0, 300)).not.toContain(value.toLowerCase());
    }
  }

  it("contact auto-reply: no name, subject or message; a neutral greeting", async () => {
    const lead = { ...stranger, subject: `Win a prize at ${link}`, message: `Click now: ${link}\nEvil Corp` };
    const message = buildContactAutoReply(lead, { id: "evil-contact", env: testEnv() });
    const texts = await everything(message);
    expectNoStrangerText(texts);
    expect(message.text).toContain("Hi there,");
    expect(message.html).toContain("Hi there,");
    expect(message.subject).toBe("Thank you for your message to Piedmont AI Works");
    expect(message.text).toContain("We have received your message and will get back to you within 24 business hours.");
    expect(message.text).toContain("(704) 555-0142");
    expect(message.to).toEqual({ name: "", address: victim });
  });

  it("contact auto-reply: a plain first name is kept, in the greeting and the To header", async () => {
    const lead = { ...stranger, firstName: "Grace", subject: `Win a prize at ${link}`, message: `Click now: ${link}` };
    const message = buildContactAutoReply(lead, { id: "evil-contact-2", env: testEnv() });
    const texts = await everything(message);
    expectNoStrangerText(texts);
    expect(message.text).toContain("Hi Grace,");
    expect(header(parseMime(texts[0]!), "to")).toBe(`Grace <${victim}>`);
  });

  it("demo auto-reply: no name, company, subject or message", async () => {
    const lead = { ...stranger, company: "Evil Corp evil.example", subject: `Win a prize at ${link}`, message: `Click now: ${link}` };
    const message = buildDemoAutoReply(lead, { id: "evil-demo", env: testEnv() });
    expectNoStrangerText(await everything(message));
    expect(message.text).toContain("Hi there,");
    expect(message.subject).toBe("Your demo request at Piedmont AI Works");
    expect(message.text).toContain("within 24 business hours");
    expect(message.to).toEqual({ name: "", address: victim });
  });

  it("training confirmation: no name, company or phone number; a course only when it is one of ours", async () => {
    const lead: TrainingLead = { ...training, ...stranger, company: "Evil Corp evil.example", contactNumber: "2025550199" };
    const known = buildTrainingConfirmation(lead, { id: "evil-training", env: testEnv() });
    expectNoStrangerText(await everything(known));
    expect(known.text).toContain("Hi there,");
    expect(known.text).toContain("Course: AWS Technical Essentials");
    expect(known.to).toEqual({ name: "", address: victim });

    // The form accepts only the catalogue's courses; a stored payload that names another is not repeated.
    const unknown = buildTrainingConfirmation({ ...lead, training: `Win a prize at ${link}` }, { id: "evil-training-2", env: testEnv() });
    expectNoStrangerText(await everything(unknown));
    expect(unknown.subject).toBe("Your training registration at Piedmont AI Works");
    expect(unknown.text).toContain("Thank you for registering for our training.");
    expect(unknown.text).not.toContain("Course:");
  });

  it("webinar confirmation: no name; the webinar's own facts and its invitation", async () => {
    const message = buildWebinarConfirmation({ registration: stranger, webinar }, { id: "evil-webinar", env: testEnv() });
    const texts = await everything(message);
    expectNoStrangerText(texts);
    expect(message.text).toContain("Hi there,");
    expect(message.text).toContain(`Webinar: ${webinar.title}`);
    expect(message.to).toEqual({ name: "", address: victim });
    expect(texts.some((text) => text.startsWith("BEGIN:VCALENDAR"))).toBe(true);
  });

  it("newsletter confirmation: a neutral greeting, the address it goes to and the unsubscribe link", async () => {
    const message = buildNewsletterConfirmation(
      { email: victim, unsubscribeUrl: "https://www.example.com/unsubscribe?token=abc" },
      { id: "evil-newsletter", env: testEnv() },
    );
    expectNoStrangerText(await everything(message));
    expect(message.text).toMatch(/^Hi there,\n/);
    expect(message.text).toContain(`${victim} was subscribed`);
    expect(message.text).toContain("Unsubscribe: https://www.example.com/unsubscribe?token=abc");
    expect(message.to).toEqual({ name: "", address: victim });
  });
});
