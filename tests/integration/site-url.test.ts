// One origin: prerendered pages carry SITE_URL (canonical links, Open Graph, structured data, the
// sitemap and robots.txt). A build made for one origin and started with another serves the
// running one's, never the build's, and says so; the ready line names the address really bound.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataDirsForThisFile } from "../support/databases";
import { Site } from "../support/site";

const dataDir = dataDirsForThisFile();
const RUNNING = "https://shop.example.net";

describe("SITE_URL other than the build's", () => {
  let site: Site;
  let origin = "";
  let builtFor = "";

  beforeAll(async () => {
    builtFor = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(readFileSync("build/client/robots.txt", "utf8"))![1]!;
    site = new Site({ DATA_DIR: dataDir(), SITE_URL: RUNNING });
    origin = await site.start();
  }, 60_000);

  afterAll(() => site?.stop());

  it("serves every prerendered page, the sitemap and robots.txt for the running SITE_URL", async () => {
    expect(builtFor).not.toBe(RUNNING);
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(20);
    for (const loc of paths) expect(loc.startsWith(`${RUNNING}/`)).toBe(true);
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain(`Sitemap: ${RUNNING}/sitemap.xml`);

    for (const loc of paths) {
      const pagePath = loc.slice(RUNNING.length);
      const html = await (await fetch(`${origin}${pagePath}`)).text();
      expect(html, pagePath).toContain(`<link rel="canonical" href="${RUNNING}${pagePath === "/" ? "/" : pagePath}"`);
      expect(html, pagePath).not.toContain(builtFor);
    }
    const about = await (await fetch(`${origin}/about`)).text();
    expect(about).toContain(`<meta property="og:url" content="${RUNNING}/about"`);
    expect(about).toMatch(new RegExp(`"@id":"${RUNNING}/#organization"|"url":"${RUNNING}`));
    // A query string the copy does not answer goes to the server, which renders it the same way.
    expect(await (await fetch(`${origin}/sitemap.xml?from=test`)).text()).not.toContain(builtFor);
    // The build's files themselves are never served as they are.
    expect((await fetch(`${origin}/about/index.html`)).status).toBe(404);
    expect(await (await fetch(`${origin}/about.data`)).text()).not.toContain(builtFor);
  });

  it("renders them as the build did, but for the other origin", async () => {
    const built = readFileSync("build/client/about/index.html", "utf8").replaceAll(builtFor, RUNNING);
    expect(await (await fetch(`${origin}/about`)).text()).toBe(built);
  });

  it("says so once at start, and names the address it listens on", () => {
    const log = site.output();
    expect(log).toContain(`The build was made for SITE_URL ${builtFor}, the site runs as ${RUNNING}`);
    const port = new URL(origin).port;
    expect(log).toContain(`Site ready on http://127.0.0.1:${port} as ${RUNNING}`);
  });
});
