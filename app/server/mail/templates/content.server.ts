import { company, formatAddress } from "~/content/company";

/**
 * What a mail says, as data. The HTML part (a React component) and the plain-text part
 * (`renderText`) are both drawn from one of these, so they always carry the same facts.
 * Every string is plain text: React escapes it for HTML, the text part shows it as it is.
 */
export interface MailContent {
  subject: string;
  /** "Hi Ada,"; empty when the paragraphs bring their own (a reply staff wrote). */
  greeting: string;
  paragraphs: string[];
  details?: { title: string; rows: MailDetail[] };
  action?: MailLink;
  /** "Best regards," and the signature. */
  closing: string[];
  /** Earlier text the mail answers, quoted after the signature ("On …, Ada wrote:"). */
  quote?: { heading: string; text: string };
  /** Small print under the body: why the mail came, how to unsubscribe. */
  notes?: { text: string; link?: MailLink }[];
  /** The site's origin, for the footer. */
  siteUrl: string;
}

export interface MailDetail {
  label: string;
  /** May hold line breaks (a visitor's message); they are kept in both parts. */
  value: string;
}

export interface MailLink {
  label: string;
  href: string;
}

export const signature = ["Best regards,", `The ${company.name} team`];

/** The longest first name a mail to a visitor repeats. */
export const MAX_FIRST_NAME_LENGTH = 40;

const LETTERS = String.raw`(?:\p{L}\p{M}*)+`;
/** A name's word: letters (any script, with their marks), joined by single apostrophes or hyphens: "Mary-Jane", "O'Brien". */
const NAME_WORD = new RegExp(`^${LETTERS}(?:['’-]${LETTERS})*$`, "u");
/** An initial: one letter and a period, as in "J. Robert". */
const INITIAL = /^\p{L}\p{M}*\.$/u;

/**
 * The visitor's first name when a mail to the visitor may repeat it, else undefined.
 *
 * Anybody can type any address into our forms, so whatever a mail to a visitor repeats is
 * text a stranger chose, sent under our name. A link in it would make us a spam relay, so only
 * a plain name passes: at most four words of letters (any script) joined by spaces, apostrophes
 * or hyphens, or an initial with its period, and no more than 40 characters. Digits, "@", "/",
 * "\\", ":", a period between letters ("evil.com") or anywhere else, symbols, invisible
 * formatting characters and "www" are all refused.
 */
export function safeFirstName(name: string | null | undefined): string | undefined {
  if (typeof name !== "string") return undefined;
  const flat = name.normalize("NFC").replace(/\s+/g, " ").trim();
  if (!flat || [...flat].length > MAX_FIRST_NAME_LENGTH || /www/i.test(flat)) return undefined;
  const words = flat.split(" ");
  if (words.length > 4) return undefined;
  return words.every((word) => NAME_WORD.test(word) || INITIAL.test(word)) ? flat : undefined;
}

/** "Hi Ada," when the first name is a plain name (see `safeFirstName`), else "Hi there,". */
export function visitorGreeting(firstName?: string | null): string {
  const name = safeFirstName(firstName);
  return name ? `Hi ${name},` : "Hi there,";
}

/** The contact details every mail ends with, from the company's facts. */
export function footerLines(siteUrl: string): string[] {
  return [
    company.name,
    formatAddress("one"),
    `Phone: ${company.phone.display} | E-mail: ${company.email}`,
    company.openingHours.label,
    siteUrl,
  ];
}

/** Only the rows that have a value: an optional field left blank is not listed. */
export function rows(...entries: [label: string, value: string | number | null | undefined][]): MailDetail[] {
  return entries
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && String(entry[1]).trim() !== "")
    .map(([label, value]) => ({ label, value: String(value) }));
}

function indent(value: string, prefix: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line ? prefix + line : ""))
    .join("\n");
}

/** The plain-text part. */
export function renderText(content: MailContent): string {
  const blocks: string[] = [...(content.greeting ? [content.greeting] : []), ...content.paragraphs];
  if (content.details) {
    const lines = content.details.rows.map(({ label, value }) =>
      value.includes("\n") ? `${label}:\n${indent(value, "    ")}` : `${label}: ${value}`,
    );
    blocks.push([content.details.title, "-".repeat(content.details.title.length), ...lines].join("\n"));
  }
  if (content.action) blocks.push(`${content.action.label}: ${content.action.href}`);
  blocks.push(content.closing.join("\n"));
  if (content.quote) blocks.push(`${content.quote.heading}\n${indent(content.quote.text, "> ")}`);
  for (const note of content.notes ?? []) blocks.push(note.link ? `${note.text} ${note.link.label}: ${note.link.href}` : note.text);
  blocks.push(["-- ", ...footerLines(content.siteUrl)].join("\n"));
  return `${blocks.join("\n\n")}\n`;
}
