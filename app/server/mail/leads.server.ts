import type { ContactInput } from "~/forms/contact";
import type { DemoRequestInput } from "~/forms/demo-request";
import type { NewsletterInput } from "~/forms/newsletter";
import type { WebinarRegistrationInput } from "~/forms/webinar-registration";
import { dateFormat } from "~/lib/formats";

/** What the mails know of each lead: the fields the visitor sent (spec §7, calls 2-10). */
export type NewsletterLead = NewsletterInput;
export type DemoLead = DemoRequestInput;
export type ContactLead = ContactInput;
export type WebinarRegistrationLead = WebinarRegistrationInput;

export interface TrainingLead {
  firstName: string;
  lastName: string;
  email: string;
  company?: string | null;
  /** The course name as listed in the catalogue. */
  training: string;
  preferredContactMethod: "email" | "phone";
  /** The form's country ("US") or a dial code ("+1"); left out when contactNumber already has it. */
  countryCode?: string | null;
  phoneType?: "mobile" | "work" | "home" | null;
  contactNumber?: string | null;
  trainingType: "individual" | "group";
  attendeeCount?: number | null;
}

/** A webinar as the database holds it. */
export interface WebinarInfo {
  id: string;
  slug?: string;
  title: string;
  description: string;
  startsAt: Date | string;
  durationMinutes: number;
  /** IANA zone the webinar is announced in, e.g. America/New_York. */
  timeZone: string;
}

export interface WebinarLead {
  registration: WebinarRegistrationLead;
  webinar: WebinarInfo;
}

/** Where a lead came from (all optional), listed in the company's notification. */
export interface LeadSource {
  pagePath?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  receivedAt?: Date | string | null;
}

export function fullName(lead: { firstName: string; lastName: string }): string {
  return `${lead.firstName} ${lead.lastName}`.trim();
}

/** "Thursday, December 10, 2026 at 2:00 PM EST", in the webinar's own time zone. */
export function formatWebinarTime(webinar: Pick<WebinarInfo, "startsAt" | "timeZone">): string {
  return (
    dateFormat({
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: webinar.timeZone,
      timeZoneName: "short",
    })
      .format(new Date(webinar.startsAt))
      // Newer ICU data puts a narrow no-break space before "PM"; plain spaces read the same everywhere.
      .replace(/[\u00A0\u202F]/g, " ")
  );
}

export const trainingTypeLabel = (lead: Pick<TrainingLead, "trainingType" | "attendeeCount">): string =>
  lead.trainingType === "group" ? `Group${lead.attendeeCount ? ` (${lead.attendeeCount} attendees)` : ""}` : "Individual";

export const contactMethodLabel = (method: string): string => (method === "phone" ? "Phone" : "E-mail");

export const phoneTypeLabel = (type: string | null | undefined): string | undefined =>
  type ? type.charAt(0).toUpperCase() + type.slice(1) : undefined;
