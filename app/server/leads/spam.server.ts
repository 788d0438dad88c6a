/**
 * A simple spam score for a lead on arrival, with the reasons staff see on the lead's page. A
 * lead that scores SPAM_THRESHOLD or more is filed as spam: saved (a person can always take it
 * back out), but the company is not notified of it. The visitor's answer and confirmation are
 * those of any lead, so a bot learns nothing, and a real visitor misfiled still gets their receipt.
 */
export const SPAM_THRESHOLD = 5;

export interface SpamVerdict {
  score: number;
  reasons: string[];
}

/** Phrases of the mails that sell to a company through its contact form. */
const PHRASES = [
  "backlink",
  "guest post",
  "seo services",
  "first page of google",
  "rank your website",
  "increase your traffic",
  "web traffic",
  "casino",
  "crypto",
  "bitcoin",
  "forex",
  "viagra",
  "loan offer",
  "whatsapp",
  "telegram",
  "unsubscribe here",
  "dear sir/madam",
  "dear sir or madam",
];

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** A name no person has: letters without vowels, case switching like "RkTqXyw", or a link or digits in it. */
function oddName(name: string): string | undefined {
  const flat = name.trim();
  if (!flat) return undefined;
  if (/\d|https?:|www\.|@/i.test(flat)) return "the name holds digits, a link or an address";
  for (const word of flat.split(/\s+/)) {
    const letters = word.replace(/[^\p{L}]/gu, "");
    // Latin letters only: other scripts have no such rules here.
    if (letters.length >= 5 && /^[A-Za-z]+$/.test(letters)) {
      if (!/[aeiouy]/i.test(letters)) return `"${word}" has no vowels`;
      const switches = letters
        .slice(1)
        .split("")
        .filter((char, i) => (char === char.toUpperCase()) !== (letters[i] === letters[i]!.toUpperCase())).length;
      if (switches >= 4) return `"${word}" switches case like a random string`;
    }
  }
  return undefined;
}

export function spamScore(lead: { name?: string; company?: string | null; subject?: unknown; message?: string }): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  const text = [typeof lead.subject === "string" ? lead.subject : "", lead.message ?? "", lead.company ?? ""].join("\n");
  const links = text.match(LINK)?.length ?? 0;
  if (links > 0) {
    score += Math.min(links, 3) * 2;
    reasons.push(links === 1 ? "a link in the message" : `${links} links in the message`);
  }
  const lower = text.toLowerCase();
  const phrases = PHRASES.filter((phrase) => lower.includes(phrase));
  if (phrases.length > 0) {
    score += Math.min(phrases.length, 3) * 3;
    reasons.push(`spam phrases: ${phrases.map((phrase) => `"${phrase}"`).join(", ")}`);
  }
  const name = oddName(lead.name ?? "");
  if (name) {
    score += 3;
    reasons.push(name);
  }
  return { score, reasons };
}
