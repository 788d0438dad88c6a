import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * `page.goto` that, with JavaScript on, also waits until the page's behaviour is attached
 * (app/enhance), so a test never hovers or clicks a control whose handlers are not attached yet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
        return response;
      };
    }
    await use(page);
  },
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 AA rules every page is checked against. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on a page, with the WCAG 2.2 AA rules. Minified axe and legacy mode (no blank page opened to
 * gather results) halve the time of each check; the pages' frames are same-origin, which legacy
 * mode still checks. The tests read the violations only: axe still runs every rule, but describes
 * (a selector and its HTML) every node of the violations alone, not of the passes, which took a
 * fifth of each check.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] });
}
