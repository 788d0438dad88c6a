import { courseExample, demoExample, planExample } from "../../app/components/product-illustrations";
import { expect, test } from "./fixtures";

test.describe("home page", () => {
  test("hero buttons lead where the spec says, and Watch Solutions scrolls to the demos", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Register for AI Training" }).first()).toHaveAttribute(
      "href",
      "/services/ai-training?register=true",
    );
    await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await page.getByRole("link", { name: "Watch Solutions" }).click();
    await expect(page).toHaveURL(/#video-solutions$/);
    await expect(page.locator("#video-solutions")).toBeInViewport();
  });

  test("shows the four impact tiles and six testimonials", async ({ page }) => {
    await page.goto("/");
    for (const figure of ["80%", "24/7", "60%", "3X"]) await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
    await expect(page.locator("figure blockquote, blockquote")).toHaveCount(6);
  });
});

test.describe("demo video carousel", () => {
  test("poster, play, close, slide change, disabled ends, dots and arrow keys", async ({ page }) => {
    // Nothing of a demo loads before Play, and nothing ever from another host.
    const requests: string[] = [];
    page.on("request", (r) => {
      requests.push(r.url());
    });
    await page.goto("/#video-solutions");
    const origin = new URL(page.url()).origin;
    const videos = () => requests.filter((url) => /\.webm$/.test(new URL(url).pathname));
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const previous = carousel.getByRole("button", { name: /previous/i });
    const next = carousel.getByRole("button", { name: /next/i });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(carousel.locator("video, iframe")).toHaveCount(0);
    expect(videos()).toEqual([]);

    await carousel
      .getByRole("button", { name: /play demo/i })
      .first()
      .click();
    // The recording of the site's own assistant plays from the site itself.
    const player = carousel.locator("video");
    await expect(player).toHaveCount(1);
    const title = await carousel.locator("h3").first().textContent();
    await expect(player).toHaveAttribute("aria-label", `${title} (video)`);
    await expect(player).toHaveAttribute("src", /^\/assets\/pricing-[\w-]+\.webm$/);
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
    expect(videos()).toHaveLength(1);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    await carousel.getByRole("button", { name: "Close video" }).click();
    await expect(player).toHaveCount(0);
    await expect(carousel.getByRole("button", { name: /play demo/i }).first()).toBeVisible();

    // Changing slide resets a playing video to its poster.
    await carousel
      .getByRole("button", { name: /play demo/i })
      .first()
      .click();
    await expect(player).toHaveCount(1);
    await next.click();
    await expect(player).toHaveCount(0);
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await carousel.getByRole("button", { name: "Go to slide 3" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
  });
});

test("on a phone, a demo plays its recording made on a phone's screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#video-solutions");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel
    .getByRole("button", { name: /play demo/i })
    .first()
    .click();
  const player = carousel.locator("video");
  await expect(player).toHaveAttribute("src", /^\/assets\/pricing-phone-[\w-]+\.webm$/);
  await expect(player).toHaveAttribute("poster", /^\/assets\/pricing-phone-[\w-]+\.jpg$/);
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.videoHeight > video.videoWidth)).toBe(true);
});

test("each demo's poster shows the product in words, and the slide's text and Play button fit inside the slide", async ({ page }) => {
  // Without the slide animation: on a busy machine its frames come slowly, and this is about the slides' content.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/#video-solutions");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const posters = [planExample.question, courseExample.question, demoExample.question];
  for (const [index, words] of posters.entries()) {
    if (index) await carousel.getByRole("button", { name: `Go to slide ${index + 1}` }).click();
    const slide = carousel.locator("[data-carousel-slide]").nth(index);
    await expect(slide).toBeInViewport({ ratio: 0.6 });
    await expect(slide.getByText(words, { exact: true })).toBeVisible();
    const box = (await slide.boundingBox())!;
    for (const part of [slide.getByRole("heading", { level: 3 }), slide.getByRole("button", { name: /play demo/i })]) {
      const inner = (await part.boundingBox())!;
      expect(inner.y).toBeGreaterThanOrEqual(box.y);
      expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height);
    }
  }
});

test.describe("FAQ accordion", () => {
  test("14 questions, one open at a time, an open item collapses", async ({ page }) => {
    await page.goto("/faq");
    const triggers = page
      .locator("main")
      .getByRole("button", { expanded: false })
      .or(page.locator("main").getByRole("button", { expanded: true }));
    await expect(page.locator("main [aria-expanded]")).toHaveCount(14);
    const first = page.locator("main [aria-expanded]").nth(0);
    const second = page.locator("main [aria-expanded]").nth(1);
    const firstAnswer = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(firstAnswer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    expect(await triggers.count()).toBe(14);
  });
});

test.describe("AI Training registration section", () => {
  test("stays hidden until the register button is pressed", async ({ page }) => {
    await page.goto("/services/ai-training");
    const heading = page.getByRole("heading", { name: "Register for AI Training" });
    await expect(heading).toHaveCount(0);
    await page
      .getByRole("link", { name: /register for training/i })
      .first()
      .click();
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport();
  });

  test("shows with ?register=true and scrolls there after 100 ms", async ({ page }) => {
    await page.goto("/services/ai-training?register=true");
    const heading = page.getByRole("heading", { name: "Register for AI Training" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test("the home page's Register for AI Training button opens it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Register for AI Training" }).first().click();
    await expect(page).toHaveURL(/\/services\/ai-training\?register=true/);
    await expect(page.getByRole("heading", { name: "Register for AI Training" })).toBeInViewport();
  });
});

test.describe("course pages", () => {
  test("the SageMaker page has two tabs, Intermediate first and selected", async ({ page }) => {
    await page.goto("/services/practical-ml-sagemaker");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Intermediate Level", "Advanced Level"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("$125,000");
    // Only the selected tab is in the Tab order.
    await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0");
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("$150,000");
    // Switched in place, with an address that keeps the level on reload.
    await expect(page).toHaveURL(/\/services\/practical-ml-sagemaker\?level=advanced$/);
    await page.reload();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("$150,000");
    await tabs.nth(1).press("ArrowLeft");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("$125,000");
  });

  test("course pages show duration, audience and salary, a consultation link, and no pricing link", async ({ page }) => {
    await page.goto("/services/prompt-engineering");
    const main = page.locator("main");
    await expect(main).toContainText("1 day");
    await expect(main).toContainText("$115,000");
    await expect(main.getByRole("link", { name: "Book a Free Consultation" }).first()).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "View Pricing" })).toHaveCount(0);
    await page.goto("/services/practical-genai-aws");
    await expect(page.locator("main")).toContainText("6 weeks");
    await expect(page.locator("main")).toContainText("$180,000");
  });
});

test.describe("pricing", () => {
  test("three plans with their fees, Professional most popular, Book Now to /book-demo about that plan, add-ons table", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const main = page.locator("main");
    for (const fee of ["$299", "$29", "$899", "$99", "$2,500", "$500"]) await expect(main).toContainText(fee);
    await expect(main.getByText("Most Popular")).toHaveCount(1);
    const bookNow = main.getByRole("link", { name: /Book Now/ });
    await expect(bookNow).toHaveCount(3);
    for (const [index, plan] of ["starter", "professional", "premium"].entries()) {
      await expect(bookNow.nth(index)).toHaveAttribute("href", `/book-demo?interest=${plan}`);
    }
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(7);

    // The demo form starts with the plan as its subject, which the visitor may change.
    await main.getByRole("link", { name: "Book Now: Professional plan" }).click();
    await expect(page).toHaveURL(/\/book-demo\?interest=professional$/);
    await expect(page.getByLabel("Subject")).toHaveValue("Professional plan");
    await page.goto("/book-demo?interest=<b>anything</b>");
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });

  test("a service's request button carries the service to the demo form", async ({ page }) => {
    await page.goto("/services/ai-integration");
    await page.getByRole("link", { name: "Request an Integration" }).first().click();
    await expect(page.getByLabel("Subject")).toHaveValue("AI Integration");
  });
});
