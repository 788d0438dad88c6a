import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Scrolls so the control's bottom edge sits 10 px above the viewport's, where the Chat button is,
 * and waits for the scroll to end.
 */
async function bringToBottomEdge(page: Page, control: Locator) {
  // Scrolled again until it holds: a page still settling (a late layout) may move it once.
  await expect(async () => {
    const bottom = await control.evaluate(async (element) => {
      const delta = element.getBoundingClientRect().bottom - (window.innerHeight - 10);
      if (Math.abs(delta) >= 0.5) {
        const ended = new Promise((resolve) => {
          window.addEventListener("scrollend", resolve, { once: true });
          window.setTimeout(resolve, 1_000);
        });
        window.scrollBy({ top: delta, behavior: "instant" });
        await ended;
      }
      return window.innerHeight - element.getBoundingClientRect().bottom;
    });
    expect(Math.round(bottom)).toBe(10);
  }).toPass({ timeout: 10_000 });
}

/** The Chat button is out of the way: hidden, or its box clear of the control's. */
async function expectClearOf(page: Page, control: Locator) {
  // Found by its place, not its role: once hidden it leaves the accessibility tree, and a role
  // locator's boundingBox() would then wait for it to come back.
  const chat = page.locator("[data-chat-widget] > [data-disclosure-button]");
  await expect(async () => {
    if (await chat.isHidden()) return;
    const [a, b] = [await chat.boundingBox(), await control.boundingBox()];
    const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlaps).toBe(false);
  }).toPass({ timeout: 2_000 });
}

test("on /faq the Chat button never covers a question's toggle", async ({ page }) => {
  await page.goto("/faq");
  const toggles = page.locator("[data-accordion-trigger]");
  const count = await toggles.count();
  expect(count).toBeGreaterThan(5);
  for (const index of [4, Math.floor(count / 2), count - 1]) {
    const toggle = toggles.nth(index);
    await bringToBottomEdge(page, toggle);
    await expectClearOf(page, toggle);
    await toggle.click({ timeout: 3_000 });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
});

test("on the home page the Chat button never covers the carousel's next button", async ({ page }) => {
  await page.goto("/");
  const next = page.getByRole("button", { name: "Next slide" });
  await bringToBottomEdge(page, next);
  await expectClearOf(page, next);
  await next.click({ timeout: 3_000 });
  await expect(page.getByRole("button", { name: "Previous slide" })).toBeEnabled();
});

test("the Chat button comes back where nothing lies under it, and still toggles the chat", async ({ page }) => {
  await page.goto("/faq");
  const chat = page.getByRole("button", { name: "Chat", exact: true });
  const toggle = page.locator("[data-accordion-trigger]").nth(8);
  await bringToBottomEdge(page, toggle);
  await expect(chat).toBeHidden();
  await page.evaluate(async () => {
    const ended = new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true }));
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await ended;
  });
  await expect(chat).toBeVisible();
  await chat.click();
  await expect(page.getByRole("region", { name: "Chat with our assistant" })).toBeVisible();
});

test("on a phone the open chat fills the screen under one header that says it is automated, and its Close gives the page back", async ({
  page,
}) => {
  await page.goto("/pricing");
  const chat = page.getByRole("button", { name: "Chat", exact: true });
  await chat.click();
  const panel = page.getByRole("region", { name: "Chat with our assistant" });
  await expect(panel).toBeVisible();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(panel.getByText("Automated · answers from this website")).toBeVisible();
  // The Chat button would sit over the composer's Send button: the header's Close stands in for it.
  await expect(chat).toBeHidden();
  // The frame has no header of its own: the panel's is the only one.
  const frame = page.frameLocator("[data-chat-widget] iframe");
  await expect(frame.getByLabel("Your question")).toBeVisible();
  await expect(frame.locator("header")).toHaveCount(0);
  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  await expect(chat).toBeVisible();
  await expect(chat).toBeFocused();
});
