import { Activity, Cable, Headset, MessagesSquare, Users, Workflow } from "lucide-react";
import type { CtaCopy, HeroCopy, ProcessStep, ServiceFeature, ServiceSeo } from "~/content/service-pages";

/** Copy of the AI Integration page (/services/ai-integration). */

export const integrationSeo: ServiceSeo = {
  name: "AI Integration",
  path: "/services/ai-integration",
  description:
    "AI integration for Concord, NC businesses: connect chatbots and AI workflows to your CRM, help desk, messaging apps and data, securely built on AWS.",
  serviceType: "AI Integration",
};

export const integrationHero: HeroCopy = {
  eyebrow: "AI Integration",
  title: "AI That Works Inside Your Everyday Tools",
  lead: "AI is most useful where your team already works. We connect assistants and automated workflows to your CRM, help desk, messaging apps and business data, so results flow straight into your processes.",
};

export const integrationFeatures = {
  title: "What We Integrate",
  intro: "Every integration is designed around your systems, secured on AWS and documented for your team.",
  items: [
    {
      icon: Users,
      title: "CRM Integration",
      description: "Leads and conversations from your chatbot land in your CRM with the details your sales team needs.",
    },
    {
      icon: Headset,
      title: "Help Desk and Ticketing",
      description: "Hand complex questions to a person with the full conversation attached, as a ticket in your help desk.",
    },
    {
      icon: MessagesSquare,
      title: "Messaging Apps",
      description: "Bring your assistant to the messaging apps your customers and staff already use.",
    },
    {
      icon: Workflow,
      title: "AI Workflow Automation",
      description: "Automate multi-step tasks such as sorting requests, drafting replies and updating records.",
    },
    {
      icon: Cable,
      title: "APIs and Data Connectors",
      description: "Connect AI to your databases, documents and business applications through secure APIs.",
    },
    {
      icon: Activity,
      title: "Monitoring and Analytics",
      description: "Dashboards and alerts show how integrations perform and where they save your team time.",
    },
  ] satisfies ServiceFeature[],
};

export const integrationProcess = {
  title: "How We Integrate",
  intro: "A careful, step-by-step approach that keeps your current systems running throughout.",
  steps: [
    { number: 1, title: "Map", description: "We map your tools, data and the workflow you want to improve." },
    { number: 2, title: "Design", description: "We design the integration, its security and what happens when something fails." },
    { number: 3, title: "Build and Test", description: "We build it on AWS and test it with real scenarios before anything goes live." },
    { number: 4, title: "Launch and Monitor", description: "We launch, watch the results with you and fine-tune as your needs change." },
  ] satisfies ProcessStep[],
};

export const integrationCta: CtaCopy = {
  title: "Connect AI to the Way You Work",
  text: "Tell us which tools your team relies on and we will show you how AI can plug into them.",
};

/** The map of the tools an assistant is connected to; the tools and what passes are the features above. */
export const integrationToolsMap = {
  title: "One Assistant, Connected to Your Tools",
  intro:
    "Your assistant sits in the middle and your systems stay where they are. Each connection carries one job, and your team keeps working in the tools it knows.",
  hub: "Your AI assistant",
  hubNote: "Secured on AWS",
} as const;
