// How the company names the forms (notification mails, the workspace) and a lead's statuses.
import { company } from "~/content/company";

export const FORM_LABELS = {
  newsletter: "Newsletter subscription",
  demo: "Demo request",
  contact: "Contact message",
  training: "Training registration",
  webinar: "Webinar registration",
} as const;

export const STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
} as const;

export type LeadFormId = keyof typeof FORM_LABELS;
export type LeadStatusId = keyof typeof STATUS_LABELS;

/** A date and time as the company reads it (Concord, North Carolina). */
export function formatWhen(value: Date | string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: company.openingHours.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}
