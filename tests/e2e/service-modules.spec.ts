import { chatbotsLiveDemo } from "../../app/content/service-pages/ai-chatbots";
import { ragLiveDemo } from "../../app/content/service-pages/rag-qa-systems";
import { expect, test } from "./fixtures";

// Each service page's own module (the course finder has its own file: course-finder.spec.ts).

test.describe("AI Chatbots: the live conversation", () => {
  test("shows the assistant's answers with their sources, and opens the chat for one's own question", async ({ page }) => {
    await page.goto("/services/ai-chatbots");
    const module = page.locator("#live-assistant");
    const conversation = module.getByRole("list", { name: "Conversation with our assistant" });
    for (const question of chatbotsLiveDemo.questions) await expect(conversation).toContainText(question);
    await expect(conversation.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(module.getByRole("link", { name: chatbotsLiveDemo.askWithoutScriptLabel })).toBeHidden();

    await module.getByRole("button", { name: chatbotsLiveDemo.askLabel }).click();
    const panel = page.getByRole("region", { name: "Chat with our assistant" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close chat" })).toBeFocused();
    await expect(page.frameLocator("iframe[title='Chat assistant']").getByRole("textbox", { name: "Your question" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("offers the contact form for one's own question instead of a button that cannot work", async ({ page }) => {
      await page.goto("/services/ai-chatbots");
      const module = page.locator("#live-assistant");
      await expect(module.getByRole("button", { name: chatbotsLiveDemo.askLabel })).toBeHidden();
      await expect(module.getByRole("link", { name: chatbotsLiveDemo.askWithoutScriptLabel })).toHaveAttribute("href", "/contact");
    });
  });
});

test.describe("RAG Q&A Systems: the cited answer", () => {
  test("a question chosen shows its own answer and the passages it quotes; a citation leads to its passage", async ({ page }) => {
    await page.goto("/services/rag-qa-systems");
    const module = page.locator("#cited-answer");
    const [first, second] = ragLiveDemo.questions;
    await expect(module.getByRole("radio", { name: first })).toBeChecked();
    const shownQuestion = module.locator("[data-show-for]").filter({ visible: true });
    await expect(shownQuestion).toHaveCount(1);
    await expect(shownQuestion).toContainText(first);
    await expect(shownQuestion.locator("mark").first()).toBeVisible();

    await module.getByRole("radio", { name: first }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(module.getByRole("radio", { name: second })).toBeChecked();
    await expect(shownQuestion).toHaveCount(1);
    await expect(shownQuestion).toContainText(second);

    const citation = shownQuestion.getByRole("link", { name: "Source 1" }).first();
    const target = (await citation.getAttribute("href"))!;
    await citation.click();
    await expect(page.locator(target)).toBeInViewport();
  });
});

for (const [path, id, words] of [
  ["/services/ai-chatbots", "#live-assistant", "Sources"],
  ["/services/rag-qa-systems", "#cited-answer", "Searched"],
  ["/services/ai-integration", "#connected-tools", "Help desk"],
  ["/services/ai-consulting", "#sample-roadmap", "Projects in Order"],
  ["/services/ai-training", "#course-finder", "Your course"],
] as const) {
  test(`${path}: its module shows at every width, within the screen`, async ({ page }) => {
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const module = page.locator(id);
      await expect(module).toBeVisible();
      await expect(module.getByText(words, { exact: false }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}
