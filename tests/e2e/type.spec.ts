import { expect, test } from "./fixtures";
import { trackShifts } from "./page-checks";

// The site's typeface (app/fonts.css, decision 0022): Inter from this site, set once the page has
// painted, so the first paint never waits for a font file; until then a fallback scaled to
// Inter's metrics, so the change moves nothing. Each page's own first paint and font file are
// checked in pages.spec.ts.

test("a later page paints in Inter from the start, from the cache; the workspace always does", async ({ page, request }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\binter\b/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => sessionStorage.getItem("site-typeface"))).toBe("inter");

  const fonts: string[] = [];
  page.on("requestfinished", async (req) => {
    if (req.resourceType() === "font") fonts.push(new URL(req.url()).pathname);
  });
  // The class is set in the page's first frame, before it is painted, and the file comes from the
  // cache: the page starts in Inter. (On a machine busy enough to paint before the module runs,
  // Inter comes a frame later; the fallback's metrics keep that to a hair.)
  await page.addInitScript(trackShifts);
  await page.goto("/pricing");
  // Set in the first frame's callback, which a busy machine may run after the load event.
  await expect(page.locator("html")).toHaveClass(/\binter\b/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.005);
  const href =
    fonts[0] ?? (await page.evaluate(() => performance.getEntriesByType("resource").find((e) => e.name.endsWith(".woff2"))!.name));
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  expect(response.headers()["cache-control"]).toContain("immutable");

  // Staff come back every day: the workspace's documents set Inter from the start.
  expect(await (await request.get("/admin/sign-in")).text()).toMatch(/^<!DOCTYPE html><html lang="en" class="inter">/);
});

test("the fallback faces take the same room as Inter in every weight, so Inter coming moves next to nothing", async ({ page }) => {
  await page.goto("/about");
  // Every weight of Inter is loaded before it is measured: the page itself may not use them all yet.
  await page.evaluate(() => Promise.all(["400", "500", "600", "700"].map((weight) => document.fonts.load(`${weight} 16px "Inter"`))));
  const sizes = await page.evaluate(() => {
    const text = document.querySelector("main p")!.textContent!.repeat(3);
    const measure = (family: string, style: string) => {
      const probe = document.createElement("p");
      probe.textContent = text;
      probe.style.cssText = `position:absolute;left:0;top:0;width:360px;font:${style} 16px/1.5 ${family}`;
      document.body.append(probe);
      const box = probe.getBoundingClientRect();
      const line = document.createElement("span");
      line.textContent = "Concord AI training courses for teams in North Carolina";
      line.style.cssText = `position:absolute;white-space:nowrap;font:${style} 16px ${family}`;
      document.body.append(line);
      const width = line.getBoundingClientRect().width;
      probe.remove();
      line.remove();
      return { height: box.height, width };
    };
    return ["400", "500", "600", "700"].map((weight) => ({
      inter: measure('"Inter"', weight),
      fallback: measure('"Inter Fallback"', weight),
    }));
  });
  for (const { inter, fallback } of sizes) {
    // Each weight has a fallback face of its own (Arial or Arial Bold), scaled to Inter's width.
    expect(Math.abs(fallback.width - inter.width) / inter.width).toBeLessThan(0.025);
    // The same number of lines at the same line height: a paragraph keeps its height.
    expect(fallback.height).toBe(inter.height);
  }
});
