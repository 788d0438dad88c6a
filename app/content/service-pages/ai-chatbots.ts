import { BarChart3, BookOpenText, Clock, MessagesSquare, ShieldCheck, Zap } from "lucide-react";
import type { CtaCopy, HeroCopy, ProcessStep, ServiceFeature, ServiceSeo, UseCase } from "~/content/service-pages";

/** Copy of the AI Chatbots page (/services/ai-chatbots). */

export const chatbotsSeo: ServiceSeo = {
  name: "AI Chatbots",
  path: "/services/ai-chatbots",
  description:
    "Custom AI chatbots for Concord, NC businesses: 24/7 answers from your own content on your website and messaging apps, built securely on AWS with guardrails.",
  serviceType: "AI Chatbots",
};

export const chatbotsHero: HeroCopy = {
  eyebrow: "AI Chatbots",
  title: "AI Chatbots That Know Your Business",
  lead: "Give every customer a fast, accurate answer at any hour. We build assistants trained on your own FAQs and documents, running on your website and messaging apps, with guardrails that keep every reply on topic.",
};

export const chatbotsFeatures = {
  title: "Everything a Customer-Ready Assistant Needs",
  intro: "Each chatbot is built for your business, your tone of voice and your customers' real questions.",
  items: [
    {
      icon: Clock,
      title: "24/7 Support",
      description: "Customers get answers nights, weekends and holidays, while your team focuses on the conversations that need a person.",
    },
    {
      icon: BookOpenText,
      title: "Trained on Your Content",
      description:
        "Answers come from your FAQs, policies and product information, not from guesses, so they match what your team would say.",
    },
    {
      icon: MessagesSquare,
      title: "Website and Messaging Apps",
      description: "Meet customers where they already are: a chat window on your site and the messaging apps they use every day.",
    },
    {
      icon: ShieldCheck,
      title: "Safety Guardrails",
      description: "Topic limits and content filters keep replies accurate, polite and inside the boundaries you set.",
    },
    {
      icon: Zap,
      title: "Real-Time Streaming",
      description: "Replies appear word by word as they are written, so conversations feel quick and natural.",
    },
    {
      icon: BarChart3,
      title: "Conversation Analytics",
      description: "See what customers ask most, where answers fall short and which questions turn into leads.",
    },
  ] satisfies ServiceFeature[],
};

export const chatbotsKeyFeatures = {
  title: "Key Features",
  items: [
    "Answers drawn from your own FAQs and documents",
    "Website chat window and messaging app channels",
    "Guardrails that keep replies on topic",
    "Streaming replies for a natural conversation",
    "Lead capture and follow-up requests",
    "Analytics dashboard for questions and trends",
    "Built on a managed foundation-model service on AWS",
    "Your data stays private and under your control",
  ],
} as const;

export const chatbotsUseCases = {
  title: "How Businesses Use Our Chatbots",
  intro: "Three places where an assistant pays for itself quickly.",
  items: [
    {
      title: "Customer Support",
      description:
        "Answer order, booking, hours and policy questions instantly, and pass complex cases to your team with the conversation attached.",
      impact: "Reduce support costs by up to 30%",
      audience: "Retail, e-commerce and service businesses",
    },
    {
      title: "Sales and Lead Qualification",
      description:
        "Greet every visitor, answer product questions and collect contact details from interested buyers while they are still on your site.",
      impact: "Increase conversion rates by up to 25%",
      audience: "B2B companies, agencies and professional services",
    },
    {
      title: "Internal Help Desk",
      description:
        "Give staff one place to ask about procedures, benefits and tools instead of searching shared drives or interrupting colleagues.",
      impact: "Save 5+ hours per employee per week",
      audience: "Growing teams with HR, IT or operations questions",
    },
  ] satisfies UseCase[],
};

export const chatbotsProcess = {
  title: "From First Call to Launch in Five Steps",
  intro: "A clear, predictable path. Most first chatbots go live in 2-5 business days.",
  steps: [
    {
      number: 1,
      title: "Discovery",
      description: "We learn your business, your customers' common questions and what a great answer looks like for you.",
    },
    {
      number: 2,
      title: "Knowledge and Design",
      description: "We gather your FAQs and documents, agree on tone of voice and set the guardrails the assistant must follow.",
    },
    {
      number: 3,
      title: "Build",
      description: "We build and connect the assistant on AWS, grounded in your content and fitted to your website and channels.",
    },
    {
      number: 4,
      title: "Test and Launch",
      description: "You try it with real questions, we refine the answers together, then we switch it on for your customers.",
    },
    {
      number: 5,
      title: "Monitor and Improve",
      description: "We review conversations and analytics with you and keep the assistant's knowledge current as your business changes.",
    },
  ] satisfies ProcessStep[],
};

export const chatbotsCta: CtaCopy = {
  title: "Ready to Answer Every Customer, Every Time?",
  text: "Tell us about your business and we will show you what an AI chatbot could handle for you, free of charge.",
};

/**
 * The page's live conversation: the questions visitors ask about chatbots, put to the site's own
 * assistant (app/server/showcase.server.ts) each time the page is built. Only the questions are
 * written here; the answers are the assistant's.
 */
export const chatbotsLiveDemo = {
  eyebrow: "Live on this site",
  title: "Ask the Assistant on This Site",
  intro:
    "The chat window on this website is one of our assistants, answering from our own pages. Here is its conversation on the questions visitors ask here most, with the pages each answer came from.",
  questions: ["What does a chatbot cost?", "How long until my chatbot is live?", "Do you offer a free trial?"],
  note: "Not a script: the assistant answers these questions afresh each time we publish the site.",
  askLabel: "Ask Your Own Question",
  /** Without JavaScript the chat cannot open; the question goes to a person instead. */
  askWithoutScriptLabel: "Send Us Your Question",
} as const;
