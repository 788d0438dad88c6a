import { CalendarCheck, Clock, CreditCard, MessageSquare } from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** Copy of the demo page (/book-demo): hero, the form card, what to expect and three quotes. */

/** Spec §9: the demo lasts 30-45 minutes; we reply within 24 business hours; no credit card. */
export const DEMO_LENGTH = "30-45 minutes";
export const REPLY_WITHIN_HOURS = 24;
export const REPLY_WITHIN = `${REPLY_WITHIN_HOURS} business hours`;

/** A phrase as a heading writes it (Title Case): "24 business hours" → "24 Business Hours". */
const capitalised = (phrase: string) => phrase.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

export const bookDemoSeo = {
  title: "Book a Free Demo",
  description:
    "Book a free 30-45 minute demo of AI chatbots and document Q&A built on AWS. We reply within 24 business hours, and no credit card is required. Concord, NC.",
} as const;

export const bookDemoIntro = {
  eyebrow: "Free and without obligation",
  title: "Book a Free Demo",
  lead: "See how an AI assistant or a document Q&A system would work for your business, with your questions and your kind of content, before you spend a dollar.",
} as const;

export const demoFormCard = {
  title: "Request Your Demo",
  text: "Tell us who you are, what your business does and what you would like the demo to cover. We'll suggest a time that suits you.",
  emailPrompt: "Prefer e-mail? Write to us at",
} as const;

export interface ExpectItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const whatToExpect = {
  title: "What to Expect",
  items: [
    {
      icon: Clock,
      title: `A Reply Within ${capitalised(REPLY_WITHIN)}`,
      description: "A real person reads your request and replies to agree on a date and time.",
    },
    {
      icon: CalendarCheck,
      title: `A Live Demo of ${capitalised(DEMO_LENGTH)}`,
      description: "A live walkthrough tailored to your business, with plenty of time for your questions.",
    },
    {
      icon: MessageSquare,
      title: "Honest Recommendations",
      description: "We tell you which option fits, what it costs and how long it takes, or whether AI is not the right answer yet.",
    },
    {
      icon: CreditCard,
      title: "No Credit Card Required",
      description: "The demo is free and commits you to nothing.",
    },
  ],
} as const satisfies { title: string; items: readonly ExpectItem[] };

export interface DemoQuote {
  quote: string;
  author: string;
  position: string;
}

export const demoQuotes = {
  title: "What People Said After Their Demo",
  items: [
    {
      quote:
        "The demo used questions from our own customers, so we saw exactly how the assistant would answer them. It made the decision easy.",
      author: "Rachel Simmons",
      position: "Operations Manager, home services company",
    },
    {
      quote:
        "They showed us answers with the source document right next to them. That was the moment our compliance team stopped worrying.",
      author: "David Okafor",
      position: "Practice Administrator, medical group",
    },
    {
      quote: "No sales pitch, just a clear explanation of what would work for a business our size and what it would cost.",
      author: "Megan Li",
      position: "Owner, specialty retail store",
    },
  ],
} as const satisfies { title: string; items: readonly DemoQuote[] };
