import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Privacy Policy"), description: "Privacy Policy.", path: "/privacy-policy" });

export default function Page() {
  return <PageHero title="Privacy Policy" />;
}
