import type { Route } from "./+types/services.ai-chatbots";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("AI Chatbots"), description: "AI Chatbots.", path: "/services/ai-chatbots" });

export default function Page() {
  return <PageHero title="AI Chatbots" />;
}
