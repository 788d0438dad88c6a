/**
 * Six static testimonials for the home page (spec section 3, "Testimonial"). There are no
 * photos: `image` describes the initials avatar drawn in their place.
 */
export interface AvatarImage {
  initials: string;
  /** Gradient pair for the avatar, from the site's palette. */
  tone: "indigo" | "cyan" | "violet" | "teal" | "sky" | "slate";
}

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  image: AvatarImage;
  /** Written as an example for the launch: `npm run check:launch` lists it until a real client's words replace it. */
  example?: boolean;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Our website assistant now handles the questions we used to answer all day: hours, pricing, availability. My front desk finally has time for the customers standing in front of them.",
    author: "Danielle Brooks",
    position: "Owner, Brooks Family Dental",
    example: true,
    image: { initials: "DB", tone: "indigo" },
  },
  {
    quote:
      "We were live in less than a week. The team explained every step in plain English and never tried to sell us more than we needed.",
    author: "Marcus Hill",
    position: "Operations Manager, Cabarrus HVAC Services",
    example: true,
    image: { initials: "MH", tone: "cyan" },
  },
  {
    quote:
      "The document Q&A system changed how our staff finds policy answers. Instead of digging through binders, they ask a question and get the answer with the source.",
    author: "Priya Raman",
    position: "Director of Operations, Lakeview Property Group",
    example: true,
    image: { initials: "PR", tone: "violet" },
  },
  {
    quote:
      "The AWS training was the most practical course our developers have taken. They built a working generative AI prototype before the program ended.",
    author: "Jonathan Avery",
    position: "CTO, Harbor Logistics",
    example: true,
    image: { initials: "JA", tone: "teal" },
  },
  {
    quote:
      "Data privacy was our biggest worry. They walked us through exactly where our data lives and put guardrails in place before anything went live.",
    author: "Elena Vasquez",
    position: "Practice Administrator, Northside Legal Partners",
    example: true,
    image: { initials: "EV", tone: "sky" },
  },
  {
    quote:
      "Customers get answers at 10 p.m. on a Sunday, and our team starts Monday with fewer emails. It paid for itself faster than we expected.",
    author: "Robert Chen",
    position: "General Manager, Chen's Outdoor Supply",
    example: true,
    image: { initials: "RC", tone: "slate" },
  },
];

export const testimonialsCopy = {
  eyebrow: "Testimonials",
  title: "What Our Clients Say",
  intro: "Small and medium businesses trust us to make AI practical, safe and worth it.",
} as const;
