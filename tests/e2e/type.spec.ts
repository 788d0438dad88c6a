import { expect, test } from "./fixtures";

// The site's typeface (app/fonts.css, decision 0019): Inter from this site, its Latin file
// preloaded, and a fallback scaled to Inter's metrics so the page keeps its layout either way.

test("pages preload the Latin Inter file from this site and set their text in Inter", async ({ page, request }) => {
  const fonts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "font") fonts.push(req.url());
  });
  await page.goto("/");
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("type", "font/woff2");
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  const href = (await preload.getAttribute("href"))!;
  expect(href).toMatch(/^\/assets\/inter-latin-wght-[\w-]+\.woff2$/);

  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter, "Inter Fallback"/);
  // English pages need the Latin file only, and it comes from this site.
  expect(fonts.map((url) => new URL(url).pathname)).toEqual([href]);

  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("the fallback face takes the same room as Inter, so a late font moves nothing", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => document.fonts.ready);
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
    return ["400", "600"].map((weight) => ({ inter: measure('"Inter"', weight), fallback: measure('"Inter Fallback"', weight) }));
  });
  for (const { inter, fallback } of sizes) {
    expect(Math.abs(fallback.width - inter.width) / inter.width).toBeLessThan(0.04);
    // The same number of lines at the same line height: a paragraph keeps its height.
    expect(fallback.height).toBe(inter.height);
  }
});
