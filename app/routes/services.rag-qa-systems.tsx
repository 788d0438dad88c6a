import type { Route } from "./+types/services.rag-qa-systems";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("RAG Q&A Systems"), description: "RAG Q&A Systems.", path: "/services/rag-qa-systems" });

export default function Page() {
  return <PageHero title="RAG Q&A Systems" />;
}
