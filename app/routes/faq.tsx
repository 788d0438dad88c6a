import type { Route } from "./+types/faq";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Frequently Asked Questions"), description: "Frequently Asked Questions.", path: "/faq" });

export default function Page() {
  return <PageHero title="Frequently Asked Questions" />;
}
