/**
 * Turns one of our messages into its RFC 5322 / MIME text in a single synchronous pass, with
 * nodemailer's own encoders (quoted-printable, base64, encoded words, line folding, address
 * parsing). nodemailer's composer builds every message through a chain of streams, which cost
 * more main-thread time than the rest of a form submission together (decision 0011); our
 * messages have one fixed shape, so the shape is written out here and the encoding is left to
 * the library. The same bytes go to an .eml file or, as nodemailer's `raw` message, over SMTP.
 *
 * Shape: multipart/alternative (text/plain, text/html), wrapped in multipart/mixed when the
 * message has attachments (the webinar's calendar file).
 */
import { randomBytes } from "node:crypto";
import addressparser from "nodemailer/lib/addressparser";
import * as base64 from "nodemailer/lib/base64";
import * as mimeFuncs from "nodemailer/lib/mime-funcs";
import * as qp from "nodemailer/lib/qp";
import type { MailMessage } from "~/server/mail/message.server";

type Address = { name: string; address: string };
type AddressInput = MailMessage["to"];

export interface BuiltMail {
  /** The whole message, CRLF line endings. */
  raw: Buffer;
  /** The SMTP envelope: the sender's and every recipient's bare address. */
  envelope: { from: string; to: string[] };
  messageId: string;
}

const CRLF = "\r\n";

/** A quoted string (RFC 5322): backslash before every quote and backslash. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** Printable ASCII only: such a header value goes out as it is. */
const PRINTABLE = /^[\x20-\x7e]*$/;

/** A display name as nodemailer writes it: plain words as they are, else quoted, else an encoded word. */
function encodeName(name: string): string {
  if (/^[\w ]*$/.test(name)) return name;
  if (PRINTABLE.test(name)) return quoted(name);
  return mimeFuncs.encodeWord(name, "Q", 52);
}

/** Unstructured text (a subject): encoded words when it holds anything but printable ASCII. */
function encodeText(value: string): string {
  return PRINTABLE.test(value) ? value : mimeFuncs.encodeWords(value, "Q", 52);
}

function addressesOf(input: AddressInput | undefined): Address[] {
  if (!input) return [];
  const list = Array.isArray(input) ? input : [input];
  const out: Address[] = [];
  for (const item of list) {
    if (typeof item === "string") {
      for (const parsed of addressparser(item, { flatten: true }) as { name: string; address: string }[]) {
        if (parsed.address) out.push({ name: parsed.name ?? "", address: parsed.address });
      }
    } else if (!Array.isArray(item) && item.address) {
      out.push({ name: item.name ?? "", address: item.address });
    }
  }
  return out;
}

function formatAddresses(list: Address[]): string {
  return list.map(({ name, address }) => (name ? `${encodeName(name)} <${address}>` : address)).join(", ");
}

function header(name: string, value: string): string {
  return mimeFuncs.foldLines(`${name}: ${value}`, 76);
}

/** Boundaries start with "=_": neither quoted-printable nor base64 output can contain that. */
const boundaryPrefix = `=_${randomBytes(6).toString("hex")}`;
let boundaryCount = 0;
const nextBoundary = () => `${boundaryPrefix}_${(boundaryCount++).toString(36)}`;

function textPart(type: "text/plain" | "text/html", content: string): string {
  return [
    `Content-Type: ${type}; charset=utf-8`,
    "Content-Transfer-Encoding: quoted-printable",
    "",
    // Mail lines end in CRLF, whatever the template wrote.
    qp.wrap(qp.encode(Buffer.from(content.replace(/\r?\n/g, CRLF), "utf8")), 76),
  ].join(CRLF);
}

function attachmentPart(attachment: MailMessage["attachments"][number]): string {
  const content = attachment.content;
  if (typeof content !== "string" && !Buffer.isBuffer(content)) throw new Error("mail attachments must be given as text or bytes");
  const filename = attachment.filename ? String(attachment.filename) : "attachment";
  const type = attachment.contentType ?? "application/octet-stream";
  return [
    header("Content-Type", `${type}; name=${quoted(filename)}`),
    "Content-Transfer-Encoding: base64",
    header("Content-Disposition", `attachment; filename=${quoted(filename)}`),
    "",
    base64.wrap(base64.encode(typeof content === "string" ? Buffer.from(content, "utf8") : content), 76),
  ].join(CRLF);
}

function multipart(subtype: "alternative" | "mixed", parts: string[]): { contentType: string; body: string } {
  const boundary = nextBoundary();
  const body = parts.map((part) => `--${boundary}${CRLF}${part}${CRLF}`).join("") + `--${boundary}--${CRLF}`;
  return { contentType: `multipart/${subtype}; boundary="${boundary}"`, body };
}

/** Header names a message may not set through `headers`: they are written from its fields. */
const OWN_HEADERS = new Set(["from", "to", "cc", "bcc", "reply-to", "subject", "date", "message-id", "mime-version", "content-type", "content-transfer-encoding"]);

export function buildMail(message: MailMessage, date: Date = new Date()): BuiltMail {
  const from = addressesOf(message.from as AddressInput);
  const to = addressesOf(message.to);
  const replyTo = addressesOf(message.replyTo as AddressInput);
  if (from.length !== 1) throw new Error("a mail needs exactly one sender");
  if (to.length === 0) throw new Error("a mail needs a recipient");

  const alternative = multipart("alternative", [textPart("text/plain", String(message.text)), textPart("text/html", String(message.html))]);
  const attachments = message.attachments ?? [];
  const root = attachments.length
    ? multipart("mixed", [`Content-Type: ${alternative.contentType}${CRLF}${CRLF}${alternative.body}`, ...attachments.map(attachmentPart)])
    : alternative;

  const lines = [header("From", formatAddresses(from)), header("To", formatAddresses(to))];
  if (replyTo.length) lines.push(header("Reply-To", formatAddresses(replyTo)));
  lines.push(header("Subject", encodeText(String(message.subject))));
  lines.push(`Message-ID: ${message.messageId}`);
  lines.push(`Date: ${date.toUTCString().replace(/GMT$/, "+0000")}`);
  for (const [name, value] of Object.entries((message.headers ?? {}) as Record<string, string>)) {
    if (OWN_HEADERS.has(name.toLowerCase())) throw new Error(`header ${name} is written from the message's own field`);
    // Our own headers carry URLs and fixed tokens; a line break would start a header of its own.
    if (/[\r\n]/.test(value)) throw new Error(`header ${name} contains a line break`);
    lines.push(header(name, encodeText(value)));
  }
  lines.push("MIME-Version: 1.0");
  lines.push(`Content-Type: ${root.contentType}`);

  return {
    raw: Buffer.from(`${lines.join(CRLF)}${CRLF}${CRLF}${root.body}`, "utf8"),
    envelope: { from: from[0]!.address, to: to.map((recipient) => recipient.address) },
    messageId: message.messageId,
  };
}
