/**
 * Every public, indexable path of the site. The router's prerender list, /sitemap.xml
 * and the route tests all read this list, so a page added here is built, listed and tested.
 */
export const coursePaths = [
  "/services/prompt-engineering",
  "/services/aws-technical-essentials",
  "/services/aws-development",
  "/services/generative-ai-aws-bedrock",
  "/services/practical-ml-sagemaker",
  "/services/no-code-ml-aws",
  "/services/practical-genai-aws",
] as const;

export const publicPaths = [
  "/",
  "/about",
  "/our-team",
  "/services",
  "/pricing",
  "/faq",
  "/book-demo",
  "/contact",
  "/privacy-policy",
  "/services/ai-chatbots",
  "/services/rag-qa-systems",
  "/services/ai-training",
  ...coursePaths,
  "/services/ai-consulting",
  "/services/ai-integration",
  "/terms-of-service",
  "/cookie-policy",
] as const;

export type PublicPath = (typeof publicPaths)[number];

/** Pages that read the database at request time are rendered per request, not prerendered. */
export const dynamicPaths: readonly PublicPath[] = ["/our-team", "/contact"];

export const prerenderPaths = publicPaths.filter((p) => !dynamicPaths.includes(p));
