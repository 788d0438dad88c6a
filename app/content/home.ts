import { Cloud, Gauge, Lock, ShieldCheck, Workflow, type LucideIcon } from "lucide-react";
import { serviceCards, type ServiceCard } from "~/content/services-catalog";

/** The home page's copy and figures (spec section 2, "Home"). */
export const homeHero = {
  eyebrow: "AI chatbots, RAG systems and AWS training",
  title: "Secure, Practical AI That Works for Your Business",
  lead: "We build AI chatbots and document Q&A systems on AWS and train your team to use them well, so small and medium businesses get real results from AI without the risk.",
  actions: {
    register: { label: "Register for AI Training", href: "/services/ai-training?register=true" },
    explore: { label: "Explore Services", href: "/services" },
    watch: { label: "Watch Solutions", href: "#video-solutions" },
  },
  /** Short reassurances under the buttons. */
  points: ["Live in 2-5 business days", "Built on AWS", "No credit card required"],
} as const;

export interface ImpactStat {
  value: string;
  label: string;
  description: string;
  /**
   * Where a measured figure (a share, a multiple) comes from: a client's results, a study.
   * `npm run check:launch` lists such a figure while it has none.
   */
  source?: string;
}

/** The four impact tiles, exactly as the spec words them. */
export const impactStats: readonly ImpactStat[] = [
  { value: "80%", label: "Routine inquiries automated", description: "Common questions answered without staff time." },
  { value: "24/7", label: "Support", description: "Customers get answers nights, weekends and holidays." },
  { value: "60%", label: "Faster response", description: "Replies in seconds instead of hours." },
  { value: "3X", label: "Satisfaction", description: "Happier customers who get help when they need it." },
];

const homeServiceSlugs = ["ai-chatbots", "rag-qa-systems", "ai-training", "ai-consulting"] as const;

/** The services overview: four of the catalogue's cards, in the spec's order. */
export const homeServices: readonly ServiceCard[] = homeServiceSlugs.map((slug) => {
  const card = serviceCards.find((c) => c.slug === slug);
  if (!card) throw new Error(`Missing service card ${slug}`);
  return card;
});

export interface Benefit {
  id: "productivity" | "automation" | "data-privacy" | "aws-scalability" | "guardrails";
  title: string;
  description: string;
  icon: LucideIcon;
}

export const benefits: readonly Benefit[] = [
  {
    id: "productivity",
    title: "Boost Productivity",
    description: "Give your team hours back every week by letting AI handle repetitive questions and searches.",
    icon: Gauge,
  },
  {
    id: "automation",
    title: "Automate Routine Work",
    description: "Answer routine inquiries, route requests and draft replies automatically, around the clock.",
    icon: Workflow,
  },
  {
    id: "data-privacy",
    title: "Keep Your Data Private",
    description: "Your documents power only your own assistant, with privacy designed in from the first conversation.",
    icon: Lock,
  },
  {
    id: "aws-scalability",
    title: "Scale on AWS",
    description: "Built on AWS infrastructure that grows from a handful of questions a day to thousands.",
    icon: Cloud,
  },
  {
    id: "guardrails",
    title: "AI Safety Guardrails",
    description: "Guardrails keep answers accurate, on topic and on brand, so you can trust what your AI says.",
    icon: ShieldCheck,
  },
];

export const homeCopy = {
  impactTitle: "The Impact of Practical AI",
  servicesEyebrow: "Services",
  servicesTitle: "AI Solutions and Training, Under One Roof",
  servicesIntro: "From customer-facing chatbots to hands-on AWS courses, we help you adopt AI with confidence.",
  viewAll: "View All Services",
  benefitsEyebrow: "Why AI, why now",
  benefitsTitle: "Benefits for Small and Medium Businesses",
  benefitsIntro: "Enterprise-grade AI, sized and priced for businesses like yours.",
  benefitsCta: {
    title: "See the benefits for yourself",
    text: "A free 30-45 minute demo shows what AI can do with your own customers' questions.",
    label: "Request a Demo",
    href: "/book-demo",
  },
  videoEyebrow: "See it in action",
  videoTitle: "Watch Our AI Solutions at Work",
  videoIntro: "Short demos of the chatbots, document Q&A systems and training we deliver for our clients.",
  ctaTitle: "Ready to See What AI Can Do for Your Business?",
  ctaText: "Book a free demo and we'll show you a working assistant for a business like yours. No credit card required.",
  ctaLabel: "Book a Free Demo",
  ctaHref: "/contact",
} as const;
