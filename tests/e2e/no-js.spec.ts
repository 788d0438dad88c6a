import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("a page read with JavaScript off holds its whole text", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Join Our Newsletter")).toBeVisible();
});

test("with JavaScript off the FAQ, services and course pages still show their content", async ({ page }) => {
  await page.goto("/faq");
  const answers = page.locator("[data-accordion] [role=region]");
  expect(await answers.count()).toBeGreaterThan(5);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
  await page.goto("/services");
  await expect(page.locator("main a[href='/services/ai-chatbots']").first()).toBeVisible();
  await expect(page.locator("main a[href^='/services/']")).not.toHaveCount(0);
  await page.goto("/services/practical-ml-sagemaker");
  await expect(page.getByRole("tab", { name: "Intermediate Level" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("$125,000");
  // Each level's tab is a link the server answers with that level selected.
  await page.getByRole("tab", { name: "Advanced Level" }).click();
  await expect(page).toHaveURL(/\?level=advanced#course-levels$/);
  await expect(page.getByRole("tab", { name: "Advanced Level" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("$150,000");
  await expect(page.getByRole("tablist")).toBeInViewport();
  await page.goto("/services/ai-training?register=true");
  await expect(page.getByRole("heading", { name: "Register for AI Training" })).toBeVisible();
});

test("with JavaScript off the register button on the training page still reveals the section", async ({ page }) => {
  await page.goto("/services/ai-training");
  await expect(page.getByRole("heading", { name: "Register for AI Training" })).toHaveCount(0);
  await page
    .getByRole("link", { name: /register for training/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Register for AI Training" })).toBeVisible();
});

test("with JavaScript off the phone menu opens, shows every link with its groups open, and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/faq");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Chat", exact: true })).toBeHidden();
  for (const name of [
    "Home",
    "Services",
    "AI Chatbots",
    "AI Training",
    "Prompt Engineering",
    "No-code Machine Learning and Generative AI on AWS",
    "FAQ",
    "Book a Free Demo",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("button")).toHaveCount(0);
  await page.getByRole("link", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("link", { name: "Open menu" })).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole("link", { name: "Open menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
