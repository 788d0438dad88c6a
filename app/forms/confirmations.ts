import { DEMO_LENGTH, REPLY_WITHIN } from "~/content/book-demo";

/**
 * What a form says in place of itself once its post is saved: what happens next, and where to go
 * from here. The spec's own message still shows as a toast (or, without JavaScript, above this);
 * these words say only what the site's content states elsewhere (a reply within 24 business
 * hours, the demo's length, the newsletter's one-click unsubscribe). They hold whether or not the
 * confirmation e-mail went out, since a saved lead is answered either way.
 */
export interface ConfirmationCopy {
  heading: string;
  text: string;
  /**
   * Shows the form again, empty. Without JavaScript it loads the page afresh: the address differs
   * from the one the post came back on by more than its fragment (hence `?again`), or the browser
   * would only scroll.
   */
  again: { label: string; href: string };
  /** A next step elsewhere on the site. */
  next: { label: string; href: string };
}

export const confirmations = {
  demo: {
    heading: "Your Demo Request Is In",
    text: `A real person reads it and replies within ${REPLY_WITHIN} to agree on a date and time. The demo itself takes ${DEMO_LENGTH}.`,
    again: { label: "Request another demo", href: "/book-demo?again#request" },
    next: { label: "Explore our services", href: "/services" },
  },
  contact: {
    heading: "We Have Your Message",
    text: `A real person on our team reads it and replies within ${REPLY_WITHIN}.`,
    again: { label: "Send another message", href: "/contact?again#get-in-touch" },
    next: { label: "Read the FAQ", href: "/faq" },
  },
  training: {
    heading: "You're Registered",
    text: `We'll contact you shortly with the next steps for your course. Any questions before then? Send us a message: we reply within ${REPLY_WITHIN}.`,
    again: { label: "Register someone else", href: "/services/ai-training?register=true&again#register" },
    next: { label: "Contact us", href: "/contact" },
  },
  webinar: {
    heading: "You're on the List",
    text: "The date and time are above. Bring your questions: every session has time for them.",
    again: { label: "Register someone else", href: "/contact?again#webinars" },
    next: { label: "Book a Free Demo", href: "/book-demo" },
  },
  newsletter: {
    heading: "You're Subscribed",
    text: "Look out for practical AI ideas, new courses and upcoming webinars in your inbox. Every issue has a one-click unsubscribe link.",
    again: { label: "Subscribe another address", href: "/newsletter" },
    next: { label: "Explore our services", href: "/services" },
  },
} as const satisfies Record<string, ConfirmationCopy>;

/** The footer's newsletter form keeps its place small: one line instead of a panel. */
export const footerSubscribed = "You're subscribed. Look out for our next issue.";
