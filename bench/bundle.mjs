// What each prerendered route loads (JS and CSS, raw and gzip level 9), measured from the built
// HTML with bench/page-weight.mjs, and the home page against its budget.
import { existsSync } from "node:fs";
import path from "node:path";
import { homeBudget, pageWeight } from "./page-weight.mjs";

/** build/client-relative HTML file of a route, e.g. "/about" → "about/index.html". */
export function htmlFileOf(/** @type {string} */ route) {
  return route === "/" ? "index.html" : `${route.replace(/^\/+|\/+$/g, "")}/index.html`;
}

/**
 * @param {{ clientDir: string, routes: string[] }} options
 */
export function measureBundles({ clientDir, routes }) {
  /** @type {Record<string, ReturnType<typeof pageWeight>>} */
  const pages = {};
  /** Routes in the sitemap without a prerendered file (server-rendered, e.g. /our-team). */
  const serverRendered = [];
  for (const route of routes) {
    const file = htmlFileOf(route);
    if (!existsSync(path.join(clientDir, file))) {
      serverRendered.push(route);
      continue;
    }
    pages[route] = pageWeight(clientDir, file);
  }
  const home = pages["/"] ?? null;
  return {
    pages,
    serverRendered,
    home: home && {
      ...home,
      budget: homeBudget,
      jsWithinBudget: home.js.gzip <= homeBudget.jsGzip,
      cssWithinBudget: home.css.gzip <= homeBudget.cssGzip,
    },
  };
}
