import type { Route } from "./+types/about";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("About Us"), description: "About Us.", path: "/about" });

export default function Page() {
  return <PageHero title="About Us" />;
}
