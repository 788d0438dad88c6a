import { expect, test } from "./fixtures";
import { coursePaths, publicPaths } from "../../app/content/site-map";
import { baseURL } from "../../playwright.config";

// The browser tests' server runs with SITE_URL set to its own address (the build may have been
// made for another: the server renders its pages again for this one).
const SITE_URL = baseURL;

const servicePaths = [
  "/services/ai-chatbots",
  "/services/rag-qa-systems",
  "/services/ai-training",
  "/services/ai-consulting",
  "/services/ai-integration",
];

test.describe("every public route", () => {
  for (const path of publicPaths) {
    test(`${path} answers 200 with one h1, a title, a description and its canonical URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect((await page.title()).length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE_URL}/og-image.jpg`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);

      const types = await jsonLdTypes(page);
      expect(types).toContain("ProfessionalService");
      if (path !== "/") expect(types).toContain("BreadcrumbList");
    });
  }
});

async function jsonLdTypes(page: import("@playwright/test").Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
}

test("course and service pages are titled '<service> in Concord, NC' and carry Course or Service data", async ({ page }) => {
  for (const path of coursePaths) {
    await page.goto(path);
    expect(await page.title()).toMatch(/^.+ in Concord, NC$/);
    expect(await jsonLdTypes(page)).toContain("Course");
  }
  for (const path of servicePaths) {
    await page.goto(path);
    expect(await page.title()).toMatch(/^.+ in Concord, NC$/);
    expect(await jsonLdTypes(page)).toContain("Service");
  }
});

test("the FAQ page carries FAQPage data with 14 questions", async ({ page }) => {
  await page.goto("/faq");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((t) => JSON.parse(t)).find((d) => d["@type"] === "FAQPage");
  expect(faq.mainEntity).toHaveLength(14);
});

test("the LocalBusiness data has address, geo, hours, price range, area and the four service types", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks.map((t) => JSON.parse(t)).find((d) => d["@type"] === "ProfessionalService");
  expect(business.address.addressLocality).toBe("Concord");
  expect(business.geo.latitude).toBeCloseTo(35.4, 0);
  expect(business.openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  });
  expect(business.priceRange).toBeTruthy();
  expect(business.areaServed.length).toBeGreaterThanOrEqual(11);
  expect(business.knowsAbout).toEqual(["AI Chatbots", "RAG Systems", "AWS Training", "AI Consulting"]);
});

test("an unknown path answers a real 404 with the not-found page, noindex", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
  await expect(page.getByText("We're sorry, but the page you were looking for doesn't exist.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveAttribute("content", "404");
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveCount(0);
});

test("an unknown course slug is a 404 too", async ({ request }) => {
  const response = await request.get("/services/no-such-course");
  expect(response.status()).toBe(404);
});

test("a trailing slash redirects with 301 to the one URL form", async ({ request }) => {
  const response = await request.get("/about/?utm_source=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/about?utm_source=x");
});

test("sitemap.xml lists every public route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of publicPaths) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("prerendered pages come compressed with a validator and revalidate with 304", async ({ request }) => {
  const first = await request.get("/pricing", { headers: { "Accept-Encoding": "br" } });
  expect(first.headers()["content-encoding"]).toBe("br");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/pricing", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
});
