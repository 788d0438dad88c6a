import type { Route } from "./+types/terms-of-service";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Terms of Service"), description: "Terms of Service.", path: "/terms-of-service" });

export default function Page() {
  return <PageHero title="Terms of Service" />;
}
