import type { Route } from "./+types/cookie-policy";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Cookie Policy"), description: "Cookie Policy.", path: "/cookie-policy" });

export default function Page() {
  return <PageHero title="Cookie Policy" />;
}
