import { z } from "zod";
import { EMAIL_PATTERN, INVALID_EMAIL, LIMITS, UNUSUAL_CHARS } from "~/forms/field-rules";

/** A required text field: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .refine((value) => !UNUSUAL_CHARS.test(value), `Please remove unusual characters from your ${label}.`);
}

/** An optional text field: blank becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .refine((value) => !UNUSUAL_CHARS.test(value), `Please remove unusual characters from your ${label}.`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An e-mail address checked with the spec's pattern, trimmed; `message` is the form's own wording. */
export function emailField(message: string = INVALID_EMAIL) {
  return z.string({ error: message }).trim().max(LIMITS.email, message).regex(EMAIL_PATTERN, message);
}

/** E-mail addresses are compared after trimming and lower-casing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
