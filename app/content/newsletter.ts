/** Copy of the newsletter page (where a sign-up without JavaScript lands) and the unsubscribe page. */
export const newsletterPage = {
  path: "/newsletter",
  title: "Join Our Newsletter",
  description:
    "Stay updated with the latest in AI technology and exclusive insights. One e-mail now and then, and you can leave with one click.",
  lead: "Stay updated with the latest in AI technology and exclusive insights",
  pointsHeading: "What You'll Get",
  points: [
    "Practical ideas for using chatbots and document Q&A in a small business",
    "New AWS AI courses and upcoming webinars before anyone else",
    "No spam: every issue has a one-click unsubscribe link",
  ],
  back: "Back to the page you were reading",
} as const;

export const unsubscribePage = {
  path: "/unsubscribe",
  title: "Unsubscribe",
  description: "Stop receiving our newsletter.",
  confirm: {
    heading: "Unsubscribe from our newsletter?",
    text: (email: string) => `We will stop sending the newsletter to ${email} and delete the address from our list.`,
    button: "Unsubscribe",
    submitting: "Unsubscribing...",
  },
  done: {
    heading: "You're unsubscribed",
    text: "We won't send you the newsletter any more. Changed your mind? You can sign up again at the bottom of any page.",
  },
  unknown: {
    heading: "This link is no longer valid",
    text: "The address may already be unsubscribed. If you still receive our newsletter, reply to it or write to us and we'll remove you.",
  },
  failed: {
    heading: "Something went wrong",
    text: "We couldn't unsubscribe you just now. Please try again in a moment.",
  },
} as const;
