import type { Route } from "./+types/services.ai-consulting";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("AI Consulting"), description: "AI Consulting.", path: "/services/ai-consulting" });

export default function Page() {
  return <PageHero title="AI Consulting" />;
}
