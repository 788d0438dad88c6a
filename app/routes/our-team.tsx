import type { Route } from "./+types/our-team";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Our Leadership Team"), description: "Our Leadership Team.", path: "/our-team" });

export default function Page() {
  return <PageHero title="Our Leadership Team" />;
}
