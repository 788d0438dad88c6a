import { company } from "~/content/company";
import { addOnById, formatUsd, planById } from "~/content/pricing";

/**
 * The FAQ page's 14 questions (spec section 9, "FAQ claims"). Answers are plain text because
 * the same strings feed the FAQPage structured data. Prices are read from the pricing module.
 *
 * The spec gives two readings for the first launch ("48-120 hours" and "2-5 business days");
 * the site states only "2-5 business days" so visitors never see two different promises.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const starter = planById("starter");
const professional = planById("professional");
const premium = planById("premium");
const queryPack = addOnById("query-pack");
const guardrails = addOnById("guardrails");

export const faqs: readonly FaqItem[] = [
  {
    id: "launch-time",
    question: "How quickly can my first chatbot go live?",
    answer:
      "Most first chatbots go live in 2-5 business days. We set up your assistant, train it on your FAQs or documents, test it with you and then launch it on your website.",
  },
  {
    id: "cost",
    question: "How much does an AI chatbot cost?",
    answer: `Each plan has a one-time setup fee and a monthly fee. Starter is ${formatUsd(starter.setupFee)} setup and ${formatUsd(starter.monthlyFee)} per month; Professional is ${formatUsd(professional.setupFee)} setup and ${formatUsd(professional.monthlyFee)} per month; Premium is ${formatUsd(premium.setupFee)} setup and from ${formatUsd(premium.monthlyFee)} per month, varying up to $1,000+ with usage. Optional add-ons each have their own one-time fee and monthly amount.`,
  },
  {
    id: "guarantee",
    question: "Do you offer a satisfaction guarantee?",
    answer: `Yes. Our 7-day satisfaction guarantee covers the Starter plan: if you are not satisfied within the first 7 days, we refund your ${formatUsd(starter.setupFee)} setup fee.`,
  },
  {
    id: "overage",
    question: "What happens if I go over my monthly query limit?",
    answer: `Queries beyond your plan's monthly allowance are charged per query, or you can add an ${queryPack.name}, which adds 1,000 queries per month for a ${formatUsd(queryPack.oneTimeFee)} one-time fee and ${formatUsd(queryPack.monthlyImpact)} per month.`,
  },
  {
    id: "trials",
    question: "Do you offer a free trial?",
    answer:
      "We don't offer trials. Instead, book a free demo: we show you a working assistant, answer your questions and recommend the plan that fits, so you know exactly what you get before you pay anything.",
  },
  {
    id: "credit-card",
    question: "Do I need a credit card to book a demo?",
    answer: "No. No credit card is required to book a free demo or a free consultation.",
  },
  {
    id: "demo",
    question: "What happens during the free demo, and how long does it take?",
    answer:
      "The demo lasts 30-45 minutes. We learn about your business and its most common customer questions, show you a live assistant, and walk through the plans and timelines that fit your goals.",
  },
  {
    id: "response-time",
    question: "How quickly will you reply to my message?",
    answer: "We reply to every demo request and message within 24 business hours.",
  },
  {
    id: "consulting-timeline",
    question: "How long does an AI consulting engagement take?",
    answer:
      "It depends on the scope. The consulting work itself takes about 2-3 days for a simple chatbot, 1-2 weeks for a RAG document Q&A system, and 2-4 weeks for an automated AI workflow. On our chatbot plans, your first chatbot goes live in 2-5 business days.",
  },
  {
    id: "data-privacy",
    question: "Is my business data kept private and secure?",
    answer:
      "Yes. Data privacy is designed into every project from the start: your documents are used only to power your own assistant, guardrails keep answers within the content you approve, and the Enhanced Security add-on adds further protection for sensitive data.",
  },
  {
    id: "aws",
    question: "Why do you build on AWS?",
    answer:
      "We build on AWS and its managed foundation-model service because it lets your assistant scale with demand, from a few questions a day to thousands, on secure, proven infrastructure without you managing servers.",
  },
  {
    id: "guardrails",
    question: "What are AI safety guardrails, and do I need them?",
    answer: `Guardrails are rules that keep your assistant's answers on topic, accurate to your content and appropriate for your brand. Basic guardrails are included in the Professional plan; on Starter they are available as an add-on for ${formatUsd(guardrails.oneTimeFee)} one-time and ${formatUsd(guardrails.monthlyImpact)} per month.`,
  },
  {
    id: "training",
    question: "What AI training do you offer?",
    answer:
      "We offer eight hands-on courses, from a 1-day Prompt Engineering course to 6-week programs on AWS Technical Essentials, Developing with AWS, RAG applications with AWS Bedrock, machine learning with SageMaker (intermediate and advanced), no-code ML and generative AI, and end-to-end generative AI application development. Individuals and groups of 2 or more can register.",
  },
  {
    id: "service-area",
    question: "Do you work with businesses outside Concord?",
    answer: `Yes. We are based in ${company.address.city}, ${company.address.regionName}, and work on site with businesses within about ${company.serviceRadiusMiles} miles, including ${company.serviceArea
      .filter((town) => town !== company.address.city)
      .slice(0, 4)
      .join(", ")} and the wider region. We also work remotely with clients worldwide.`,
  },
];

export const faqCopy = {
  eyebrow: "Answers",
  title: "Frequently Asked Questions",
  lead: "Straight answers about pricing, timelines, data privacy and training. Can't find what you need? Our team replies within 24 business hours.",
  listTitle: "Questions and Answers",
  asideTitle: "Still Have Questions?",
  asideText: "Talk to a person on our team, or see a working assistant in a free 30-45 minute demo.",
  ctaTitle: "Ready to Put AI to Work in Your Business?",
  ctaText: "Book a free demo to see an assistant trained for a business like yours. No credit card required.",
} as const;
