// How the workspace names the forms and the statuses of a lead.

export const FORM_LABELS = {
  newsletter: "Newsletter",
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
    timeZone: "America/New_York",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}
