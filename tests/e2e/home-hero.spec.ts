import { expect, test } from "./fixtures";
import { company } from "../../app/content/company";
import { DEMO_LENGTH } from "../../app/content/book-demo";
import { homeHero } from "../../app/content/home";

const widths = [320, 390, 768, 1024, 1280, 1366, 1440];
const { register, explore, watch } = homeHero.actions;

test.describe("home hero actions", () => {
  for (const width of widths) {
    test(`at ${width} px the three share one row or each has its own`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const hero = page.locator("main section").first();
      const boxes = [];
      for (const label of [register.label, explore.label, watch.label]) {
        const box = await hero.getByRole("link", { name: label }).boundingBox();
        expect(box, label).not.toBeNull();
        boxes.push(box!);
      }
      const tops = new Set(boxes.map((box) => Math.round(box.y)));
      // One row (one top) or three rows (three tops); never a row of two and a row of one.
      expect([1, 3]).toContain(tops.size);
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("sub-page hero and closing call-to-action buttons", () => {
  for (const [width, stacked, where] of [
    [390, true, "hero"],
    [1366, false, "hero"],
    [390, true, "cta"],
    [1366, false, "cta"],
  ] as const) {
    test(`at ${width} px the ${where}'s two buttons ${stacked ? "stack at the same width" : "share one row"}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services/ai-training");
      const block = where === "hero" ? page.locator("main section").first() : page.locator("section[aria-labelledby='cta-heading']");
      const first = (await block.getByRole("link", { name: "Register for Training" }).boundingBox())!;
      const second = (await block.getByRole("link", { name: "Book a Free Consultation" }).boundingBox())!;
      if (stacked) {
        expect(second.y).toBeGreaterThan(first.y);
        expect(Math.round(second.width)).toBe(Math.round(first.width));
      } else {
        expect(Math.round(second.y)).toBe(Math.round(first.y));
      }
    });
  }
});

test.describe("pictures of the product", () => {
  test("the home page shows a chat answer, a document answer with its sources and a course's modules", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: /asks our assistant about a free demo/ })).toContainText(DEMO_LENGTH);
    await expect(main.getByRole("img", { name: /asks our assistant about a free demo/ })).toContainText(`${company.name} Assistant`);
    const overview = page.locator("#services-overview");
    await expect(overview).toContainText("How many days of paid leave do new employees get?");
    await expect(overview).toContainText("Employee Handbook, p. 12");
    await expect(overview).toContainText("Embeddings and Vector Search");
  });

  test("a course page's picture lists the course's own modules", async ({ page }) => {
    await page.goto("/services/generative-ai-aws-bedrock");
    await expect(page.getByRole("img", { name: /The modules of Build Generative AI Applications/ })).toContainText(
      "Guardrails and Security",
    );
  });
});
