import type { Page } from "@playwright/test";
import { axe, expect, test } from "./fixtures";
import { confirmationHeadings, expectConfirmation, expectToast, uniqueEmail } from "./form-helpers";
import { spec } from "./spec-messages";

// What a visitor sees around a post made in place: the confirmation that replaces a saved form,
// messages that never cover the fields on a phone, and toasts that do not outlive their post.

const checkTheForm = { title: "Please check the form", description: "Some fields need your attention." };

const demoForm = (page: Page) => page.getByRole("form", { name: "Request your demo" });

async function fillDemo(page: Page) {
  const form = demoForm(page);
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill("Rivers");
  await form.getByLabel("Email", { exact: true }).fill(uniqueEmail());
  await form.getByLabel("Company").fill("Rivers Plumbing");
  await form.getByLabel("Subject").fill("Chatbot for our website");
  await form.getByLabel("Message").fill("We get the same ten questions every day.");
}

/** Every message box on screen: floating toasts and the ones a form shows in its own slot. */
const messages = (page: Page) => page.locator("[data-toast-region] li, [data-toast-slot] li");

/** Pairs of (message, field) whose boxes on screen overlap; fields hidden or off-layout are left out. */
async function messagesOverFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.checkVisibility() && !el.closest("[aria-hidden=true]"))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
    const toasts = boxes("[data-toast-region] li, [data-toast-slot] li");
    const fields = boxes("input:not([type=hidden]), select, textarea");
    const overlaps: string[] = [];
    for (const toast of toasts)
      for (const field of fields) {
        const a = toast.box;
        const b = field.box;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(`${toast.el.textContent} over ${(field.el as HTMLInputElement).name}`);
      }
    return overlaps;
  });
}

test.describe("a saved post is replaced by its confirmation", () => {
  test("demo request: form gone, confirmation focused, toast shown, page accessible", async ({ page }) => {
    await page.goto("/book-demo");
    await fillDemo(page);
    await demoForm(page).getByRole("button", { name: "Request Demo" }).click();
    await expectToast(page, spec.demo.success);
    await expectConfirmation(page, demoForm(page), confirmationHeadings.demo);
    await expect(page.getByRole("link", { name: "Explore our services" })).toHaveAttribute("href", "/services");
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("an invalid post followed by a valid one leaves only the success toast", async ({ page }) => {
    await page.goto("/book-demo");
    await demoForm(page).getByRole("button", { name: "Request Demo" }).click();
    await expectToast(page, checkTheForm);
    await fillDemo(page);
    await demoForm(page).getByRole("button", { name: "Request Demo" }).click();
    await expectToast(page, spec.demo.success);
    await expect(messages(page)).toHaveCount(1);
    await expect(page.getByText(checkTheForm.title)).toHaveCount(0);
  });
});

test.describe("on a 390 px screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("demo request: after an invalid post no message covers a field; the next post clears it", async ({ page }) => {
    await page.goto("/book-demo");
    await demoForm(page).getByRole("button", { name: "Request Demo" }).click();
    await expect(demoForm(page).getByLabel("First Name")).toBeFocused();
    await expect(demoForm(page).getByText(checkTheForm.title, { exact: true })).toBeVisible();
    expect(await messagesOverFields(page)).toEqual([]);

    await fillDemo(page);
    await demoForm(page).getByRole("button", { name: "Request Demo" }).click();
    await expectToast(page, spec.demo.success);
    await expectConfirmation(page, demoForm(page), confirmationHeadings.demo);
    await expect(messages(page)).toHaveCount(1);
  });

  test("training registration: after an invalid post no message covers a field, wherever the page is scrolled", async ({ page }) => {
    await page.goto("/services/ai-training?register=true");
    const form = page.getByRole("form", { name: "Register for AI Training" });
    await expect(page.getByRole("heading", { name: "Register for AI Training" })).toBeFocused();
    await form.getByLabel("First Name").fill("Morgan");
    await form.getByRole("button", { name: "Submit Registration" }).click();
    await expect(form.getByLabel("Last Name")).toBeFocused();
    await expect(form.getByText(checkTheForm.title, { exact: true })).toBeVisible();
    expect(await messagesOverFields(page)).toEqual([]);
    for (const y of [0.25, 0.5, 0.75]) {
      await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), y);
      expect(await messagesOverFields(page)).toEqual([]);
    }
  });

  test("footer newsletter: an invalid address is told in place, not over the field", async ({ page }) => {
    await page.goto("/about");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill("someone@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText(spec.newsletter.invalid.title, { exact: true })).toBeVisible();
    expect(await messagesOverFields(page)).toEqual([]);
    // The description is shown once, not a second time as the field's own message; the field is described by it.
    const sizes = await form
      .getByText(spec.newsletter.invalid.description, { exact: true })
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1));
    expect(sizes).toHaveLength(1);
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(spec.newsletter.invalid.description);
  });
});
