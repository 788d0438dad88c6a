import type { Route } from "./+types/services.ai-integration";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("AI Integration"), description: "AI Integration.", path: "/services/ai-integration" });

export default function Page() {
  return <PageHero title="AI Integration" />;
}
