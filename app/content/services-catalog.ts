import {
  BadgeCheck,
  Bot,
  BrainCircuit,
  Cloud,
  CodeXml,
  Compass,
  FileSearch,
  GraduationCap,
  Handshake,
  Rocket,
  ShieldCheck,
  Sparkles,
  Wand,
  Workflow,
  type LucideIcon,
} from "lucide-react";

/** The /services page: ten service cards in the spec's order, why-choose points and success stories. */
export type ServiceCategory = "AI Solutions" | "AI Training" | "Consulting";

export interface ServiceCard {
  slug: string;
  title: string;
  description: string;
  icon: LucideIcon;
  category: ServiceCategory;
  /** A short fact shown on the card, e.g. a course's length. */
  tag?: string;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    slug: "ai-chatbots",
    title: "AI Chatbots",
    description: "Custom assistants that answer customers 24/7 on your website and messaging apps, trained on your own content.",
    icon: Bot,
    category: "AI Solutions",
  },
  {
    slug: "rag-qa-systems",
    title: "RAG Q&A Systems",
    description: "Ask your documents a question and get an accurate answer with cited sources, in seconds instead of hours.",
    icon: FileSearch,
    category: "AI Solutions",
  },
  {
    slug: "ai-training",
    title: "AI Training",
    description: "Hands-on AWS and generative AI courses for individuals and teams, from first prompt to production.",
    icon: GraduationCap,
    category: "AI Training",
    tag: "8 courses",
  },
  {
    slug: "prompt-engineering",
    title: "Prompt Engineering",
    description: "Write prompts that produce reliable, useful results with today's AI tools, in a single focused day.",
    icon: Wand,
    category: "AI Training",
    tag: "1-day course",
  },
  {
    slug: "aws-technical-essentials",
    title: "AWS Technical Essentials",
    description: "The core AWS services, security and architecture principles every cloud and AI project builds on.",
    icon: Cloud,
    category: "AI Training",
    tag: "6-week course",
  },
  {
    slug: "aws-development",
    title: "Developing with AWS",
    description: "Build, test and deploy cloud applications with the AWS SDKs and developer tools.",
    icon: CodeXml,
    category: "AI Training",
    tag: "6-week course",
  },
  {
    slug: "generative-ai-aws-bedrock",
    title: "Build Generative AI Applications with AWS Bedrock",
    description: "Design and ship retrieval-augmented generation (RAG) applications on a managed foundation-model service.",
    icon: Sparkles,
    category: "AI Training",
    tag: "6-week course",
  },
  {
    slug: "practical-ml-sagemaker",
    title: "Practical Machine Learning with AWS SageMaker",
    description: "Train, tune and deploy machine learning models, with intermediate and advanced levels.",
    icon: BrainCircuit,
    category: "AI Training",
    tag: "6-week course",
  },
  {
    slug: "ai-consulting",
    title: "AI Consulting",
    description: "Strategy, architecture and a practical roadmap for AI on AWS, matched to your goals and budget.",
    icon: Compass,
    category: "Consulting",
  },
  {
    slug: "ai-integration",
    title: "AI Integration",
    description: "Connect AI to the tools and workflows your team already uses, and automate the repetitive steps.",
    icon: Workflow,
    category: "Consulting",
  },
];

export function serviceHref(slug: string): string {
  return `/services/${slug}`;
}

export interface WhyChooseItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const whyChoose: readonly WhyChooseItem[] = [
  {
    title: "Built for Small and Medium Businesses",
    description: "Right-sized solutions and clear plans, from a one-page website assistant to fully automated workflows.",
    icon: Handshake,
  },
  {
    title: "Fast Time to Value",
    description: "Your first chatbot is typically live in 2-5 business days, not months.",
    icon: Rocket,
  },
  {
    title: "Secure by Design",
    description: "Data privacy and AI safety guardrails are part of every project, not an afterthought.",
    icon: ShieldCheck,
  },
  {
    title: "AWS-Native and Scalable",
    description: "We build on AWS and its managed foundation-model service, so your solution grows with your business.",
    icon: Cloud,
  },
  {
    title: "Education First",
    description: "We train your team to use AI well, so the results last after launch.",
    icon: GraduationCap,
  },
  {
    title: "Transparent Pricing",
    description: "Published setup and monthly fees, no surprises, and a 7-day satisfaction guarantee on the Starter plan.",
    icon: BadgeCheck,
  },
];

export interface SuccessStory {
  id: string;
  industry: string;
  title: string;
  challenge: string;
  solution: string;
  service: { title: string; slug: string };
  results: readonly { value: string; label: string }[];
}

/** Static stories built on the spec's marketing claims; client names are withheld. */
export const successStories: readonly SuccessStory[] = [
  {
    id: "online-retailer",
    industry: "Retail and e-commerce",
    title: "An Online Retailer Answers Shoppers Instantly",
    challenge: "Product and shipping questions piled up after hours, and shoppers left before anyone could reply.",
    solution: "An AI chatbot trained on the product catalogue and store policies, answering on the website around the clock.",
    service: { title: "AI Chatbots", slug: "ai-chatbots" },
    results: [
      { value: "Up to 30%", label: "lower support costs" },
      { value: "Up to 25%", label: "higher conversion rates" },
    ],
  },
  {
    id: "professional-services",
    industry: "Professional services",
    title: "A Professional Services Firm Finds Answers in Seconds",
    challenge: "Staff spent hours searching policies, contracts and manuals spread across shared drives.",
    solution: "A RAG Q&A system over the firm's documents that answers questions with links to the exact source.",
    service: { title: "RAG Q&A Systems", slug: "rag-qa-systems" },
    results: [{ value: "Up to 70%", label: "less time spent searching" }],
  },
  {
    id: "operations-team",
    industry: "Operations and logistics",
    title: "An Operations Team Automates the Busywork",
    challenge: "Reports, status emails and data entry took a growing share of every employee's week.",
    solution: "AI connected to the team's existing tools, plus hands-on training so everyone could use it well.",
    service: { title: "AI Integration", slug: "ai-integration" },
    results: [{ value: "5+ hours", label: "saved per employee per week" }],
  },
];

export const servicesCopy = {
  eyebrow: "What we do",
  title: "AI Services for Small and Medium Businesses",
  lead: "Chatbots, document Q&A systems, AWS training, consulting and integration: everything you need to put secure, practical AI to work, from one local team.",
  catalogTitle: "Our Services",
  catalogIntro: "Pick one service or combine several. Every engagement starts with a free conversation about your goals.",
  whyTitle: "Why Choose Us",
  whyIntro: "Practical AI that delivers results, built by people who explain every step.",
  storiesTitle: "Client Success Stories",
  storiesIntro: "What practical AI looks like in businesses like yours.",
  storiesNote: "Client names are withheld. Figures show the upper range of results we see; yours depend on your business.",
  ctaTitle: "Let's Find the Right AI Solution for Your Business",
  ctaText: "Book a free demo to see our solutions in action, or contact us to talk through your project. No credit card required.",
} as const;
