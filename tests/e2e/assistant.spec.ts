// The site's assistant in the chat panel (decision 0018), in Chromium against the built site:
// through the real Chat button and into its frame. Questions answered from the site with their
// sources, a question it cannot answer, leads taken in conversation (on a site of its own with an
// in-process SMTP inbox, so the visitor's confirmation mail is seen arriving), the keyboard,
// errors, the conversation kept across pages, accessibility and the public pages' one module.
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { axe, expect, test } from "./fixtures";
import { WorkspaceSite } from "./workspace-site";

/** Opens the chat panel on `path` and returns its frame, once the assistant's module runs in it. */
async function openChat(page: Page, path = "/"): Promise<FrameLocator> {
  await page.goto(path);
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  await expect(page.getByRole("region", { name: "Chat with our assistant" })).toBeVisible();
  const frame = page.frameLocator("iframe[title='Chat assistant']");
  await frame.locator("html[data-enhanced]").waitFor({ state: "attached" });
  return frame;
}

/** The assistant's finished turns in the log (the greeting first), not its typing indicator or an answer still streaming. */
const answers = (log: Locator) => log.locator(":scope > .turn.assistant:not(.typing):not(.streaming)");

/** Types `text` and sends it with Enter; resolves with the answer's turn once it is complete. */
async function ask(chat: FrameLocator, text: string) {
  const log = chat.getByRole("log", { name: "Conversation" });
  const before = await answers(log).count();
  await chat.getByLabel("Your question").fill(text);
  await chat.getByLabel("Your question").press("Enter");
  await expect(answers(log)).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(log).not.toHaveAttribute("aria-busy", "true");
  return answers(log).last();
}

test.describe("the assistant on the shared test site", () => {
  test("answers from the site with its sources, takes a follow-up, and keeps the conversation from page to page", async ({ page }) => {
    const chat = await openChat(page, "/about");
    await expect(chat.getByRole("button", { name: "What does a chatbot cost?" })).toBeVisible();

    const answer = await ask(chat, "how much is the starter plan?");
    await expect(answer).toContainText("$299");
    const source = answer.getByRole("link", { name: "Pricing" });
    await expect(source).toHaveAttribute("href", "/pricing");
    await expect(source).toHaveAttribute("target", "_top");
    await expect(answer).toContainText("Source");
    // The greeting's quick replies give way once the conversation has begun.
    await expect(chat.getByRole("button", { name: "What does a chatbot cost?" })).toHaveCount(0);

    const followUp = await ask(chat, "and the professional plan?");
    await expect(followUp).toContainText("$899");
    await expect(followUp.getByRole("link", { name: "Pricing" })).toHaveAttribute("target", "_top");

    // A source opens in the page, not in the frame; the conversation is there on the next page.
    await source.click();
    await expect(page).toHaveURL(/\/pricing$/);
    const again = await openChat(page, "/pricing");
    const log = again.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("how much is the starter plan?")).toBeVisible();
    await expect(log.getByText(/\$899/)).toBeVisible();

    await again.getByRole("button", { name: "New conversation" }).click();
    await expect(log.getByText("how much is the starter plan?")).toHaveCount(0);
    await expect(again.getByRole("button", { name: "What does a chatbot cost?" })).toBeVisible();
    await expect(again.getByLabel("Your question")).toBeFocused();
  });

  test("says when the site holds no answer and offers a person instead, with no sources", async ({ page }) => {
    const chat = await openChat(page);
    const answer = await ask(chat, "what's the weather in Charlotte tomorrow?");
    await expect(answer).toContainText(/Our website doesn't say anything about that|I don't have an answer to that on our website/);
    await expect(answer).not.toContainText("Source");
    await expect(answer.getByRole("link", { name: "Book a free demo" })).toHaveAttribute("href", "/book-demo");
    await expect(answer.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact");
    const call = answer.getByRole("link", { name: /^Call \(704\)/ });
    await expect(call).toHaveAttribute("href", /^tel:\+1/);
    for (const link of await answer.getByRole("link").all()) await expect(link).toHaveAttribute("target", "_top");
  });

  test("a quick reply asks its question; the keyboard sends with Enter, Shift+Enter adds a line; Send waits for the answer", async ({
    page,
  }) => {
    const chat = await openChat(page);
    const log = chat.getByRole("log", { name: "Conversation" });
    const input = chat.getByLabel("Your question");
    const send = chat.getByRole("button", { name: "Send" });

    // The answer is held back a moment, so the waiting state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assistant", async (route) => {
      await held;
      await route.continue();
    });
    await chat.getByRole("button", { name: "Which AWS courses do you run?" }).click();
    await expect(log.locator(".turn.user").last()).toHaveText(/Which AWS courses do you run\?/);
    await expect(log).toHaveAttribute("aria-busy", "true");
    await expect(send).toBeDisabled();
    await expect(log.getByText("The assistant is writing…")).toBeAttached();
    release();
    const answer = answers(log).last();
    await expect(answer.getByRole("link", { name: "AI Training" })).toHaveAttribute("href", "/services/ai-training");
    await expect(log).not.toHaveAttribute("aria-busy", "true");
    await expect(send).toBeEnabled();
    await page.unroute("**/assistant");

    await input.focus();
    await page.keyboard.type("How long is");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("the prompt engineering course?");
    await expect(input).toHaveValue("How long is\nthe prompt engineering course?");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log.locator(".turn.user").last()).toHaveText(/How long is\s+the prompt engineering course\?/);
    await expect(answers(log)).toHaveCount(3);
    await expect(answers(log).last().getByRole("link").first()).toHaveAttribute("target", "_top");

    // Every control is reached with Tab, in order, from the conversation to the composer and the footer.
    await log.focus();
    const frame = page.frame({ url: /\/chat-widget$/ })!;
    const reached: string[] = [];
    while (reached.length < 40 && reached.at(-1) !== "New conversation") {
      await page.keyboard.press("Tab");
      reached.push(
        await frame.evaluate(() => {
          const el = document.activeElement!;
          return el.getAttribute("aria-label") ?? (el.localName === "textarea" ? "textarea" : el.textContent!.trim());
        }),
      );
    }
    expect(reached).toContain("AI Training");
    // Each answer can be rated, with the keyboard too.
    expect(reached).toContain("Yes, this helped");
    expect(reached).toContain("No, this did not help");
    expect(reached.slice(-5)).toEqual(["textarea", "Send", "Book a free demo", expect.stringMatching(/^Call /), "New conversation"]);
  });

  test("a network failure and the per-visitor limit are said in plain words, with a way forward", async ({ page }) => {
    const chat = await openChat(page);
    await page.route("**/assistant", (route) => route.abort("internetdisconnected"));
    const failed = await ask(chat, "Do you offer SageMaker training?");
    await expect(failed).toContainText("The assistant could not be reached. You can still book a demo, send a message or call us.");
    await expect(failed.getByRole("link", { name: "Book a free demo" })).toHaveAttribute("target", "_top");
    await expect(failed.getByRole("link", { name: "Send us a message" })).toBeVisible();
    await expect(failed.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);

    // Back online: trying again replaces the failed question with its answer.
    await page.unroute("**/assistant");
    await failed.getByRole("button", { name: "Try again" }).click();
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("The assistant could not be reached.", { exact: false })).toHaveCount(0);
    await expect(log.locator(".turn.user")).toHaveCount(1);
    await expect(answers(log).last().getByRole("link").first()).toBeVisible();

    // The server's own words when a visitor asks too much too fast (429; its limit is tested with the server).
    const busy = "You've asked a lot of questions in a short time. Please wait a few minutes and ask again, or contact us directly.";
    await page.route("**/assistant", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ answer: busy, retryAfterSeconds: 120 }) }),
    );
    const limited = await ask(chat, "And the price?");
    await expect(limited).toContainText(busy);
    await expect(limited.getByRole("link", { name: "Book a free demo" })).toBeVisible();
    await expect(chat.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  test("axe finds no WCAG 2.2 AA violation on /chat-widget, before and during a conversation, and nothing overflows at 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 600 });
    await page.goto("/chat-widget");
    const empty = await axe(page).analyze();
    expect(empty.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const log = page.getByRole("log", { name: "Conversation" });
    for (const question of ["Which AWS courses do you run?", "what's the weather in Charlotte tomorrow?"]) {
      const before = await answers(log).count();
      await page.getByLabel("Your question").fill(question);
      await page.getByRole("button", { name: "Send" }).click();
      await expect(answers(log)).toHaveCount(before + 1);
    }
    await expect(log).not.toHaveAttribute("aria-busy", "true");
    const talking = await axe(page).analyze();
    expect(talking.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const overflow = await page.evaluate(() => {
      const wide = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => el.getBoundingClientRect().right > 320.5);
      return {
        page: document.documentElement.scrollWidth,
        log: document.getElementById("log")!.scrollWidth,
        wide: wide.map((el) => el.className),
      };
    });
    expect(overflow).toEqual({ page: 320, log: expect.any(Number), wide: [] });
    expect(overflow.log).toBeLessThanOrEqual(320);
  });

  test("public pages load their one module and nothing of the assistant until the panel opens", async ({ page }) => {
    const assistantFiles: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/chat-widget" || /^\/assets\/assistant-/.test(pathname)) assistantFiles.push(pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const modules = await page.locator("script[type='module']").evaluateAll((scripts) => scripts.map((s) => s.getAttribute("src")));
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
    await expect(page.locator("link[href*='assistant']")).toHaveCount(0);
    expect(assistantFiles).toEqual([]);

    await page.getByRole("button", { name: "Chat", exact: true }).click();
    const chat = page.frameLocator("iframe[title='Chat assistant']");
    await chat.locator("html[data-enhanced]").waitFor({ state: "attached" });
    expect(assistantFiles.filter((file) => file.endsWith(".js"))).toHaveLength(1);
    expect(assistantFiles.filter((file) => file.endsWith(".css"))).toHaveLength(1);
    // The frame's page carries its module and stylesheet, and no inline script or style.
    const frame = page.frame({ url: /\/chat-widget$/ })!;
    expect(await frame.locator("script:not([src]), style, [style]").count()).toBe(0);
    expect(await frame.locator("meta[name='robots']").getAttribute("content")).toBe("noindex");
  });
});

test.describe("leads taken in the chat", () => {
  // A site of its own: its mail goes to an in-process inbox, where the confirmation is seen arriving.
  const ws = new WorkspaceSite();
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await ws.start({ LOG_LEVEL: "silent", ASSISTANT_RATE_LIMIT: "1000" });
  });

  test.afterAll(async () => {
    await ws.stop();
  });

  test("a newsletter sign-up: e-mail checked by the form's schema, a summary, a yes, the spec's message, and the mail", async ({
    page,
  }) => {
    const email = `chat.reader.${Date.now()}@example.com`;
    const chat = await openChat(page, `${ws.origin}/services`);

    const intro = await ask(chat, "I'd like to subscribe to the newsletter");
    await expect(intro).toContainText("What e-mail address should we use?");
    const invalid = await ask(chat, "reader at example dot com");
    await expect(invalid).toContainText("Please enter a valid email address.");
    const summary = await ask(chat, email);
    await expect(summary).toContainText(`Newsletter sign-up for ${email}`);
    await expect(summary).toContainText("Shall I send it?");
    await expect(summary.getByRole("button", { name: "Yes, send it" })).toBeVisible();
    expect(ws.mailsTo(email)).toBe(0);

    const done = await ask(chat, "yes");
    await expect(done).toContainText("Success! Thank you for subscribing to our newsletter.");
    await expect.poll(() => ws.mailsTo(email), { timeout: 10_000 }).toBe(1);
  });

  test("a demo request: four questions answered (quick reply to start, a yes by button), saved and mailed", async ({ page }) => {
    const email = `chat.demo.${Date.now()}@example.com`;
    const chat = await openChat(page, `${ws.origin}/pricing`);
    const log = chat.getByRole("log", { name: "Conversation" });

    await chat.getByRole("button", { name: "Book a free demo" }).click();
    await expect(answers(log).last()).toContainText("What is your first and last name?");
    await expect(await ask(chat, "Dana Whitfield")).toContainText("What e-mail address should we reply to?");
    await expect(await ask(chat, email)).toContainText("What is the name of your company?");
    await expect(await ask(chat, "Whitfield Hardware")).toContainText("What would you like the demo to cover?");
    const summary = await ask(chat, "A chatbot that answers our customers' questions about opening hours, orders and returns.");
    await expect(summary).toContainText("Name: Dana Whitfield");
    await expect(summary).toContainText("Company: Whitfield Hardware");

    await summary.getByRole("button", { name: "Yes, send it" }).click();
    await expect(answers(log).last()).toContainText("Demo requested! We'll contact you shortly to schedule your demo.");
    await expect.poll(() => ws.mailsTo(email), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  });
});
