/**
 * The company's facts, in one place. Every page, the footer, the structured data and
 * (later) the e-mails read them from here; nothing else repeats them.
 *
 * The spec does not give the company's name, street, phone, e-mail or social accounts,
 * so those below are clearly fictional examples (555 number, example.com addresses).
 * This is the first file an owner edits.
 */
export interface OpeningHours {
  /** schema.org day names */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  opens: string;
  closes: string;
  /** Shown to people, e.g. on the contact page and in the footer. */
  label: string;
  timeZone: string;
}

export const company = {
  name: "Piedmont AI Works",
  legalName: "Piedmont AI Works LLC",
  tagline: "Secure, practical AI for small and medium businesses",
  blurb:
    "We build AI chatbots and document Q&A systems on AWS and train teams to use them well, so small and medium businesses get real results from AI without the risk.",
  mission: "Make secure, practical AI accessible to every business.",
  email: "hello@example.com",
  phone: { display: "(704) 555-0142", e164: "+17045550142" },
  address: {
    street: "100 Example Street, Suite 200",
    city: "Concord",
    region: "NC",
    regionName: "North Carolina",
    postalCode: "28025",
    country: "US",
  },
  geo: { latitude: 35.4088, longitude: -80.5795 },
  /**
   * The spec gives two readings (09:00-17:00 and 8:00 AM-5:00 PM); people and search engines
   * see the same one, 09:00-17:00. See docs/decisions/0003-two-readings.md.
   */
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
    label: "Monday to Friday, 9:00 AM to 5:00 PM ET",
    timeZone: "America/New_York",
  } satisfies OpeningHours,
  closedLabel: "Closed Saturday and Sunday",
  priceRange: "$$",
  serviceRadiusMiles: 50,
  serviceArea: [
    "Concord",
    "Charlotte",
    "Kannapolis",
    "Harrisburg",
    "Huntersville",
    "Mooresville",
    "Salisbury",
    "Cornelius",
    "Davidson",
    "Matthews",
    "Mint Hill",
  ],
  serviceAreaState: "North Carolina",
  serviceTypes: ["AI Chatbots", "RAG Systems", "AWS Training", "AI Consulting"],
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { name: "YouTube", href: "https://www.youtube.com/@example" },
  ],
} as const;

export type Company = typeof company;

export function formatAddress(lines: "one" | "two" = "one"): string {
  const { street, city, region, postalCode } = company.address;
  return lines === "one" ? `${street}, ${city}, ${region} ${postalCode}` : `${street}\n${city}, ${region} ${postalCode}`;
}
