import { describe, expect, it } from "vitest";
import { pageAssets } from "../../bench/page-weight.mjs";

// The home page's budget check joins this file once the page meets it (see the benchmarks issue).
describe("page weight", () => {
  it("finds module scripts, preloads and stylesheets in a page's HTML, and nothing else", () => {
    const html = `<link rel="stylesheet" href="/assets/root-1.css"/><link rel="modulepreload" href="/assets/a.js"/>
      <link rel="icon" href="/favicon.svg"/><script type="module">import "/assets/entry.js";</script>`;
    expect(pageAssets(html)).toEqual({ js: ["/assets/a.js", "/assets/entry.js"], css: ["/assets/root-1.css"] });
  });
});
