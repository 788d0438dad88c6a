import type { Route } from "./+types/services";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Our Services"), description: "Our Services.", path: "/services" });

export default function Page() {
  return <PageHero title="Our Services" />;
}
