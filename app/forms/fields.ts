import { z } from "zod";
import { canonicalEmail } from "~/forms/email-address";
import { INVALID_EMAIL, LIMITS, UNUSUAL_CHARS } from "~/forms/field-rules";

/** A required text field: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(label: string, max: number, required = `Please enter your ${label}.`) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .refine((value) => !UNUSUAL_CHARS.test(value), `Please remove unusual characters from your ${label}.`);
}

/**
 * A person's first or last name. Never an RFC 2047 encoded word ("=?utf-8?q?…?="): the
 * company's notification names the visitor in its Reply-To, and mail clients decode such a word
 * there, so a name could pose as another address.
 */
export function personName(label: string, required?: string) {
  return requiredText(label, LIMITS.name, required).refine(
    (value) => !value.includes("=?"),
    `Please remove unusual characters from your ${label}.`,
  );
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

/**
 * An e-mail address in its canonical form (app/forms/email-address.ts): what is saved, compared
 * for duplicates and mailed to. Anything that is not a plain mailbox gets `message`, the form's
 * own wording.
 */
export function emailField(message: string = INVALID_EMAIL) {
  // A check and an overwrite, not a transform: a wrong address is one issue among the form's
  // others, and the form's own checks across fields still run and say theirs.
  return z
    .string({ error: message })
    .max(LIMITS.email * 2, message)
    .refine((value) => canonicalEmail(value) !== null, message)
    .overwrite((value) => canonicalEmail(value) ?? value);
}
