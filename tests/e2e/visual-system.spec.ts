import { expect, test } from "./fixtures";
import { publicPaths } from "../../app/content/site-map";

// One visual system on every public page: one filled (primary) button colour.

/** The brand's primary button fill (app/components/ui/button.tsx, bg-brand-600). */
const PRIMARY_FILL = "rgb(79, 70, 229)";

for (const path of publicPaths) {
  test(`${path}: every filled button and button-like link has the one primary colour`, async ({ page }) => {
    await page.goto(path);
    const fills = await page.evaluate(() => {
      // A strong colour fill: saturated, neither near white nor near black, mostly opaque.
      const strong = (color: string) => {
        const match = color.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
        if (!match) return false;
        const [r, g, b] = [match[1], match[2], match[3]].map((v) => Number(v) / 255);
        const alpha = match[4] === undefined ? 1 : Number(match[4]);
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        const lightness = (max + min) / 2;
        const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
        return alpha > 0.5 && saturation > 0.4 && lightness > 0.2 && lightness < 0.8;
      };
      return [...document.querySelectorAll<HTMLElement>("a, button, [role=button]")]
        .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
        .map((element) => ({ text: element.textContent?.trim().slice(0, 40) ?? "", fill: getComputedStyle(element).backgroundColor }))
        .filter(({ fill }) => strong(fill));
    });
    // The page has a primary action, and no button of another strong colour.
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.filter(({ fill }) => fill !== PRIMARY_FILL)).toEqual([]);
  });
}
