import { Bot, Compass, Eye, FileSearch, GraduationCap, Lightbulb, Sparkles, Timer, Users, Workflow, Cpu } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { company } from "~/content/company";

/** Copy of the About page (/about): intro, mission, what we do, how we work, core values. */

export interface AboutItem {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where the item is explained in full, when a page exists for it. */
  href?: string;
}

export const aboutSeo = {
  title: "About Us",
  description:
    "Meet Piedmont AI Works of Concord, NC: our mission to make secure, practical AI accessible to every business, how we work and the values behind every project.",
} as const;

export const aboutIntro = {
  eyebrow: "About Us",
  title: `About ${company.name}`,
  lead: `We are an AI services and training company based in ${company.address.city}, ${company.address.regionName}. We help small and medium businesses put AI to work safely: chatbots that answer customers, systems that answer questions from your own documents, and training that gives your team the confidence to use them.`,
} as const;

export const mission = {
  eyebrow: "Why we exist",
  title: "Our Mission",
  statement: company.mission,
  paragraphs: [
    "Large companies have data science teams and large budgets. Most businesses have neither, yet they face the same questions from customers and the same piles of documents. We close that gap with solutions that are simple to run, priced for smaller teams and safe by design.",
    "We build on a managed foundation-model service in the AWS cloud rather than running our own models. That keeps your data under your control, protected by the same security controls large enterprises rely on, and lets us spend your budget on what matters to your business.",
  ],
} as const;

export const whatWeDo = {
  title: "What We Do",
  intro: "Four services, one goal: AI that saves your team time and your customers effort.",
  items: [
    {
      icon: Bot,
      title: "Custom Chatbots and Assistants",
      description: "Assistants trained on your business that answer customers around the clock on your website and messaging apps.",
      href: "/services/ai-chatbots",
    },
    {
      icon: FileSearch,
      title: "RAG Systems for Document Q&A",
      description: "Ask your manuals, policies and contracts a question and get an answer with cited sources.",
      href: "/services/rag-qa-systems",
    },
    {
      icon: GraduationCap,
      title: "AWS Training Programs",
      description: "Hands-on courses in prompt engineering, AWS and generative AI for individuals and teams.",
      href: "/services/ai-training",
    },
    {
      icon: Compass,
      title: "AI Strategy Consulting",
      description: "A clear, practical roadmap: where AI pays off in your business, and how to get there securely.",
      href: "/services/ai-consulting",
    },
  ],
} as const satisfies { title: string; intro: string; items: readonly AboutItem[] };

export const howWeWork = {
  title: "How We Work",
  intro: "Every engagement rests on three things, in this order.",
  items: [
    {
      icon: Users,
      title: "People",
      description:
        "We start with the people who will use the solution: your customers and your staff. We learn their questions and their daily work before we suggest any technology.",
    },
    {
      icon: Workflow,
      title: "Process",
      description:
        "We map the process the AI will support, agree on what success looks like, and deliver in small steps you can review, test and approve.",
    },
    {
      icon: Cpu,
      title: "Technology",
      description:
        "Only then do we choose the tools: proven AWS services, guardrails that keep answers on topic, and monitoring so you always know how the system performs.",
    },
  ],
} as const satisfies { title: string; intro: string; items: readonly AboutItem[] };

export const coreValues = {
  title: "Our Core Values",
  intro: "The principles we hold ourselves to, on every project and in every class.",
  items: [
    {
      icon: Sparkles,
      title: "Simplicity Over Complexity",
      description: "The simplest solution that solves your problem wins. No jargon, no features you will never use.",
    },
    {
      icon: Eye,
      title: "Trust Through Transparency",
      description: "Clear prices, honest timelines, and answers that show their sources. You always know what you are paying for and why.",
    },
    {
      icon: Timer,
      title: "Speed With Integrity",
      description: "We move quickly, but never by cutting corners on security, privacy or quality.",
    },
    {
      icon: Lightbulb,
      title: "Education First",
      description: "We explain what we build and teach your team to run it, so you are never dependent on us to understand your own tools.",
    },
  ],
} as const satisfies { title: string; intro: string; items: readonly AboutItem[] };

export const aboutCta = {
  title: "Let's Talk About Your Business",
  text: "See what a chatbot or document Q&A system could do with your own content, or tell us about the problem you want to solve.",
  primary: { label: "Book a Free Demo", href: "/book-demo" },
  secondary: { label: "Contact Us", href: "/contact" },
} as const;
