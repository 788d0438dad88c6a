// sendMail() composing real messages with nodemailer: written as .eml files (no SMTP_URL) and read
// back, or sent to an SMTP server in this process. What matters is the message a mail client gets:
// encoded headers, both parts, the calendar file, CRLF lines, no injected headers, our Message-ID.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorAddress, type MailMessage } from "~/server/mail/message.server";
import { closeMailTransports, sendMail } from "~/server/mail/send.server";
import { buildLeadReply } from "~/server/mail/templates/lead-reply.server";
import type { LeadReplyPayload } from "~/server/admin/leads.server";
import type { MailTransportEnv } from "~/server/mail/transport.server";
import { Inbox } from "../../../tests/integration/smtp-inbox";

const base: MailMessage = {
  from: "Piedmont AI Works <hello@www.example.com>",
  to: { name: "Ada Lovelace", address: "ada@example.org" },
  replyTo: "Sales <sales@www.example.com>",
  subject: "Your demo request",
  text: "Hi Ada,\nthanks.",
  html: "<p>Hi Ada,</p>",
  headers: {},
  attachments: [],
  messageId: "<m-1@www.example.com>",
};

// ---- reading a message back ----

function headBody(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  return { head: raw.slice(0, split), body: raw.slice(split + 4) };
}

/** Every value of a header, unfolded. */
function headerValues(raw: string, name: string): string[] {
  const unfolded = headBody(raw).head.replace(/\r\n[ \t]+/g, " ");
  return [...unfolded.matchAll(new RegExp(`^${name}: (.*)$`, "gim"))].map((match) => match[1]!);
}

function headerValue(raw: string, name: string): string | undefined {
  return headerValues(raw, name)[0];
}

/** RFC 2047 encoded words back to text (Q and B), the way a mail client shows them. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeQp(body: string): string {
  const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

interface Leaf {
  type: string;
  encoding: string;
  content: string;
  head: string;
}

/** The leaf parts of a message: their headers and decoded content. */
function parts(raw: string): Leaf[] {
  const { head, body } = headBody(raw);
  const type = /^Content-Type: (.*)$/im.exec(head.replace(/\r\n[ \t]+/g, " "))![1]!;
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary) {
    const encoding = (/^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1] ?? "7bit").toLowerCase();
    const content =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQp(body)
          : body;
    return [{ type, encoding, content, head }];
  }
  expect(body).toMatch(new RegExp(`--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}--\\r\\n$`));
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => parts(chunk.replace(/^\r\n/, "").replace(/\r\n$/, "")));
}

// ---- sending ----

const dirs: string[] = [];
function fileEnv(): MailTransportEnv {
  const dir = mkdtempSync(path.join(tmpdir(), "concord-send-"));
  dirs.push(dir);
  return { DATA_DIR: dir, SMTP_URL: undefined };
}

/** Sends through the file transport and returns the .eml files written, oldest first. */
async function sendToFiles(messages: MailMessage[], env = fileEnv()): Promise<string[]> {
  for (const message of messages) expect(await sendMail(message, env)).toEqual({ ok: true, messageId: message.messageId });
  const dir = path.join(env.DATA_DIR, "mail");
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"));
}

async function composed(message: MailMessage): Promise<string> {
  const [raw] = await sendToFiles([message]);
  return raw!;
}

const inbox = new Inbox();

async function sendOverSmtp(message: MailMessage) {
  const before = inbox.received.length;
  // DATA_DIR is not used with SMTP_URL set.
  const env = { DATA_DIR: tmpdir(), SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } as const;
  expect(await sendMail(message, env)).toEqual({ ok: true, messageId: message.messageId });
  expect(inbox.received).toHaveLength(before + 1);
  return inbox.received.at(-1)!;
}

beforeAll(() => inbox.start());

afterAll(async () => {
  closeMailTransports();
  await inbox.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A message a mail client reads: CRLF line ends only, no line longer than RFC 5322 recommends. */
function expectWellFormed(raw: string) {
  expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
  for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
}

// ---- tests ----

describe("sendMail composes with nodemailer", () => {
  it("writes the headers, a text and an HTML part, CRLF lines", async () => {
    const raw = await composed(base);
    expect(headerValue(raw, "From")).toBe("Piedmont AI Works <hello@www.example.com>");
    expect(headerValue(raw, "To")).toBe("Ada Lovelace <ada@example.org>");
    expect(headerValue(raw, "Reply-To")).toBe("Sales <sales@www.example.com>");
    expect(headerValue(raw, "Subject")).toBe("Your demo request");
    expect(headerValue(raw, "Message-ID")).toBe("<m-1@www.example.com>");
    expect(headerValue(raw, "Date")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(headerValue(raw, "MIME-Version")).toBe("1.0");
    expect(headerValue(raw, "Content-Type")).toMatch(/^multipart\/alternative;/);
    expectWellFormed(raw);
    const leaves = parts(raw);
    expect(leaves.map((part) => part.type.split(";")[0])).toEqual(["text/plain", "text/html"]);
    expect(leaves[0]!.content).toBe("Hi Ada,\r\nthanks.");
    expect(leaves[1]!.content).toBe("<p>Hi Ada,</p>");
  });

  it("encodes names and subjects outside printable ASCII, quotes names with special characters", async () => {
    const subject = "Bienvenue, Zoë — votre inscription à « AI Chatbots 101 » est confirmée et voici tous les détails";
    const raw = await composed({
      ...base,
      subject,
      to: { name: "Zoë Ærøskøbing", address: "zoe@example.org" },
      replyTo: { name: "Smith, John (Sales)", address: "j@example.org" },
    });
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    expect(raw).not.toMatch(/[^\x00-\x7f]/);
    expect(decodeWords(headerValue(raw, "Subject")!)).toBe(subject);
    expect(decodeWords(headerValue(raw, "To")!)).toBe("Zoë Ærøskøbing <zoe@example.org>");
    expect(headerValue(raw, "Reply-To")).toBe('"Smith, John (Sales)" <j@example.org>');
    expectWellFormed(raw);
  });

  it("leaves out a visitor's name that holds an encoded word, so it cannot pose as an address", async () => {
    const raw = await composed({ ...base, replyTo: visitorAddress("dana@example.org", "=?utf-8?q?owner=40example.com?=") });
    expect(headerValue(raw, "Reply-To")).toBe("dana@example.org");
    const named = await composed({ ...base, replyTo: visitorAddress("dana@example.org", "Dana Rivers") });
    expect(headerValue(named, "Reply-To")).toBe("Dana Rivers <dana@example.org>");
  });

  it("keeps long and non-ASCII bodies intact through quoted-printable", async () => {
    const html = `<table>${"<tr><td>Café — naïve résumé = 100%</td></tr>".repeat(40)}</table>`;
    const plain = `Line one\n${"x".repeat(300)}\nFrom here on: ünïcödé ✓\n.\nend`;
    const raw = await composed({ ...base, html, text: plain });
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    expect(raw).not.toMatch(/[^\x00-\x7f]/);
    expectWellFormed(raw);
    const leaves = parts(raw);
    expect(leaves.map((part) => part.encoding)).toEqual(["quoted-printable", "quoted-printable"]);
    expect(leaves[0]!.content).toBe(plain.replace(/\n/g, "\r\n"));
    expect(leaves[1]!.content).toBe(html);
  });

  it("adds the calendar file in multipart/mixed, base64, with its file name", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Webinar — Q&A\r\nEND:VCALENDAR\r\n";
    const raw = await composed({
      ...base,
      // As the webinar confirmation attaches it.
      attachments: [
        {
          filename: "webinar.ics",
          content: ics,
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          contentTransferEncoding: "base64",
        },
      ],
    });
    expect(headerValue(raw, "Content-Type")).toMatch(/^multipart\/mixed;/);
    expectWellFormed(raw);
    const leaves = parts(raw);
    expect(leaves.map((part) => part.type.split(";")[0])).toEqual(["text/plain", "text/html", "text/calendar"]);
    const calendar = leaves[2]!;
    expect(calendar.type).toMatch(/method=PUBLISH/i);
    expect(calendar.encoding).toBe("base64");
    expect(calendar.content).toBe(ics);
    expect(calendar.head).toMatch(/^Content-Disposition: attachment; filename="?webinar\.ics"?$/m);
  });

  it("gives every message its own boundaries, none of which occurs in the content", async () => {
    const boundaryOf = (raw: string) => /boundary="?([^";]+)"?/.exec(headerValue(raw, "Content-Type")!)![1]!;
    const [a, b] = await sendToFiles([base, { ...base, messageId: "<m-2@www.example.com>" }]);
    expect(boundaryOf(a!)).not.toBe(boundaryOf(b!));
    const text = `--${boundaryOf(a!)}\n--${boundaryOf(b!)}--`;
    const hostile = await composed({ ...base, text, html: `<p>--${boundaryOf(b!)}</p>` });
    expect(hostile.split(`--${boundaryOf(hostile)}`)).toHaveLength(4);
    expect(parts(hostile)[0]!.content).toBe(text.replace(/\n/g, "\r\n"));
  });

  it("writes extra headers (one-click unsubscribe) as they are", async () => {
    const unsubscribe = "<https://www.example.com/unsubscribe?token=abc>, <mailto:hello@www.example.com?subject=unsubscribe>";
    const raw = await composed({
      ...base,
      headers: { "List-Unsubscribe": unsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(headerValue(raw, "List-Unsubscribe")).toBe(unsubscribe);
    expect(headerValue(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });
});

describe("a reply staff write on a lead's page", () => {
  it("comes from the company's address under the writer's name, threaded under the notification, the visitor quoted", async () => {
    const payload: LeadReplyPayload = {
      subject: "Re: A chatbot for our clinic",
      body: "Hi Ada,\n\nTuesday at 10 works for us.\nSee you then.",
      authorName: "Sam Staff",
      authorEmail: "sam@www.example.com",
      name: "Ada Lovelace",
      inReplyTo: "<note-1@www.example.com>",
      references: ["<note-1@www.example.com>", "<auto-1@www.example.com>"],
      quoted: { at: "2026-11-02T15:30:00.000Z", text: "Can we talk?\nMornings suit me." },
    };
    const env = {
      SITE_URL: "https://www.example.com",
      MAIL_FROM: "Piedmont AI Works <hello@www.example.com>",
      MAIL_REPLY_TO: "sales@www.example.com",
      LEADS_NOTIFY_TO: "leads@www.example.com",
    };
    const raw = await composed(buildLeadReply(payload, "ada@example.org", { id: "<reply-1@www.example.com>", env }));
    expect(headerValue(raw, "From")).toBe('"Sam Staff (Piedmont AI Works)" <hello@www.example.com>');
    expect(headerValue(raw, "To")).toBe("Ada Lovelace <ada@example.org>");
    expect(headerValue(raw, "Reply-To")).toBe("sales@www.example.com");
    expect(headerValue(raw, "Subject")).toBe("Re: A chatbot for our clinic");
    expect(headerValue(raw, "In-Reply-To")).toBe("<note-1@www.example.com>");
    expect(headerValue(raw, "References")).toBe("<note-1@www.example.com> <auto-1@www.example.com>");
    expect(headerValue(raw, "Message-ID")).toBe("<reply-1@www.example.com>");
    const [text, html] = parts(raw);
    expect(text!.content).toMatch(
      /^Hi Ada,\r?\n\r?\nTuesday at 10 works for us\.\r?\nSee you then\.\r?\n\r?\nSam Staff\r?\nPiedmont AI Works\r?\n.*\r?\n\r?\nOn Nov 2, 2026, 10:30 AM, Ada Lovelace wrote:\r?\n> Can we talk\?\r?\n> Mornings suit me\./,
    );
    expect(html!.content).toContain("Tuesday at 10 works for us.");
    expect(html!.content).toMatch(/<blockquote[^>]*>Can we talk\?\r?\nMornings suit me\.<\/blockquote>/);
  });
});

describe("header injection", () => {
  // Visitor text reaches headers through headerText(), which flattens it; these messages skip it,
  // so it is nodemailer that must keep a line break from starting a header of its own.
  const evil: MailMessage = {
    ...base,
    to: { name: "Eve\r\nBcc: victim@example.net", address: "eve@example.org" },
    replyTo: { name: "X\nX-Injected: 1", address: "x@example.org" },
    subject: "Hello\r\nBcc: victim@example.net",
    headers: { "X-Note": "a\r\nBcc: victim@example.net\r\nX-Injected: 2", Subject: "other", "Message-ID": "<other@example.net>" },
  };

  function expectNoInjection(raw: string) {
    expect(headerValues(raw, "Bcc")).toEqual([]);
    expect(headerValues(raw, "X-Injected")).toEqual([]);
    expect(headerValues(raw, "Subject")).toHaveLength(1);
    expect(decodeWords(headerValue(raw, "Subject")!)).not.toMatch(/[\r\n]/);
    expect(headerValues(raw, "Message-ID")).toEqual(["<m-1@www.example.com>"]);
    expect(headerValue(raw, "X-Note")).toMatch(/^a +Bcc: victim@example\.net +X-Injected: 2$/);
  }

  it("is refused in the composed message", async () => {
    const raw = await composed(evil);
    expectNoInjection(raw);
    expectWellFormed(raw);
  });

  it("adds no recipient over SMTP", async () => {
    const received = await sendOverSmtp(evil);
    expectNoInjection(received.raw);
    expect(received.to).toBe("eve@example.org");
  });
});

describe("Message-ID", () => {
  it("is the message's own, the same on every try, in a file and over SMTP", async () => {
    const retry = { ...base, messageId: "<row-7@www.example.com>" };
    const files = await sendToFiles([retry, retry]);
    expect(files.map((raw) => headerValue(raw, "Message-ID"))).toEqual(["<row-7@www.example.com>", "<row-7@www.example.com>"]);
    const first = await sendOverSmtp(retry);
    const second = await sendOverSmtp(retry);
    expect([first.messageId, second.messageId]).toEqual(["<row-7@www.example.com>", "<row-7@www.example.com>"]);
    // The message goes over SMTP as nodemailer composes it for the file: CRLF lines, same parts.
    expectWellFormed(first.raw);
    expect(parts(first.raw).map((part) => part.content)).toEqual(parts(files[0]!).map((part) => part.content));
  });
});

describe("the file transport", () => {
  it("makes the mail folder again when it was removed", async () => {
    const env = fileEnv();
    await sendToFiles([base], env);
    rmSync(path.join(env.DATA_DIR, "mail"), { recursive: true });
    const files = await sendToFiles([{ ...base, messageId: "<m-2@www.example.com>" }], env);
    expect(files.map((raw) => headerValue(raw, "Message-ID"))).toEqual(["<m-2@www.example.com>"]);
  });

  it("never reads a file into a message", async () => {
    const env = fileEnv();
    const result = await sendMail({ ...base, attachments: [{ filename: "secret.txt", path: path.join(env.DATA_DIR, "secret.txt") }] }, env);
    expect(result.ok).toBe(false);
  });

  it("returns ok:false, without throwing, when the file cannot be written", async () => {
    const env = fileEnv();
    // DATA_DIR/mail is a file: no folder can be made there.
    writeFileSync(path.join(env.DATA_DIR, "mail"), "");
    const result = await sendMail(base, env);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/EEXIST|ENOTDIR/);
  });
});
