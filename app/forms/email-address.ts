// One spelling per e-mail address, and the mailbox it lands in, for comparing and counting.
// Pure and dependency-free: the forms run in the browser too, so the domain goes through the
// WHATWG URL parser (IDNA/UTS-46 in Node and browsers alike) rather than node:url.
import { EMAIL_PATTERN, LIMITS } from "~/forms/field-rules";

/**
 * Characters no one means to type into an address and that let one mailbox take many spellings:
 * format (Cf: soft hyphen, zero-width, bidi, tags, BOM), unassigned, private-use, lone surrogates,
 * and the default-ignorables that are not Cf (combining grapheme joiner, variation selectors,
 * Hangul fillers). Checked before trimming, since trim() would quietly drop a BOM at either end.
 */
const INVISIBLE = /[\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
/** Whitespace (including U+2028/2029) and control characters, once ordinary surrounding whitespace is trimmed. */
const BLANK_OR_CONTROL = /[\s\p{Cc}]/u;
/**
 * What may reach the URL parser: letters, marks, digits, hyphens and dots. Anything else could be
 * read by it as a port, path, user, percent-escape or IP literal instead of part of the name, and
 * the ideographic full stop, which IDNA would turn into a dot, is refused rather than guessed at.
 */
const DOMAIN_INPUT = /^[\p{L}\p{M}\p{N}.-]+$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const octets = (text: string) => new TextEncoder().encode(text).length;

/** The address in one canonical spelling (the one mail is sent to), or null if it is not a plain mailbox. */
export function canonicalEmail(raw: string): string | null {
  if (INVISIBLE.test(raw)) return null;
  const text = raw.trim().normalize("NFKC");
  // Encoded words, quotes, comments, display names and a second "@" are all ways of writing
  // something other than one plain mailbox; EMAIL_PATTERN refuses most, "=?" it would let through.
  if (INVISIBLE.test(text) || BLANK_OR_CONTROL.test(text) || text.includes("=?") || !EMAIL_PATTERN.test(text)) return null;

  const at = text.indexOf("@");
  const local = text.slice(0, at).toLowerCase();
  const domain = asciiDomain(text.slice(at + 1));
  if (domain === null || octets(local) > 64) return null;
  const address = `${local}@${domain}`;
  return octets(address) > LIMITS.email ? null : address;
}

/** The host name in lower-case ASCII (punycode, which the URL parser also lower-cases), or null if it is not an ordinary DNS name. */
function asciiDomain(typed: string): string | null {
  const name = typed.endsWith(".") ? typed.slice(0, -1) : typed;
  if (!DOMAIN_INPUT.test(name)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${name}`).hostname;
  } catch {
    // A label IDNA forbids or a malformed number. (Whether an "xn--" label that decodes to
    // nothing is refused here differs between Node versions; such a domain cannot receive mail
    // either way, and its spelling is still one.)
    return null;
  }
  const labels = ascii.split(".");
  // An all-digit last label is an IPv4 address (the parser also turns "0x7f.1" into "127.0.0.1").
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return ascii.length > 253 ? null : ascii;
}

/**
 * The mailbox a canonical address (from canonicalEmail) is delivered to, for counting mail per
 * mailbox. Where unsure it merges rather than splits: a cap can then only bite early, never be
 * dodged by spelling one mailbox many ways.
 */
export function mailboxKey(canonical: string): string {
  const at = canonical.lastIndexOf("@");
  let local = canonical.slice(0, at);
  let domain = canonical.slice(at + 1);

  // Plus-addressing: Gmail, Outlook/Hotmail/Live/MSN, iCloud, Fastmail, Proton and most hosts
  // deliver "name+tag" to "name"; stripping it on hosts that do not only merges, never splits.
  // A leading "+" is kept: there is no name before it to deliver to.
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);

  // Gmail ignores dots in the name, and googlemail.com is the same mailbox. Only for these two
  // domains: Google Workspace, Outlook and the rest treat "j.ohn" and "john" as different people.
  if (domain === "gmail.com" || domain === "googlemail.com") {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }

  // Fastmail delivers "anything@user.fastmail.com" to "user@fastmail.com" (subdomain addressing).
  const fastmail = /^([a-z0-9-]+)\.(fastmail\.(?:com|fm))$/.exec(domain);
  if (fastmail?.[1] && fastmail[2]) {
    local = fastmail[1];
    domain = fastmail[2];
  }

  // Not merged: hotmail.com, outlook.com, live.com and msn.com are separate mailboxes; Yahoo's
  // "base-keyword" addresses are each created by the owner (no wildcard), so "-" stays part of the name.
  return `${local}@${domain}`;
}
