import { company } from "~/content/company";
import { teamIntro } from "~/content/team";
import { cookiePolicy, termsOfService } from "~/content/legal";
import type { Course, CourseLevel } from "~/content/courses";
import { faqs } from "~/content/faq";
import type { AddOn, PricingPlan } from "~/content/pricing";
import type { Action, Source } from "~/lib/assistant-answer";

/**
 * The composed answers' shapes and the phrases every subject uses: the pages cited, how a list is written in
 * a sentence, an FAQ's answer, and how to reach a person.
 */

export type ServiceId = "ai-chatbots" | "rag-qa-systems" | "ai-training" | "ai-consulting" | "ai-integration";

export type Subject =
  | { kind: "plan"; plan: PricingPlan }
  | { kind: "addOn"; addOn: AddOn }
  | { kind: "course"; course: Course; level?: CourseLevel }
  | { kind: "service"; service: ServiceId };

export interface Composed {
  text: string;
  /** The site holds no answer: said so, with the ways to a person. */
  declined?: boolean;
  sources: Source[];
  suggestions?: string[];
  actions?: Action[];
}

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

export const PAGE = {
  home: { url: "/", title: "Home" },
  pricing: { url: "/pricing", title: "Pricing" },
  faq: { url: "/faq", title: "FAQ" },
  contact: { url: "/contact", title: "Contact Us" },
  demo: { url: "/book-demo", title: "Book a Free Demo" },
  services: { url: "/services", title: "Services" },
  training: { url: "/services/ai-training", title: "AI Training" },
  privacy: { url: "/privacy-policy", title: "Privacy Policy" },
  about: { url: "/about", title: "About Us" },
  team: { url: "/our-team", title: teamIntro.title },
  terms: { url: termsOfService.path, title: termsOfService.title },
  cookies: { url: cookiePolicy.path, title: cookiePolicy.title },
} as const satisfies Record<string, Source>;

export const SERVICE_PAGES: Record<ServiceId, Source> = {
  "ai-chatbots": { url: "/services/ai-chatbots", title: "AI Chatbots" },
  "rag-qa-systems": { url: "/services/rag-qa-systems", title: "RAG Q&A Systems" },
  "ai-training": PAGE.training,
  "ai-consulting": { url: "/services/ai-consulting", title: "AI Consulting" },
  "ai-integration": { url: "/services/ai-integration", title: "AI Integration" },
};

/** How to reach a person, as a sentence. */
export const REACH_A_PERSON = `A person on our team can help: book a free demo, send us a message, or call ${company.phone.display} (${company.openingHours.label}).`;

/**
 * The item of a content list an answer quotes, found when the assistant loads: a copy edit that
 * takes it away fails every test at once, instead of leaving the answer without it.
 */
export function quoted<T>(items: readonly T[], matches: (item: T) => boolean, what: string): T {
  const item = items.find(matches);
  if (item === undefined) throw new Error(`The site's content has no ${what}: the assistant quotes it.`);
  return item;
}

export function sentenceList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** "Professionals in any role" → "professionals in any role"; "AI chatbot" stays. */
export const lowerFirst = (text: string) => (/^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** A title-case heading inside a sentence: "Use-Case Prioritization" → "use-case prioritization"; "AI", "AWS" stay. */
export const headingInSentence = (title: string) => title.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());

export const withoutStop = (text: string) => text.replace(/[.]$/, "");

/**
 * An FAQ's answer. Given the visitor's question, a leading "Yes." or "No." (which answers the FAQ's
 * own wording) is kept only when the visitor asked yes or no too.
 */
export function faqAnswer(id: string, question?: string): string {
  const faq = faqs.find((f) => f.id === id);
  if (!faq) throw new Error(`Unknown FAQ ${id}`);
  if (question === undefined || YES_NO.test(question)) return faq.answer;
  return faq.answer.replace(/^(?:Yes|No)[.,!]\s+(\p{L})/u, (_, first: string) => first.toUpperCase());
}

export const SERVICE_IDS: readonly ServiceId[] = ["ai-chatbots", "rag-qa-systems", "ai-training", "ai-consulting", "ai-integration"];

export type Aspect = "price" | "includes" | "duration" | "audience" | "salary" | "process" | "learn";

/** A question that asks yes or no. */
export const YES_NO = /^(?:is|are|do|does|did|can|could|will|would|should|has|have)\b/;
