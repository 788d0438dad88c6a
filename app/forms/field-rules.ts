// Field rules without zod, so a page that only checks an e-mail address does not load it.
/**
 * Field rules shared by the five forms. Each form's schema is used by the browser for instant
 * messages and by the server as the only authority.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
  phone: 32,
} as const;

/** The spec's e-mail pattern: non-space text, an at sign, a domain, a dot and a suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The hidden field every form carries. People never see it; bots that fill every field do, and
 * their posts are answered like any other and dropped.
 */
export const HONEYPOT_FIELD = "website";

export const INVALID_EMAIL = "Please enter a valid email address.";
