import { company, formatAddress } from "~/content/company";

/**
 * What a mail says, as data. The HTML part (a React component) and the plain-text part
 * (`renderText`) are both drawn from one of these, so they always carry the same facts.
 * Every string is plain text: React escapes it for HTML, the text part shows it as it is.
 */
export interface MailContent {
  subject: string;
  /** "Hi Ada," */
  greeting: string;
  paragraphs: string[];
  details?: { title: string; rows: MailDetail[] };
  action?: MailLink;
  /** "Best regards," and the signature. */
  closing: string[];
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
  const blocks: string[] = [content.greeting, ...content.paragraphs];
  if (content.details) {
    const lines = content.details.rows.map(({ label, value }) =>
      value.includes("\n") ? `${label}:\n${indent(value, "    ")}` : `${label}: ${value}`,
    );
    blocks.push([content.details.title, "-".repeat(content.details.title.length), ...lines].join("\n"));
  }
  if (content.action) blocks.push(`${content.action.label}: ${content.action.href}`);
  blocks.push(content.closing.join("\n"));
  for (const note of content.notes ?? []) blocks.push(note.link ? `${note.text} ${note.link.label}: ${note.link.href}` : note.text);
  blocks.push(["-- ", ...footerLines(content.siteUrl)].join("\n"));
  return `${blocks.join("\n\n")}\n`;
}
