import { expect, test } from "./fixtures";

test.describe("top bar", () => {
  test("highlights the current link, and Services on any /services path", async ({ page }) => {
    await page.goto("/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await page.goto("/services/prompt-engineering");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveClass(/text-accent-300/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Free Demo" })).toHaveAttribute("href", "/book-demo");
  });

  test("has the spec's links in order", async ({ page }) => {
    await page.goto("/");
    const names = await page
      .getByRole("navigation", { name: "Main" })
      .locator(":scope > ul > li")
      .evaluateAll((items) => items.map((li) => li.querySelector("a")?.textContent));
    expect(names).toEqual(["Home", "About Us", "Our Team", "Services", "Pricing", "Contact", "FAQ"]);
  });

  test("the Services menu opens on hover and lists five entries with seven training sub-items", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Services menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();
    const top = await menu.locator(":scope > ul > li > a").allTextContents();
    expect(top).toEqual(["AI Chatbots", "RAG Q&A Systems", "AI Training", "AI Consulting", "AI Integration"]);
    await expect(menu.locator(":scope > ul > li > ul a")).toHaveCount(7);
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();
  });

  test("the Services menu works by keyboard: Enter opens, Tab reaches entries, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Services menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "AI Chatbots" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/ai-chatbots$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("sets the scrolled flag past 10 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("navigation scrolls the view back to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("footer", () => {
  test("has the newsletter block, four columns, contact details and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Join Our Newsletter" })).toBeVisible();
    await expect(footer.getByText("Stay updated with the latest in AI technology and exclusive insights")).toBeVisible();
    await expect(footer.getByRole("link", { name: "AWS Consulting" })).toHaveAttribute("href", "/services/ai-consulting");
    for (const [name, href] of [
      ["About Us", "/about"],
      ["Pricing", "/pricing"],
      ["Book a Demo", "/book-demo"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Cookie Policy", "/cookie-policy"],
    ]) {
      await expect(footer.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(footer.getByRole("link", { name: /@example\.com/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("list", { name: "Social networks" }).getByRole("link")).toHaveCount(2);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("no link on the site leads to a missing page", async ({ page, request }) => {
    const seen = new Set<string>();
    for (const start of ["/", "/services", "/contact", "/services/ai-training"]) {
      await page.goto(start);
      const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) {
        const path = href.split("#")[0]!;
        if (!path || seen.has(path)) continue;
        seen.add(path);
        const response = await request.get(path);
        expect(response.status(), `${href} linked from ${start}`).toBe(200);
      }
    }
  });
});

test.describe("chat widget", () => {
  test("loads the chat app only when first opened; Esc and the button close it; focus goes in and back", async ({ page }) => {
    const chatRequests: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/chat-widget") chatRequests.push(req.url());
    });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Chat", exact: true });
    await expect(page.locator("iframe[title='Chat assistant']")).toHaveCount(0);
    expect(chatRequests).toHaveLength(0);

    await button.click();
    const panel = page.getByRole("region", { name: "Chat with our assistant" });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(Math.round(box!.width)).toBe(384);
    expect(Math.round(box!.height)).toBe(600);
    await expect(page.getByRole("button", { name: "Close chat" })).toBeFocused();
    await expect(page.frameLocator("iframe[title='Chat assistant']").getByRole("link", { name: /book a free demo/i })).toBeVisible();
    expect(chatRequests.length).toBe(1);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
  });
});
