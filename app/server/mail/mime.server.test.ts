import { describe, expect, it } from "vitest";
import type { MailMessage } from "~/server/mail/message.server";
import { buildMail } from "~/server/mail/mime.server";

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

const date = new Date("2026-11-21T15:04:05Z");

function headBody(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  return { head: raw.slice(0, split), body: raw.slice(split + 4) };
}

function headerValue(raw: string, name: string): string | undefined {
  const unfolded = headBody(raw).head.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(unfolded)?.[1];
}

/** RFC 2047 encoded words back to text (Q and B), the way a mail client shows them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

function decodeQp(body: string): string {
  const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The leaf parts of a message: their headers and decoded content. */
function parts(raw: string): { type: string; content: string; head: string }[] {
  const { head, body } = headBody(raw);
  const type = /^Content-Type: (.*)$/im.exec(head.replace(/\r\n[ \t]+/g, " "))![1]!;
  const boundary = /boundary="([^"]+)"/.exec(type)?.[1];
  if (!boundary) {
    const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1];
    const content = encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : decodeQp(body);
    return [{ type, content, head }];
  }
  expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => parts(chunk.replace(/^\r\n/, "").replace(/\r\n$/, "")));
}

describe("buildMail", () => {
  it("writes the headers, a text and an HTML part, CRLF lines no longer than 78 characters", () => {
    const { raw, envelope, messageId } = buildMail(base, date);
    const text = raw.toString("utf8");
    expect(headerValue(text, "From")).toBe("Piedmont AI Works <hello@www.example.com>");
    expect(headerValue(text, "To")).toBe("Ada Lovelace <ada@example.org>");
    expect(headerValue(text, "Reply-To")).toBe("Sales <sales@www.example.com>");
    expect(headerValue(text, "Subject")).toBe("Your demo request");
    expect(headerValue(text, "Message-ID")).toBe("<m-1@www.example.com>");
    expect(headerValue(text, "Date")).toBe("Sat, 21 Nov 2026 15:04:05 +0000");
    expect(headerValue(text, "MIME-Version")).toBe("1.0");
    expect(messageId).toBe("<m-1@www.example.com>");
    expect(envelope).toEqual({ from: "hello@www.example.com", to: ["ada@example.org"] });

    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of text.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    const leaves = parts(text);
    expect(leaves.map((part) => part.type)).toEqual(["text/plain; charset=utf-8", "text/html; charset=utf-8"]);
    expect(leaves[0]!.content).toBe("Hi Ada,\r\nthanks.");
    expect(leaves[1]!.content).toBe("<p>Hi Ada,</p>");
  });

  it("encodes names and subjects outside printable ASCII, quotes names with special characters", () => {
    const subject = "Bienvenue, Zoë — votre inscription à « AI Chatbots 101 » est confirmée et voici tous les détails";
    const { raw } = buildMail(
      { ...base, subject, to: { name: "Zoë Ærøskøbing", address: "zoe@example.org" }, replyTo: { name: "Smith, John (Sales)", address: "j@example.org" } },
      date,
    );
    const text = raw.toString("utf8");
    expect(text).not.toMatch(/[^\x00-\x7f]/);
    expect(decodeWords(headerValue(text, "Subject")!)).toBe(subject);
    expect(decodeWords(headerValue(text, "To")!)).toBe("Zoë Ærøskøbing <zoe@example.org>");
    expect(headerValue(text, "Reply-To")).toBe('"Smith, John (Sales)" <j@example.org>');
    for (const line of text.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("keeps long and non-ASCII bodies intact through quoted-printable", () => {
    const html = `<table>${"<tr><td>Café — naïve résumé = 100%</td></tr>".repeat(40)}</table>`;
    const plain = `Line one\n${"x".repeat(300)}\nFrom here on: ünïcödé ✓\n.\nend`;
    const leaves = parts(buildMail({ ...base, html, text: plain }, date).raw.toString("utf8"));
    expect(leaves[0]!.content).toBe(plain.replace(/\n/g, "\r\n"));
    expect(leaves[1]!.content).toBe(html);
  });

  it("adds attachments in multipart/mixed, base64, with their file name", () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Webinar — Q&A\r\nEND:VCALENDAR\r\n";
    const { raw } = buildMail(
      { ...base, attachments: [{ filename: "webinar.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH", contentTransferEncoding: "base64" }] },
      date,
    );
    const text = raw.toString("utf8");
    expect(headerValue(text, "Content-Type")).toMatch(/^multipart\/mixed; boundary="=_/);
    const leaves = parts(text);
    expect(leaves.map((part) => part.type.split(";")[0])).toEqual(["text/plain", "text/html", "text/calendar"]);
    expect(leaves[2]!.content).toBe(ics);
    expect(leaves[2]!.head).toContain('Content-Disposition: attachment; filename="webinar.ics"');
  });

  it("gives every message its own boundaries, none of which occurs in the content", () => {
    const a = buildMail(base, date).raw.toString("utf8");
    const b = buildMail(base, date).raw.toString("utf8");
    const boundaryOf = (raw: string) => /boundary="([^"]+)"/.exec(raw)![1]!;
    expect(boundaryOf(a)).not.toBe(boundaryOf(b));
    const hostile = buildMail({ ...base, text: `--${boundaryOf(a)}\n=_ --=_x`, html: `<p>--${boundaryOf(b)}</p>` }, date).raw.toString("utf8");
    const boundary = boundaryOf(hostile);
    expect(hostile.split(`--${boundary}`)).toHaveLength(4);
    expect(parts(hostile)[0]!.content).toBe(`--${boundaryOf(a)}\r\n=_ --=_x`);
  });

  it("writes extra headers and sends to every address of a list", () => {
    const { raw, envelope } = buildMail(
      {
        ...base,
        to: "sales@example.com, Owner <owner@example.com>",
        headers: { "List-Unsubscribe": "<https://www.example.com/unsubscribe?token=abc>, <mailto:hello@www.example.com?subject=unsubscribe>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      date,
    );
    const text = raw.toString("utf8");
    expect(headerValue(text, "To")).toBe("sales@example.com, Owner <owner@example.com>");
    expect(envelope.to).toEqual(["sales@example.com", "owner@example.com"]);
    expect(headerValue(text, "List-Unsubscribe")).toBe("<https://www.example.com/unsubscribe?token=abc>, <mailto:hello@www.example.com?subject=unsubscribe>");
    expect(headerValue(text, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("refuses a header that would split in two, one that overrides a field, and a message without sender or recipient", () => {
    expect(() => buildMail({ ...base, headers: { "X-Note": "a\r\nBcc: victim@example.org" } })).toThrow(/line break/);
    expect(() => buildMail({ ...base, headers: { Subject: "other" } })).toThrow(/own field/);
    expect(() => buildMail({ ...base, to: "" })).toThrow(/recipient/);
    expect(() => buildMail({ ...base, from: "" })).toThrow(/sender/);
  });
});
