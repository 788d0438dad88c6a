import { expect, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { addOns, formatUsd, plans } from "../../app/content/pricing";

/** The fixed top bar's height: content under it is not seen. */
const TOP_BAR = 64;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

function planCard(page: Page, name: string) {
  return page.locator("#plans").getByRole("article", { name, exact: true });
}

test.describe("pricing on a 1366 x 768 laptop screen", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("every plan's name and prices show without scrolling", async ({ page }) => {
    await page.goto("/pricing");
    for (const plan of plans) {
      const card = planCard(page, plan.name);
      const parts = [
        card.getByRole("heading", { name: plan.name, exact: true }),
        card.getByText(formatUsd(plan.monthlyFee), { exact: true }),
        card.getByText(`plus ${formatUsd(plan.setupFee)} one-time setup`, { exact: true }),
      ];
      for (const part of parts) {
        const { y, height } = await box(part);
        expect(y, `${plan.name}: ${part.toString()}`).toBeGreaterThanOrEqual(TOP_BAR);
        expect(y + height, `${plan.name}: ${part.toString()}`).toBeLessThanOrEqual(768);
      }
    }
  });

  test("the plans' Book Now buttons and Best for lines are level with each other", async ({ page }) => {
    await page.goto("/pricing");
    const tops = async (part: (card: Locator) => Locator) =>
      Promise.all(plans.map(async (plan) => Math.round((await box(part(planCard(page, plan.name)))).y)));
    const buttons = await tops((card) => card.getByRole("link", { name: /Book Now/ }));
    const bestFor = await tops((card) => card.getByText("Best for", { exact: true }));
    expect(new Set(buttons).size, `Book Now tops ${buttons.join(", ")}`).toBe(1);
    expect(new Set(bestFor).size, `Best for tops ${bestFor.join(", ")}`).toBe(1);
  });

  test("Premium's list says it builds on Professional", async ({ page }) => {
    await page.goto("/pricing");
    await expect(planCard(page, "Premium").getByText("Everything in Professional, plus:")).toBeVisible();
  });

  test("the add-ons are one table, and no add-on card is shown", async ({ page }) => {
    await page.goto("/pricing");
    const section = page.locator("#add-ons");
    await expect(section.getByRole("table")).toBeVisible();
    await expect(section.getByRole("table").getByRole("row")).toHaveCount(addOns.length + 1);
    // The cards are display:none, so out of the accessibility tree as well.
    await expect(section.getByRole("heading", { level: 3, name: addOns[0]!.name })).toHaveCount(0);
  });

  for (const path of ["/services", "/about", "/contact", "/faq", "/our-team", "/book-demo", "/services/ai-chatbots"]) {
    test(`on ${path} the content after the hero starts in the first screen`, async ({ page }) => {
      await page.goto(path);
      // The first visible, non-empty element after the hero: a heading, paragraph, button or card.
      const top = await page.evaluate(() => {
        const hero = document.querySelector("main")?.firstElementChild;
        const next = hero?.nextElementSibling;
        if (!next) return null;
        for (const element of next.querySelectorAll("h2, h3, p, a, button, li, label, input")) {
          const rect = element.getBoundingClientRect();
          if (rect.width > 1 && rect.height > 1 && (element.textContent ?? "").trim() !== "") return rect.top;
        }
        return null;
      });
      expect(top).not.toBeNull();
      // At least a line of it shows above the fold.
      expect(top!).toBeLessThan(768 - 40);
    });
  }
});

for (const width of [320, 390]) {
  test.describe(`pricing on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the add-ons are cards with name, description and fees, and nothing is wider than the screen", async ({ page }) => {
      await page.goto("/pricing");
      const section = page.locator("#add-ons");
      await expect(section.locator("table")).toBeHidden();
      await expect(section.getByRole("table")).toHaveCount(0);
      const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(cards).toHaveCount(addOns.length);
      for (const [i, addOn] of addOns.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 3, name: addOn.name, exact: true })).toBeVisible();
        await expect(card.getByText(addOn.description)).toBeVisible();
        await expect(card.getByText(formatUsd(addOn.oneTimeFee), { exact: true })).toBeVisible();
        await expect(card.getByText(`+${formatUsd(addOn.monthlyImpact)}`, { exact: true })).toBeVisible();
      }
      const overflow = await page.evaluate(() => {
        const wide = [...document.querySelectorAll("main *:not(svg *)")].filter(
          (e) => e.getBoundingClientRect().right > window.innerWidth + 0.5,
        );
        return { page: document.documentElement.scrollWidth - window.innerWidth, wide: wide.map((e) => e.outerHTML.slice(0, 80)) };
      });
      expect(overflow).toEqual({ page: 0, wide: [] });
    });
  });
}
