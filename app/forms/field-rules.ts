// Field rules without zod, so a page that only checks an e-mail address does not load it.
/**
 * Field rules shared by the five forms' schemas, which the server applies as the only authority;
 * the browser shows the messages the server answers with.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
  phone: 32,
} as const;

/**
 * The spec's e-mail pattern: non-space text, an at sign, a domain, a dot and a suffix; also
 * without the characters no plain address has (<>()[]\\,;:", control characters), so markup,
 * a quoted display name or a smuggled control character is never taken for an address.
 */
const ADDRESS_PART = '[^\\s@<>()[\\]\\\\,;:"\\u0000-\\u001F\\u007F\\uFFFD]+';
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`);

/** Control characters other than tab and line breaks, and U+FFFD (what broken UTF-8 decodes to): never in a form field. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const UNUSUAL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/**
 * The hidden field every form carries. People never see it; bots that fill every field do, and
 * their posts are answered like any other and dropped.
 */
export const HONEYPOT_FIELD = "website";

export const INVALID_EMAIL = "Please enter a valid email address.";
