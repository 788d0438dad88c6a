import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { logger } from "~/server/logger.server";

/** Catch-all: a real 404 status, a log line naming the path, and the not-found page. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger().warn(`404 Not Found: ${url.pathname}${url.search}`);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
