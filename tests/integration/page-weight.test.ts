import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { homeBudget, pageAssets, pageWeight } from "../../bench/page-weight.mjs";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

describe("page weight", () => {
  it("finds module scripts, preloads and stylesheets in a page's HTML, and nothing else", () => {
    const html = `<link rel="stylesheet" href="/assets/root-1.css"/><link rel="modulepreload" href="/assets/a.js"/>
      <link rel="icon" href="/favicon.svg"/><script type="module">import "/assets/entry.js";</script>
      <script type="module" src="/assets/enhance-2.js"></script>`;
    expect(pageAssets(html)).toEqual({ js: ["/assets/a.js", "/assets/enhance-2.js", "/assets/entry.js"], css: ["/assets/root-1.css"] });
  });
});

// The budget (benchmarks issue): measured on the build `npm test` makes before it runs this.
describe("home page budget", () => {
  it("loads at most 100 KB of JavaScript and 15 KB of CSS, gzip", () => {
    const home = path.join(clientDir, "index.html");
    expect(existsSync(home), "build/client/index.html is missing: run `npm run build` first").toBe(true);
    const weight = pageWeight(clientDir, "index.html");
    expect(weight.js.files, "the home page loads its enhancement module").toBeGreaterThan(0);
    expect(weight.css.files).toBeGreaterThan(0);
    expect(weight.js.gzip, `home JavaScript ${weight.js.gzip} B gzip`).toBeLessThanOrEqual(homeBudget.jsGzip);
    expect(weight.css.gzip, `home CSS ${weight.css.gzip} B gzip`).toBeLessThanOrEqual(homeBudget.cssGzip);
  });
});

// The workspace's own utilities are in app/workspace.css, which only its pages load.
describe("public pages' stylesheet", () => {
  it("is the site's one stylesheet, without the workspace's", () => {
    const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    expect(pages.length, "build/client has no prerendered pages: run `npm run build` first").toBeGreaterThan(20);
    for (const page of pages) {
      const { css } = pageAssets(readFileSync(path.join(clientDir, page), "utf8"));
      expect(css, page).toHaveLength(1);
      expect(css[0], page).toMatch(/^\/assets\/root-/);
      // The workspace's list fields are drawn by workspace.css alone.
      expect(readFileSync(path.join(clientDir, css[0]), "utf8"), page).not.toContain("select.field");
    }
  });
});
