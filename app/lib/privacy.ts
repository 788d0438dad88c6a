// The privacy page's words, shared by the page (browser) and app/server/admin/privacy.server.ts.
import { canonicalEmail } from "~/forms/email-address";

/** What one lookup, export or erasure counts, in the order the page lists it. */
export const PERSONAL_DATA_GROUPS = {
  leads: "Inbox leads",
  notes: "Staff notes",
  newsletterSubscriptions: "Newsletter subscriptions",
  demoRequests: "Demo requests",
  contactInquiries: "Contact messages",
  trainingRegistrations: "Training registrations",
  webinarRegistrations: "Webinar registrations",
  mails: "Mails and chat messages",
} as const;

export type PersonalDataGroup = keyof typeof PERSONAL_DATA_GROUPS;

/** One record of each group, for counts such as "1 demo request". */
export const PERSONAL_DATA_ONE: Record<PersonalDataGroup, string> = {
  leads: "Inbox lead",
  notes: "Staff note",
  newsletterSubscriptions: "Newsletter subscription",
  demoRequests: "Demo request",
  contactInquiries: "Contact message",
  trainingRegistrations: "Training registration",
  webinarRegistrations: "Webinar registration",
  mails: "Mail or chat message",
};
export type PersonalDataCounts = Record<PersonalDataGroup, number> & {
  /** Of the mails, those not sent yet: an erasure makes sure they never are. */
  pendingMails: number;
};

/** A form record's fields as the page names them, in the order it shows them. */
export const PERSONAL_FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  company: "Company",
  subject: "Subject",
  message: "Message",
  training: "Course",
  trainingType: "Training type",
  attendeeCount: "Attendees",
  preferredContactMethod: "Preferred contact",
  countryCode: "Country code",
  contactNumber: "Contact number",
  phoneType: "Phone type",
  webinarTitle: "Webinar",
  webinarStartsAt: "Webinar starts",
  pagePath: "Page",
  referrer: "Referrer",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  createdAt: "Received",
};

/** Stored values shown in words (the JSON export keeps the stored ones). */
export const PERSONAL_VALUE_LABELS: Record<string, Record<string, string>> = {
  trainingType: { individual: "Individual", group: "Group" },
  preferredContactMethod: { email: "E-mail", phone: "Phone" },
  phoneType: { mobile: "Mobile", work: "Work", home: "Home" },
};

/**
 * The spelling a lookup searches for: the canonical one the forms store (app/forms/email-address.ts),
 * or, for text the forms would not take today (a record older than that rule), the text trimmed and
 * in lower case, as the unique indexes compare it. Null when there is no address at all.
 */
export function addressToLookUp(typed: string): { address: string; canonical: boolean } | null {
  const canonical = canonicalEmail(typed);
  if (canonical) return { address: canonical, canonical: true };
  const plain = typed.trim().toLowerCase();
  return plain.includes("@") && plain.length <= 320 ? { address: plain, canonical: false } : null;
}
