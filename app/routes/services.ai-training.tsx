import type { Route } from "./+types/services.ai-training";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("AI Training"), description: "AI Training.", path: "/services/ai-training" });

export default function Page() {
  return <PageHero title="AI Training" />;
}
