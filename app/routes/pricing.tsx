import type { Route } from "./+types/pricing";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Pricing"), description: "Pricing.", path: "/pricing" });

export default function Page() {
  return <PageHero title="Pricing" />;
}
