import type { z } from "zod";
import { contactMessages } from "~/forms/contact";
import { demoRequestMessages } from "~/forms/demo-request";
import { newsletterMessages } from "~/forms/newsletter-messages";
import { trainingMessages } from "~/forms/training-messages";
import { webinarMessages } from "~/forms/webinar-registration";

/**
 * What became of one form submission, and the message the visitor sees for it. The server
 * decides the outcome; browser and server both word it with `messageFor`, so a toast (with
 * JavaScript), the page's status box (without) and the JSON endpoint say the same thing.
 */
export type FormId = "newsletter" | "demo" | "contact" | "webinar" | "training";

export type Confirmation = "sent" | "failed" | "capped";

export type Outcome =
  | { status: "saved"; confirmation: Confirmation }
  | { status: "duplicate" }
  | { status: "invalid"; fieldErrors: Record<string, string> }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "closed" }
  | { status: "unavailable" }
  /** A request no form of ours sends: a field the form does not have, a list where text belongs. */
  | { status: "bad-request"; reason: string };

/** The first message of each field of a failed parse, keyed by the field's name ("" for the form as a whole). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}

export interface FormMessage {
  title: string;
  description: string;
  variant: "default" | "destructive";
}

/** Our own wording where the spec has none: too many posts, a form the server refused, a past webinar. */
export const commonMessages = {
  limited: {
    title: "Too many attempts",
    description: "You've sent several forms in a short time. Please wait a few minutes and try again.",
    variant: "destructive",
  },
  invalid: { title: "Please check the form", description: "Some fields need your attention.", variant: "destructive" },
  closed: {
    title: "Registration closed",
    description: "This webinar is no longer open for registration. Please choose another one.",
    variant: "destructive",
  },
} as const satisfies Record<string, FormMessage>;

const emailOnly = (outcome: Extract<Outcome, { status: "invalid" }>) =>
  Object.keys(outcome.fieldErrors).every((field) => field === "email");

export function messageFor(form: FormId, outcome: Outcome): FormMessage {
  if (outcome.status === "bad-request") return { title: "Request not understood", description: outcome.reason, variant: "destructive" };
  if (outcome.status === "limited") return commonMessages.limited;
  if (outcome.status === "closed") return commonMessages.closed;
  switch (form) {
    case "newsletter":
      if (outcome.status === "invalid") return newsletterMessages.invalid;
      if (outcome.status === "duplicate") return newsletterMessages.duplicate;
      if (outcome.status === "unavailable") return newsletterMessages.failed;
      return outcome.confirmation === "failed" ? newsletterMessages.mailFailed : newsletterMessages.success;
    case "demo":
      if (outcome.status === "invalid") return commonMessages.invalid;
      if (outcome.status === "saved") return demoRequestMessages.success; // the auto-reply's failure is only logged
      return demoRequestMessages.failed;
    case "contact":
      if (outcome.status === "invalid") return commonMessages.invalid;
      if (outcome.status === "saved") return outcome.confirmation === "failed" ? contactMessages.mailFailed : contactMessages.success;
      return contactMessages.failedFallback;
    case "webinar":
      if (outcome.status === "invalid") return emailOnly(outcome) ? webinarMessages.invalid : commonMessages.invalid;
      if (outcome.status === "duplicate") return webinarMessages.duplicate;
      if (outcome.status === "unavailable") return webinarMessages.failed;
      return outcome.confirmation === "failed" ? webinarMessages.mailFailed : webinarMessages.success;
    case "training":
      if (outcome.status === "invalid") return commonMessages.invalid;
      if (outcome.status === "duplicate") return trainingMessages.duplicate;
      if (outcome.status === "unavailable") return trainingMessages.failed;
      return trainingMessages.success; // the confirmation's failure is only logged
  }
}

/**
 * The spec's clearing rules: newsletter after every attempt; demo, webinar and training on
 * success; contact on success and when only its auto-reply failed (both are "saved").
 */
export function clearsFields(form: FormId, outcome: Outcome): boolean {
  if (form === "newsletter") return true;
  return outcome.status === "saved";
}

/** HTTP status of an outcome: 201 saved, 409 duplicate, 422 invalid, 429 too many, 410 closed, 503 unavailable. */
export function httpStatus(outcome: Outcome): number {
  switch (outcome.status) {
    case "saved":
      return 201;
    case "duplicate":
      return 409;
    case "bad-request":
      return 400;
    case "invalid":
      return 422;
    case "limited":
      return 429;
    case "closed":
      return 410;
    case "unavailable":
      return 503;
  }
}

/** What a form's action hands back to the page: the outcome, its message, and the fields to show again. */
export interface FormResult {
  form: FormId;
  outcome: Outcome;
  message: FormMessage;
  /** The submitted values, echoed only when the fields are kept (a failure). */
  values: Record<string, string>;
  /** Distinguishes two identical results in a row, so each one shows its toast. */
  id: string;
  /** Which of several forms of the same kind on a page it was (a webinar's slug). */
  scope?: string;
  /** Newsletter page: the local page the visitor signed up from. */
  returnTo?: string;
}
