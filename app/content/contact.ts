/** Copy of the contact page (/contact). Company facts themselves come from company.ts. */

export const contactSeo = {
  title: "Contact Us",
  description:
    "Contact Piedmont AI Works in Concord, NC about AI chatbots, document Q&A, AWS training or consulting. Send a message, call us, or book a free demo.",
} as const;

export const contactIntro = {
  eyebrow: "We're here to help",
  title: "Contact Us",
  lead: "Questions about AI chatbots, document Q&A, training or consulting? Send us a message and a real person will get back to you.",
} as const;

export const getInTouch = {
  title: "Get in Touch",
  text: "Tell us a little about your business and what you would like to achieve. We read every message and reply personally.",
} as const;

export const contactInfo = {
  title: "Contact Information",
  labels: { email: "E-mail", phone: "Phone", address: "Address", hours: "Hours", website: "Website" },
} as const;

export const scheduleDemo = {
  title: "Schedule a Demo",
  text: "See an AI assistant or document Q&A system working with questions from your own business. Free, with no credit card required.",
  action: { label: "Book a Free Demo", href: "/book-demo" },
} as const;

export const webinars = {
  id: "webinars",
  title: "Upcoming Webinars",
  intro: "Free online sessions on practical AI for small and medium businesses, with time for your questions.",
  empty: {
    title: "No webinars are scheduled right now.",
    text: "New sessions are announced in our newsletter first. Subscribe at the bottom of this page, or send us a message if you would like a session for your team.",
    /** The newsletter form sits in the site footer. */
    newsletter: { label: "Join the newsletter", href: "#newsletter-heading" },
    contact: { label: "Send us a message", href: "#get-in-touch" },
  },
  unavailable: {
    title: "We couldn't load the webinar schedule just now.",
    text: "Please try again in a moment, or send us a message and we'll tell you about the next session.",
  },
} as const;
