import type { Route } from "./+types/home";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Home"), description: "Home.", path: "/" });

export default function Page() {
  return <PageHero title="Home" />;
}
