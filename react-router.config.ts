import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map";

export default {
  ssr: true,
  // Content pages are built to HTML once; /our-team and /contact read the database per request.
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
