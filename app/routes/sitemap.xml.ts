import { publicPaths } from "~/content/site-map";
import { absoluteUrl } from "~/lib/json-ld";
import { getEnv } from "~/server/env.server";

export function loader() {
  const { SITE_URL } = getEnv();
  const urls = publicPaths
    .map(
      (path) =>
        `  <url><loc>${absoluteUrl(SITE_URL, path)}</loc><changefreq>monthly</changefreq><priority>${path === "/" ? "1.0" : "0.7"}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
