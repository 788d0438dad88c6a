import type { Route } from "./+types/book-demo";
import { PageHero } from "~/components/page-hero";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: pageTitle("Book a Free Demo"), description: "Book a Free Demo.", path: "/book-demo" });

export default function Page() {
  return <PageHero title="Book a Free Demo" />;
}
