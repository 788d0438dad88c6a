import { ClipboardCheck, Cloud, Compass, DollarSign, Map as MapIcon, ShieldCheck } from "lucide-react";
import type { CtaCopy, HeroCopy, ProcessStep, ServiceFeature, ServiceSeo } from "~/content/service-pages";

/** Copy of the AI Consulting page (/services/ai-consulting). */

export const consultingSeo: ServiceSeo = {
  name: "AI Consulting",
  path: "/services/ai-consulting",
  description:
    "AI and AWS consulting for Concord, NC businesses: readiness assessments, use-case priorities, secure architecture and a practical roadmap for adopting AI.",
  serviceType: "AI Consulting",
};

export const consultingHero: HeroCopy = {
  eyebrow: "AI Consulting",
  title: "A Practical Plan for AI in Your Business",
  lead: "Not sure where AI fits, or how to adopt it safely? We help you choose the right first project, design it on AWS and plan the path from idea to results.",
};

export const consultingFeatures = {
  title: "What Our Consulting Covers",
  intro: "Advice grounded in hands-on delivery of chatbots, RAG systems and AI training.",
  items: [
    {
      icon: ClipboardCheck,
      title: "AI Readiness Assessment",
      description: "We review your processes, data and systems and show where AI can help today and what needs preparing first.",
    },
    {
      icon: Compass,
      title: "Use-Case Prioritization",
      description: "We rank ideas by business value, effort and risk, so your first project delivers visible results.",
    },
    {
      icon: Cloud,
      title: "AWS Architecture Design",
      description: "A secure, scalable design built on a managed foundation-model service, sized for your business.",
    },
    {
      icon: ShieldCheck,
      title: "Security and Data Privacy",
      description: "Guardrails, access controls and data handling that protect your customers and your reputation.",
    },
    {
      icon: DollarSign,
      title: "Cost Planning",
      description: "Clear estimates of setup and running costs, and ways to keep cloud spending predictable.",
    },
    {
      icon: MapIcon,
      title: "Implementation Roadmap",
      description: "A step-by-step plan with milestones, owners and success measures that your team can act on.",
    },
  ] satisfies ServiceFeature[],
};

export const consultingProcess = {
  title: "How an Engagement Works",
  intro: "Short, focused engagements with a concrete result at the end.",
  steps: [
    { number: 1, title: "Assess", description: "We meet your team, map your processes and review your data and systems." },
    { number: 2, title: "Prioritize", description: "Together we choose the use cases with the best value for the effort." },
    { number: 3, title: "Design", description: "We design the solution and its architecture on AWS, including security and costs." },
    { number: 4, title: "Plan and Support", description: "You get a roadmap and our help whenever you build it, with us or on your own." },
  ] satisfies ProcessStep[],
};

/** Typical timelines, as stated in the FAQ. */
export const consultingTimelines = {
  title: "Typical Consulting Effort",
  items: [
    { label: "Simple chatbot", value: "2-3 days" },
    { label: "RAG system", value: "1-2 weeks" },
    { label: "AI workflow", value: "2-4 weeks" },
  ],
} as const;

export const consultingCta: CtaCopy = {
  title: "Let's Find Your Best First AI Project",
  text: "Request a consultation and we will come back with a clear view of where AI can help your business most.",
};

/**
 * The page's module, a sample roadmap: the engagement's steps (the process above) with what each
 * produces (the features above), then the projects a roadmap puts in order, with their consulting
 * effort (the timelines above).
 */
export const consultingSampleRoadmap = {
  title: "Your Roadmap, Step by Step",
  intro:
    "Four short steps, each with something your team keeps. They end in a roadmap like this sample: the projects in order, with the consulting effort each one takes.",
  badge: "Sample",
  /** The four steps, each with the features (by title) it delivers. */
  steps: [
    { step: "Assess", delivers: ["AI Readiness Assessment"] },
    { step: "Prioritize", delivers: ["Use-Case Prioritization"] },
    { step: "Design", delivers: ["AWS Architecture Design", "Security and Data Privacy", "Cost Planning"] },
    { step: "Plan and Support", delivers: ["Implementation Roadmap"] },
  ],
  projectsTitle: "Projects in Order",
  effortLabel: "Consulting effort",
  /** Now, next, later: each a timeline (by label) and the page that shows that kind of project. */
  projects: [
    { when: "Now", timeline: "Simple chatbot", href: "/services/ai-chatbots", linkLabel: "AI Chatbots" },
    { when: "Next", timeline: "RAG system", href: "/services/rag-qa-systems", linkLabel: "RAG Q&A Systems" },
    { when: "Later", timeline: "AI workflow", href: "/services/ai-integration", linkLabel: "AI Integration" },
  ],
  note: "Your own roadmap follows from the assessment: it may start elsewhere, or hold one project only.",
} as const;
