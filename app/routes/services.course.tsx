import { data } from "react-router";
import type { Route } from "./+types/services.course";
import { CoursePage } from "~/components/course-page";
import { courseBySlug, coursePath, isoDuration } from "~/content/courses";
import { localPageTitle } from "~/content/service-pages";
import { courseJsonLd } from "~/lib/json-ld";
import { routeMeta, siteUrlFrom } from "~/lib/seo";
import { logger } from "~/server/logger.server";

/** The seven course pages share this route; any other /services/<slug> is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const course = courseBySlug(params.slug);
  if (!course) {
    const url = new URL(request.url);
    logger().warn(`404 Not Found: ${url.pathname}${url.search}`);
    throw data(null, { status: 404 });
  }
  return { slug: course.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const course = courseBySlug(loaderData?.slug);
  if (!course) return [];
  const path = coursePath(course.slug);
  const { duration } = course.levels[0];
  return routeMeta(matches, {
    title: localPageTitle(course.title),
    description: course.description,
    path,
    breadcrumbs: [
      { name: "Services", path: "/services" },
      { name: "AI Training", path: "/services/ai-training" },
      { name: course.title, path },
    ],
    jsonLd: [
      courseJsonLd(siteUrlFrom(matches), {
        name: course.title,
        description: course.description,
        path,
        isoDuration: isoDuration(duration),
      }),
    ],
  });
};

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  const course = courseBySlug(loaderData.slug);
  // The loader has already answered 404 for unknown slugs.
  if (!course) throw data(null, { status: 404 });
  return <CoursePage course={course} />;
}
