import type { Route } from "./+types/contact";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Contact Us"), description: "Contact Us.", path: "/contact" });

export default function Page() {
  return <PageHero title="Contact Us" />;
}
