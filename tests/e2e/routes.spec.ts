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

// Each page's head and landmarks are checked in pages.spec.ts.

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read back as free-form JSON */
async function jsonLd(page: import("@playwright/test").Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** A page's HTML as the server sends it: its title and its JSON-LD blocks, without a browser. */
async function served(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read back as free-form JSON
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );
  return { title, data };
}

// Read from the served HTML (the data is in the page as sent; no script adds it), so thirteen pages take no browser.
test("course and service pages are titled '<service> in Concord, NC' and carry Course or Service data", async ({ request }) => {
  for (const path of coursePaths) {
    const { title, data } = await served(request, path);
    expect(title, path).toMatch(/^.+ in Concord, NC$/);
    const course = data.find((block) => block["@type"] === "Course");
    expect(course, path).toBeDefined();
    // No published price, so no offer; the course's length is the instance's duration, not a workload.
    expect(course!.offers).toBeUndefined();
    expect(course!.areaServed).toBeUndefined();
    expect(course!.hasCourseInstance.length).toBeGreaterThan(0);
    for (const instance of course!.hasCourseInstance) {
      expect(instance).toMatchObject({ "@type": "CourseInstance", courseMode: expect.any(String), duration: course!.timeRequired });
      expect(instance.courseWorkload).toBeUndefined();
    }
  }
  for (const path of servicePaths) {
    const { title, data } = await served(request, path);
    expect(title, path).toMatch(/^.+ in Concord, NC$/);
    expect(
      data.map((block) => block["@type"]),
      path,
    ).toContain("Service");
  }
});

test("the FAQ page carries FAQPage data with 14 questions", async ({ request }) => {
  const { data } = await served(request, "/faq");
  expect(data.find((block) => block["@type"] === "FAQPage")!.mainEntity).toHaveLength(14);
});

test("the LocalBusiness data has address, geo, hours, price range, area and the four service types", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks.map((t) => JSON.parse(t)).find((d) => d["@type"] === "ProfessionalService");
  expect(business.address.addressLocality).toBe("Concord");
  // Coordinates with exactly five decimals, the same in the data and in the geo meta tags.
  expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: "35.40880", longitude: "-80.57950" });
  expect(business.serviceArea.geoMidpoint).toEqual(business.geo);
  await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", "35.40880;-80.57950");
  await expect(page.locator('meta[name="ICBM"]')).toHaveAttribute("content", "35.40880, -80.57950");
  expect(business.openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  });
  expect(business.priceRange).toBeTruthy();
  expect(business.areaServed.length).toBeGreaterThanOrEqual(11);
  expect(business.knowsAbout).toEqual(["AI Chatbots", "RAG Systems", "AWS Training", "AI Consulting"]);
});

test("the contact page carries Event data for each upcoming webinar, and none for past ones", async ({ page }) => {
  await page.goto("/contact");
  const events = (await jsonLd(page)).filter((data) => data["@type"] === "Event");
  // The browser tests' database holds one upcoming webinar 30 days ahead (60 minutes, New York) and one past.
  const event = events.find((data) => data.name === "AI for Small Teams: A Practical Start");
  expect(event).toMatchObject({
    "@context": "https://schema.org",
    description: "What chatbots and document Q&A can do for a small team.",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    isAccessibleForFree: true,
    location: { "@type": "VirtualLocation", url: `${SITE_URL}/contact#webinar-ai-for-small-teams` },
    organizer: { name: "Piedmont AI Works", url: `${SITE_URL}/` },
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD", url: `${SITE_URL}/contact#webinar-ai-for-small-teams` },
  });
  // Local time in the webinar's zone with its offset, and the end an hour later.
  expect(event!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
  expect(Date.parse(event!.endDate) - Date.parse(event!.startDate)).toBe(60 * 60_000);
  // The same instant as the page shows, to the second (Event dates carry no milliseconds; the
  // test database's webinar starts at "now + 30 days", milliseconds included).
  const shown = await page.locator("#webinar-ai-for-small-teams time").getAttribute("datetime");
  expect(Date.parse(event!.startDate)).toBe(Math.floor(Date.parse(shown!) / 1000) * 1000);
  expect(events.some((data) => data.name === "Last Month's Session")).toBe(false);
});

test("an unknown path answers a real 404 with the not-found page, noindex", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
  await expect(page.getByText("We're sorry, but the page you were looking for doesn't exist.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveAttribute("content", "404");
  // Shared links to a wrong address still show a card, but the page has no canonical URL.
  const head = page.locator("head");
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
  expect(await page.title()).toContain("404 - Page Not Found");
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", /page you were looking for/);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE_URL}/og-image.jpg`);
  const imageAlt = await head.locator('meta[property="og:image:alt"]').getAttribute("content");
  expect(imageAlt?.length ?? 0).toBeGreaterThan(10);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute("content", await page.title());
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", `${SITE_URL}/og-image.jpg`);
  await expect(head.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", imageAlt!);
  await expect(head.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  await expect(head.locator('meta[name="robots"]')).toHaveCount(1);
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
