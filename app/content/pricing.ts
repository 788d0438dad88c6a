import { ChartColumn, Crown, Layers, PackagePlus, Rocket, ShieldCheck, Lock, Sparkles, Zap, type LucideIcon } from "lucide-react";

/**
 * Chatbot plans and add-ons (spec section 9). Fees are whole US dollars; every page and the
 * FAQ read them from here, so a price change is made once.
 */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole-dollar amounts as "$2,500". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export interface PlanFeature {
  label: string;
  /** false marks something the plan leaves out; the label says so ("No integrations"). */
  included: boolean;
}

export interface PricingPlan {
  id: "starter" | "professional" | "premium";
  name: string;
  icon: LucideIcon;
  setupFee: number;
  monthlyFee: number;
  /** The monthly fee is a starting point that grows with volume. */
  monthlyFeeVaries?: boolean;
  description: string;
  /**
   * Opens the feature list of a plan that builds on the one before it ("Everything in
   * Professional, plus:"), so its list names only what it adds.
   */
  featuresLeadIn?: string;
  features: readonly PlanFeature[];
  bestFor: string;
  businessValue: string;
  highlighted: boolean;
  badge?: string;
}

export interface AddOn {
  id: string;
  icon: LucideIcon;
  name: string;
  description: string;
  oneTimeFee: number;
  /** Added to the monthly fee while the add-on is active. */
  monthlyImpact: number;
}

export const plans: readonly PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    icon: Rocket,
    setupFee: 299,
    monthlyFee: 29,
    description: "A focused website assistant that answers your most common questions from day one.",
    features: [
      { label: "AI chatbot on your website", included: true },
      { label: "Trained on up to 10 FAQs or documents", included: true },
      { label: "500 queries per month", included: true },
      { label: "Guardrails and real-time streaming available as add-ons", included: true },
      { label: "No integrations", included: false },
      { label: "No analytics dashboard", included: false },
      { label: "No AI workflow automation", included: false },
    ],
    bestFor: "Local shops, solo practices and service businesses taking their first step with AI.",
    businessValue: "Stop answering the same questions by hand and capture visitors' questions after hours.",
    highlighted: false,
  },
  {
    id: "professional",
    name: "Professional",
    icon: Sparkles,
    setupFee: 899,
    monthlyFee: 99,
    description: "Your assistant on your website and a messaging app, connected to the tools your team uses.",
    features: [
      { label: "AI chatbot on your website plus one messaging app", included: true },
      { label: "Trained on up to 50 documents", included: true },
      { label: "3,000 queries per month", included: true },
      { label: "Basic guardrails included", included: true },
      { label: "Real-time streaming included", included: true },
      { label: "1 integration with your business systems", included: true },
      { label: "Analytics dashboard available as an add-on", included: true },
    ],
    bestFor: "Growing teams that field questions across channels and want answers tied to their own systems.",
    businessValue: "Automate routine inquiries across channels and free staff for the conversations that need a person.",
    highlighted: true,
    badge: "Most Popular",
  },
  {
    id: "premium",
    name: "Premium",
    icon: Crown,
    setupFee: 2500,
    monthlyFee: 500,
    monthlyFeeVaries: true,
    description:
      "High-volume AI with full analytics and workflow automation. The monthly fee varies with volume, from $500 to $1,000 or more.",
    featuresLeadIn: "Everything in Professional, plus:",
    features: [
      { label: "20,000+ queries per month", included: true },
      { label: "Full analytics dashboard", included: true },
      { label: "AI workflow automation included", included: true },
    ],
    bestFor: "Businesses with high inquiry volumes or multi-step processes ready to automate end to end.",
    businessValue: "Turn AI into an operating advantage: measurable service levels and automated workflows at scale.",
    highlighted: false,
  },
];

export const addOns: readonly AddOn[] = [
  {
    id: "guardrails",
    icon: ShieldCheck,
    name: "Guardrails",
    description: "Safety rules that keep answers on topic, on brand and free of harmful content.",
    oneTimeFee: 100,
    monthlyImpact: 25,
  },
  {
    id: "streaming",
    icon: Zap,
    name: "Real-time Streaming",
    description: "Answers appear word by word as they are written, so conversations feel instant.",
    oneTimeFee: 100,
    monthlyImpact: 25,
  },
  {
    id: "security",
    icon: Lock,
    name: "Enhanced Security",
    description: "Additional protection and access controls for sensitive business data.",
    oneTimeFee: 150,
    monthlyImpact: 30,
  },
  {
    id: "analytics",
    icon: ChartColumn,
    name: "Analytics Dashboard",
    description: "See what customers ask, how the assistant answers and where it can improve.",
    oneTimeFee: 100,
    monthlyImpact: 25,
  },
  {
    id: "query-pack",
    icon: PackagePlus,
    name: "Extra Query Pack",
    description: "Adds 1,000 queries per month to your plan's allowance.",
    oneTimeFee: 50,
    monthlyImpact: 20,
  },
  {
    id: "token-pack",
    icon: Layers,
    name: "Token Expansion Pack",
    description: "Adds 500,000 tokens for longer documents and more detailed answers.",
    oneTimeFee: 50,
    monthlyImpact: 20,
  },
];

export const pricingCopy = {
  eyebrow: "Simple, transparent pricing",
  title: "AI Chatbot Plans and Pricing",
  lead: "A one-time setup fee and a clear monthly fee. Start small, add capabilities as you grow, and pay only for what your business uses.",
  plansTitle: "Choose Your Plan",
  plansIntro:
    "Every plan starts with a one-time setup, in which we build and train your assistant on your content, then a monthly fee that matches your plan.",
  setupLabel: "one-time setup",
  featuresTitle: "What's Included",
  addOnsTitle: "Add-Ons",
  addOnsIntro:
    "Extend any plan when you need to. Each add-on has a one-time fee and adds its own amount to your monthly bill, as listed below.",
  addOnsCaption: "Chatbot add-ons with their one-time fee and monthly impact, in US dollars",
  addOnsOneTimeLabel: "One-time fee",
  addOnsMonthlyLabel: "Monthly impact",
  guaranteeTitle: "7-Day Satisfaction Guarantee",
  guaranteeText: `Not satisfied within the first 7 days? We refund your Starter setup fee of ${formatUsd(planById("starter").setupFee)}.`,
  billingNotes: [
    "The setup fee is paid once.",
    "Need more queries? Add an Extra Query Pack rather than changing plans.",
    "No credit card is required to book a free demo.",
  ],
  ctaTitle: "Not Sure Which Plan Is Right for You?",
  ctaText: "Tell us about your business and we'll recommend the plan and add-ons that fit your goals and budget.",
} as const;

export function planById(id: PricingPlan["id"]): PricingPlan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export function addOnById(id: string): AddOn {
  const addOn = addOns.find((a) => a.id === id);
  if (!addOn) throw new Error(`Unknown add-on ${id}`);
  return addOn;
}
