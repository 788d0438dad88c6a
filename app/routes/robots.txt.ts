import { absoluteUrl } from "~/lib/json-ld";
import { getEnv } from "~/server/env.server";

export function loader() {
  const { SITE_URL } = getEnv();
  const body = ["User-agent: *", "Allow: /", "Disallow: /chat-widget", "", `Sitemap: ${absoluteUrl(SITE_URL, "/sitemap.xml")}`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
