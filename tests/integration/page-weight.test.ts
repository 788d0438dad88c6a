import { existsSync } from "node:fs";
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
