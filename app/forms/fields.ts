import { z } from "zod";

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

// Control characters other than tab and line breaks never belong in a form field.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A required text field: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .refine((value) => !CONTROL_CHARS.test(value), `Please remove unusual characters from your ${label}.`);
}

/** An optional text field: blank becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .refine((value) => !CONTROL_CHARS.test(value), `Please remove unusual characters from your ${label}.`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An e-mail address checked with the spec's pattern, trimmed; `message` is the form's own wording. */
export function emailField(message: string = INVALID_EMAIL) {
  return z
    .string({ error: message })
    .trim()
    .max(LIMITS.email, message)
    .regex(EMAIL_PATTERN, message);
}

/** E-mail addresses are compared after trimming and lower-casing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
