import type { Page } from "@playwright/test";
import { findCourse } from "../../app/content/course-finder";
import { expect, test } from "./fixtures";

/** The finder's one visible course: its heading. */
const shownCourse = (page: Page) => page.locator("#course-finder [data-finder-result] h3").filter({ visible: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`course finder, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a goal and a level chosen by keyboard lead to one course, and its link to the course page", async ({ page }) => {
      await page.goto("/services/ai-training");
      const finder = page.locator("#course-finder");
      const goals = finder.getByRole("group", { name: "What do you want to do?" });
      const levels = finder.getByRole("group", { name: "Where are you starting?" });
      await expect(goals.getByRole("radio")).toHaveCount(5);
      await expect(levels.getByRole("radio")).toHaveCount(3);
      await expect(shownCourse(page)).toHaveCount(1);
      await expect(shownCourse(page)).toHaveText(findCourse("work", "new").name);

      // From the hero's last button, Tab reaches the goal group's chosen radio; arrows choose.
      await page.getByRole("link", { name: "Book a Free Consultation" }).first().focus();
      await page.keyboard.press("Tab");
      await expect(goals.getByRole("radio", { name: /Use AI in my daily work/ })).toBeFocused();
      for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
      await expect(goals.getByRole("radio", { name: /Build generative AI apps/ })).toBeChecked();
      await expect(shownCourse(page)).toHaveText(findCourse("genai", "new").name);

      // Tab moves on to the level group; the course follows every change.
      await page.keyboard.press("Tab");
      await expect(levels.getByRole("radio", { name: /New to it/ })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(levels.getByRole("radio", { name: /Some experience/ })).toBeChecked();
      await expect(shownCourse(page)).toHaveCount(1);
      await expect(shownCourse(page)).toHaveText(findCourse("genai", "some").name);
      await page.keyboard.press("ArrowRight");
      await expect(shownCourse(page)).toHaveText(findCourse("genai", "experienced").name);

      // Then the shown course's own link (the hidden ones are never reached), then the advice under it.
      await page.keyboard.press("Tab");
      const link = finder.getByRole("link", { name: `See the Course: ${findCourse("genai", "experienced").name}` });
      await expect(link).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(finder.getByRole("link", { name: "Ask for Advice" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/practical-genai-aws$/);
    });
  });
}

test("the advanced machine-learning choice opens the course on its advanced level", async ({ page }) => {
  await page.goto("/services/ai-training");
  const finder = page.locator("#course-finder");
  await finder.getByText("Train machine learning models").click();
  await finder.getByText("Experienced", { exact: true }).click();
  await expect(shownCourse(page)).toHaveText(findCourse("ml", "experienced").name);
  await finder
    .getByRole("link", { name: /^See the Course/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/services\/practical-ml-sagemaker\?level=advanced#course-levels$/);
  await expect(page.getByRole("tab", { name: "Advanced Level" })).toHaveAttribute("aria-selected", "true");
});
