import { data } from "react-router";
import type { Route } from "./+types/services.course";
import { PageHero } from "~/components/page-hero";
import { coursePaths } from "~/content/site-map";
import { routeMeta } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const path = `/services/${params.slug}`;
  if (!(coursePaths as readonly string[]).includes(path)) throw data(null, { status: 404 });
  return { path };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? routeMeta(matches, { title: "Course in Concord, NC", description: "Course.", path: loaderData.path }) : [];

export default function Page() {
  return <PageHero title="Course" />;
}
