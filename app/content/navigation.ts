/** The top bar's links and the Services menu, in the spec's order. */
export interface MenuEntry {
  title: string;
  href: string;
  description: string;
  children?: readonly MenuEntry[];
}

export const mainNav = [
  { title: "Home", href: "/" },
  { title: "About Us", href: "/about" },
  { title: "Our Team", href: "/our-team" },
  { title: "Services", href: "/services" },
  { title: "Pricing", href: "/pricing" },
  { title: "Contact", href: "/contact" },
  { title: "FAQ", href: "/faq" },
] as const;

export const servicesMenu: readonly MenuEntry[] = [
  {
    title: "AI Chatbots",
    href: "/services/ai-chatbots",
    description: "Assistants that answer customers around the clock on your website and messaging apps.",
  },
  {
    title: "RAG Q&A Systems",
    href: "/services/rag-qa-systems",
    description: "Ask your own documents questions and get answers with cited sources.",
  },
  {
    title: "AI Training",
    href: "/services/ai-training",
    description: "Hands-on AWS and generative AI courses for individuals and teams.",
    children: [
      {
        title: "Prompt Engineering",
        href: "/services/prompt-engineering",
        description: "Write prompts that get reliable results, in one day.",
      },
      {
        title: "AWS Technical Essentials",
        href: "/services/aws-technical-essentials",
        description: "The core AWS services, security and architecture.",
      },
      { title: "Developing with AWS", href: "/services/aws-development", description: "Build and deploy applications with the AWS SDKs." },
      {
        title: "Build Generative AI Applications with AWS Bedrock",
        href: "/services/generative-ai-aws-bedrock",
        description: "RAG applications on a managed foundation-model service.",
      },
      {
        title: "Practical Machine Learning with AWS SageMaker",
        href: "/services/practical-ml-sagemaker",
        description: "Train, tune and deploy models, intermediate and advanced.",
      },
      {
        title: "No-code Machine Learning and Generative AI on AWS",
        href: "/services/no-code-ml-aws",
        description: "Machine learning and generative AI without writing code.",
      },
      {
        title: "Practical End-to-End Generative AI Application Building",
        href: "/services/practical-genai-aws",
        description: "From idea to a production generative AI application.",
      },
    ],
  },
  {
    title: "AI Consulting",
    href: "/services/ai-consulting",
    description: "Strategy, architecture and a practical roadmap for AI on AWS.",
  },
  {
    title: "AI Integration",
    href: "/services/ai-integration",
    description: "Connect AI to the tools and workflows your team already uses.",
  },
];

export const footerServices = [
  { title: "AI Chatbots", href: "/services/ai-chatbots" },
  { title: "RAG Q&A Systems", href: "/services/rag-qa-systems" },
  { title: "AI Training", href: "/services/ai-training" },
  { title: "AWS Consulting", href: "/services/ai-consulting" },
  { title: "AI Integration", href: "/services/ai-integration" },
] as const;

export const footerCompany = [
  { title: "About Us", href: "/about" },
  { title: "Pricing", href: "/pricing" },
  { title: "Book a Demo", href: "/book-demo" },
  { title: "Contact", href: "/contact" },
  { title: "Privacy Policy", href: "/privacy-policy" },
  { title: "Terms of Service", href: "/terms-of-service" },
  { title: "Cookie Policy", href: "/cookie-policy" },
] as const;

/** A link is current on its own path; Services is current for any path containing /services. */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  if (href === "/services") return pathname.includes("/services");
  return pathname === href || pathname.startsWith(`${href}/`);
}
