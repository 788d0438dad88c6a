import { publicPaths } from "../../app/content/site-map";
import { baseURL } from "../../playwright.config";
import { axe, expect, test } from "./fixtures";
import {
  expectNamedSectionsAndCards,
  fontCharacters,
  PRIMARY_FILL,
  strongFills,
  titleCaseExempt,
  titleCaseProblems,
  trackColourTransitions,
  trackShifts,
} from "./page-checks";

// Every public page, the newsletter's no-JavaScript answer and the not-found page, each loaded once
// and checked for everything a page owes: its head and landmarks, one primary colour, the capitals
// rule, Inter set after the first paint, no WCAG 2.2 AA violation and a quiet console.

// The browser tests' server runs with SITE_URL set to its own address (the build may have been
// made for another: the server renders its pages again for this one).
const SITE_URL = baseURL;

for (const path of [...publicPaths, "/newsletter", "/no-such-page"]) {
  const isPublic = (publicPaths as readonly string[]).includes(path);

  test(`${path}: its head and landmarks, one primary colour, the capitals rule, Inter after the first paint, axe and a quiet console`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "font") fonts.push(new URL(req.url()).pathname);
    });
    // A Content-Security-Policy violation is logged as an error too, so this also proves the
    // policy lets the page do its work.
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.addInitScript(trackColourTransitions);
    await page.addInitScript(trackShifts);

    const response = await page.goto(path);

    await test.step("one primary colour, from the first frame", async () => {
      if (!isPublic) return;
      const fills = await strongFills(page);
      // The page has a primary action, and no button of another strong colour.
      expect(fills.length).toBeGreaterThan(0);
      expect(fills.filter(({ fill }) => fill !== PRIMARY_FILL)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { colourTransitionsOnLoad: string[] }).colourTransitionsOnLoad)).toEqual([]);
    });

    await test.step("its head: one h1, a title, a description, its canonical URL and share card", async () => {
      if (!isPublic) return;
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect((await page.title()).length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE_URL}/og-image.jpg`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const imageAlt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
      expect(imageAlt?.length ?? 0).toBeGreaterThan(10);
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", imageAlt!);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => (JSON.parse(text) as { "@type": string })["@type"],
      );
      expect(types).toContain("ProfessionalService");
      if (path !== "/") expect(types).toContain("BreadcrumbList");
    });

    await test.step("every section has a heading and every card a unique name of its own heading", async () => {
      await expectNamedSectionsAndCards(page);
    });

    await test.step("headings follow the one capitals rule", async () => {
      const headings = await page
        .locator("h1, h2, h3, h4")
        .evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()));
      expect(headings.length).toBeGreaterThan(0);
      const wrong = headings
        .filter((heading) => !titleCaseExempt.has(heading))
        .map((heading) => ({ heading, words: titleCaseProblems(heading) }))
        .filter(({ words }) => words.length > 0);
      expect(wrong).toEqual([]);
    });

    await test.step("it paints before it fetches a font, then sets its text in Inter from the site's file", async () => {
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
      await expect(page.locator("html")).toHaveClass(/\binter\b/);
      await page.evaluate(() => document.fonts.ready);
      // The fallback takes Inter's room weight by weight; a line that breaks elsewhere in Inter is
      // the most that moves (well under the 0.1 that Lighthouse counts as good).
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.05);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter"'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter, "Inter Fallback"/);

      // Any font file, this one or a face added later, is asked for only after the first paint.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        fonts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\.woff2?$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.fonts.length).toBeGreaterThan(0);
      for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.paint!);

      // The page's text (a select's options too) is within the first file, the only one it fetches.
      const text = await page.evaluate(
        () => document.body.innerText + [...document.querySelectorAll("option")].map((o) => o.text).join(""),
      );
      expect(
        [...new Set(text)].filter((c) => c.trim() && !fontCharacters.has(c)),
        "add them to siteCharacters in scripts/make-fonts.mjs",
      ).toEqual([]);
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).toMatch(/^\/assets\/inter-site-wght-[\w-]+\.woff2$/);
    });

    await test.step("axe finds no WCAG 2.2 AA violation", async () => {
      const results = await axe(page).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
    });

    await test.step("no error or warning in the console", async () => {
      await page.waitForLoadState("networkidle");
      // The not-found page's own 404 is the one failed load the browser may report.
      const own404 = (problem: string) => response?.status() === 404 && /status of 404/.test(problem);
      expect(problems.filter((problem) => !own404(problem))).toEqual([]);
    });
  });
}

test("the Title Case rule itself", () => {
  expect(titleCaseProblems("Join Our Newsletter")).toEqual([]);
  expect(titleCaseProblems("Speed With Integrity")).toEqual([]);
  expect(titleCaseProblems("AI for Small Teams: A Practical Start")).toEqual([]);
  expect(titleCaseProblems("Hands-On AI Training on AWS")).toEqual([]);
  expect(titleCaseProblems("AWS-Native and Scalable")).toEqual([]);
  expect(titleCaseProblems("A Live Demo of 30-45 Minutes")).toEqual([]);
  expect(titleCaseProblems("Choose your plan")).toEqual(["your", "plan"]);
  expect(titleCaseProblems("Speed With integrity")).toEqual(["integrity"]);
  expect(titleCaseProblems("Training On AWS")).toEqual(["On"]);
  expect(titleCaseProblems("What It Comes With")).toEqual([]);
});
