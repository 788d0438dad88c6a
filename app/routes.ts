import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("our-team", "routes/our-team.tsx"),
  route("services", "routes/services.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("faq", "routes/faq.tsx"),
  route("book-demo", "routes/book-demo.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("services/ai-chatbots", "routes/services.ai-chatbots.tsx"),
  route("services/rag-qa-systems", "routes/services.rag-qa-systems.tsx"),
  route("services/ai-training", "routes/services.ai-training.tsx"),
  route("services/ai-consulting", "routes/services.ai-consulting.tsx"),
  route("services/ai-integration", "routes/services.ai-integration.tsx"),
  // The seven course pages share one template; unknown slugs answer 404.
  route("services/:slug", "routes/services.course.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("chat-widget", "routes/chat-widget.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
