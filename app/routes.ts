import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  // The staff workspace: hydrated React, never loaded by a public page; every route but
  // sign-in and Better Auth's own endpoints requires a session (app/server/auth/session.server.ts).
  route("admin/auth/*", "routes/admin/auth.ts"),
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-in/link", "routes/admin/sign-in-link.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/home.tsx"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/leads/export.csv", "routes/admin/leads-export.ts"),
    route("admin/leads/:id", "routes/admin/lead.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
