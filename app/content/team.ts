/** The leadership team page (/our-team): the member type, its ordering and the page copy. */
import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";

/** One row of team_members, as the page uses it. */
export interface TeamMember {
  id: string;
  name: string;
  position: string;
  bio: string;
  /** Ascending: the lowest number is shown first. */
  orderIndex: number;
}

/** Members in display order (orderIndex ascending; ties keep their given order). Does not mutate. */
export function sortTeamMembers<T extends Pick<TeamMember, "orderIndex">>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** Up to two initials for the avatar: first and last word of the name ("Ana María López" -> "AL"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : "")).toUpperCase();
}

export const teamSeo = {
  title: "Our Leadership Team",
  description:
    "Meet the leadership team of Piedmont AI Works in Concord, NC: the people who design secure AI chatbots and document Q&A systems and teach AWS and AI courses.",
} as const;

export const teamIntro = {
  eyebrow: "Our Team",
  title: "Our Leadership Team",
  lead: "Practitioners who build AI systems on AWS, teach others to do the same, and answer for every project we deliver.",
} as const;

export const teamSection = {
  title: "The people behind every project",
  intro: "The same people who scope your project build it, train your team and answer your questions afterwards.",
} as const;

/**
 * What /our-team shows while the team table is empty: an invitation to talk to the people
 * themselves, with what a conversation brings, not a notice that profiles are missing.
 */
export const teamEmptyState = {
  title: "Talk to the People Who Would Build It",
  text: `${company.name} is a small team of engineers and trainers in ${company.address.city}, ${company.serviceAreaState}. The person who answers your message is one of the people who would design, build and support your solution.`,
  points: [
    `A reply from a person within ${REPLY_WITHIN}`,
    "A free demo with questions from your own customers",
    `Remote anywhere, or on site within ${company.serviceRadiusMiles} miles of ${company.address.city}`,
  ],
  links: [
    { label: "Book a Free Demo", href: "/book-demo" },
    { label: "Send Us a Message", href: "/contact" },
  ],
} as const;

export const teamCta = {
  title: "Work with our team",
  text: "Book a free demo and talk directly with the people who would design, build and support your solution.",
  primary: { label: "Book a Free Demo", href: "/book-demo" },
  secondary: { label: "Contact Us", href: "/contact" },
} as const;
