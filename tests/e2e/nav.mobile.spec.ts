import { servicesMenu } from "../../app/content/navigation";
import { publicPaths } from "../../app/content/site-map";
import { axe, expect, test } from "./fixtures";

test("on a phone the menu button toggles the list and a choice closes it", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Services pages" }).click();
  await menu.getByRole("button", { name: "AI Training courses" }).click();
  await expect(menu.getByRole("link", { name: "Prompt Engineering" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Pricing" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("at 320 px no page scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of publicPaths) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// The course names are the spec's (app/content/navigation.test.ts checks the module against it).
const courses = (servicesMenu.find((entry) => entry.href === "/services/ai-training")?.children ?? []).map((course) => course.title);
if (courses.length === 0) throw new Error("The services menu lists no AI Training courses.");

test("Services and AI Training are groups that start closed; Services stays a link", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/services");
  const services = menu.getByRole("button", { name: "Services pages" });
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "AI Chatbots" })).toBeHidden();

  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "AI Training", exact: true })).toHaveAttribute("href", "/services/ai-training");
  const training = menu.getByRole("button", { name: "AI Training courses" });
  await expect(training).toHaveAttribute("aria-expanded", "false");
  for (const course of courses) await expect(menu.getByRole("link", { name: course, exact: true })).toBeHidden();

  await training.click();
  await expect(training).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await training.getAttribute("aria-controls")}`);
  await expect(panel.getByRole("link")).toHaveText(courses);
  for (const course of courses) await expect(menu.getByRole("link", { name: course, exact: true })).toBeVisible();

  // Escape closes the innermost open group and returns focus to its button.
  await panel.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(training).toHaveAttribute("aria-expanded", "false");
  await expect(training).toBeFocused();
  await expect(menu).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
]) {
  test(`at ${viewport.width}x${viewport.height} "Book a Free Demo" is in view when the menu opens, with its groups open too`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const demo = menu.getByRole("link", { name: "Book a Free Demo" });
    await expect(demo).toBeInViewport({ ratio: 1 });
    await menu.getByRole("button", { name: "Services pages" }).click();
    await menu.getByRole("button", { name: "AI Training courses" }).click();
    await expect(menu.getByRole("link", { name: courses.at(-1)! })).toBeVisible();
    await expect(demo).toBeInViewport({ ratio: 1 });
    // The menu scrolls within itself; the demo link stays in view at its end too.
    await menu.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
    await expect(menu.getByRole("link", { name: "FAQ" })).toBeInViewport();
    await expect(demo).toBeInViewport({ ratio: 1 });
    await demo.click();
    await expect(page).toHaveURL(/\/book-demo$/);
  });
}

test("the Chat button hides while the menu is open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const chat = page.getByRole("button", { name: "Chat", exact: true });
  await expect(chat).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(chat).toBeHidden();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(chat).toBeVisible();
});

/** Links whose box is shorter than 44 px (a comfortable tap target), as "name (height)". */
async function shortLinks(links: import("@playwright/test").Locator) {
  const boxes = await links.evaluateAll((all) =>
    all.map((link) => ({ name: link.textContent?.trim(), height: link.getBoundingClientRect().height })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  return boxes.filter((box) => box.height < 44).map((box) => `${box.name} (${box.height})`);
}

test("at 390 px the menu's, the footer's and the contact card's links are at least 44 px tall", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await menu.getByRole("button", { name: "Services pages" }).click();
  await menu.getByRole("button", { name: "AI Training courses" }).click();
  expect(await shortLinks(menu.getByRole("link"))).toEqual([]);
  expect(await shortLinks(menu.getByRole("button"))).toEqual([]);
  await page.getByRole("button", { name: "Close menu" }).click();

  expect(await shortLinks(page.getByRole("contentinfo").getByRole("link"))).toEqual([]);
  const card = page.getByRole("region", { name: "Contact Information" });
  expect(await shortLinks(card.getByRole("link"))).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violation with the menu and its groups open", async ({ page }) => {
  await page.goto("/services/prompt-engineering");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await menu.getByRole("button", { name: "Services pages" }).click();
  await menu.getByRole("button", { name: "AI Training courses" }).click();
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
