import { test as base } from "@playwright/test";

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
