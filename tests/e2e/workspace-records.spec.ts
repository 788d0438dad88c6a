// The workspace's records in Chromium, on a site of its own whose mail server is down at first:
// the visitors' mails are given up (MAIL_GIVE_UP_HOURS is a few seconds here), then the in-process
// SMTP server comes up. An owner lists, searches and exports the newsletter's subscribers and
// removes one after a confirmation; sends a given-up mail again from the outbox, and it arrives;
// and reads those actions in the audit log. A member of staff gets no audit log.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { axe } from "./fixtures";
import { WorkspaceSite } from "./workspace-site";

const OWNER = "owner@concord-ai.test";
const STAFF = "sam@concord-ai.test";
const ws = new WorkspaceSite();
const inbox = ws.inbox;
let origin = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The mail server is down until the visitors' mails have been given up.
  await ws.start(
    {
      LOG_LEVEL: "silent",
      // About two seconds of retries, 200 ms apart at first.
      MAIL_GIVE_UP_HOURS: "0.0005",
      MAIL_RETRY_BASE_MS: "200",
    },
    { mailDown: true },
  );
  origin = ws.origin;
  // Oldest first. Saved, but their mails could not be sent (202: "saved, but...").
  for (const [email, page] of [
    ["reader@gmail.com", "/newsletter"],
    ["news.fan@outlook.com", "/newsletter?utm_campaign=spring-mailer"],
    ["=sum@example.com", "/"],
  ] as const) {
    expect((await ws.post("/newsletter", { email }, page)).status).toBeLessThan(300);
  }
  // Every mail given up before the mail server is back.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await inbox.start(ws.smtpPort);
  await ws.staff("add", OWNER, "--role", "owner");
  await ws.staff("add", STAFF, "--role", "staff");
});

test.afterAll(() => ws.stop());

const signInByMail = (page: Page, email = OWNER) => ws.signInByMail(page, email);

test("lists, searches and exports the subscribers, and removes one after a confirmation", async ({ page }) => {
  await signInByMail(page);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expect(page.getByText("3 addresses receive the newsletter, newest first.")).toBeVisible();
  const addresses = page.locator("tbody tr td:first-child");
  await expect(addresses).toHaveText(["=sum@example.com", "news.fan@outlook.com", "reader@gmail.com"]);
  await expect(page.locator("tbody tr").nth(1)).toContainText("spring-mailer");

  await page.getByLabel("Search").fill("OUTLOOK");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?q=OUTLOOK$/);
  await expect(addresses).toHaveText(["news.fan@outlook.com"]);
  await expect(page.getByText("1 subscriber matches “OUTLOOK”.")).toBeVisible();

  const [filtered] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV (filtered)" }).click()]);
  expect(filtered.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const filteredLines = readFileSync((await filtered.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(filteredLines).toHaveLength(2);
  expect(filteredLines[1]).toContain("news.fan@outlook.com");

  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(addresses).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFFSubscribed,Email,Page,Referrer,UTM source,UTM medium,UTM campaign,Id\r\n")).toBe(true);
  const lines = text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(4);
  // A spreadsheet must not take an address for a formula.
  expect(lines[1]).toContain(",'=sum@example.com,");

  // Each address leads to its lead in the inbox.
  await page.getByRole("link", { name: "reader@gmail.com" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "reader@gmail.com" })).toBeVisible();
  await page.goBack();

  // The first step only asks; Cancel keeps the subscriber.
  await page.getByRole("button", { name: "Remove reader@gmail.com" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove reader@gmail.com?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The inbox keeps its lead");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(addresses).toHaveCount(3);

  await page.getByRole("button", { name: "Remove reader@gmail.com" }).click();
  await dialog.getByRole("button", { name: "Remove subscriber" }).click();
  await expect(page.getByRole("status")).toHaveText("reader@gmail.com was removed from the newsletter.");
  await expect(dialog).toBeHidden();
  await expect(addresses).toHaveText(["=sum@example.com", "news.fan@outlook.com"]);
  await expect(page.getByText("2 addresses receive the newsletter, newest first.")).toBeVisible();

  // The inbox keeps the lead; its page says the form's own record is gone.
  await page.goto(`${origin}/admin/leads`);
  await page.getByRole("link", { name: "reader@gmail.com" }).click();
  await expect(page.getByRole("region", { name: "What the visitor sent" })).toContainText("The form's own record is gone");
});

test("sends a given-up mail again from the outbox, and it arrives", async ({ page }) => {
  await signInByMail(page);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const views = page.getByRole("navigation", { name: "Outbox views" });
  await expect(views.getByRole("link", { name: /^Waiting/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Nothing is waiting to be sent.")).toBeVisible();

  await views.getByRole("link", { name: /^Given up/ }).click();
  await expect(page).toHaveURL(/\?show=failed$/);
  // Three confirmations and three notifications to the company.
  await expect(views.getByRole("link", { name: /^Given up/ })).toHaveText("Given up6");
  const entry = page.getByRole("listitem").filter({ hasText: "Mail to the visitor to news.fan@outlook.com" });
  await expect(entry).toContainText("Given up");
  await expect(entry).toContainText(/Last error: .*ECONNREFUSED/);
  await expect(entry.getByRole("link", { name: /^Lead/ })).toHaveAttribute("href", /^\/admin\/leads\/[0-9a-f-]{36}$/);

  const before = inbox.received.filter((m) => m.to === "news.fan@outlook.com").length;
  await entry.getByRole("button", { name: /^Send again/ }).click();
  await expect(page.getByRole("status")).toHaveText("Mail to the visitor to news.fan@outlook.com: sent.");
  expect(inbox.received.filter((m) => m.to === "news.fan@outlook.com")).toHaveLength(before + 1);
  await expect(entry).toHaveCount(0);
  await expect(views.getByRole("link", { name: /^Given up/ })).toHaveText("Given up5");

  await views.getByRole("link", { name: "Sent" }).click();
  const sent = page.getByRole("listitem").filter({ hasText: "Mail to the visitor to news.fan@outlook.com" });
  await expect(sent).toContainText("Sent again");
  await expect(sent).toContainText("1 try since");
  await expect(sent.getByRole("button")).toHaveCount(0);
});

test("the owner reads the audit log, with the entries of those actions", async ({ page }) => {
  await signInByMail(page);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const rows = page.locator("tbody tr");
  const row = (what: string) => rows.filter({ hasText: what });
  await expect(row("Removed a subscriber")).toHaveCount(1);
  await expect(row("Removed a subscriber")).toContainText(OWNER);
  await expect(row("Removed a subscriber")).toContainText("reader@gmail.com");
  await expect(row("Exported subscribers")).toHaveCount(2);
  await expect(row("Exported subscribers").first()).toContainText("Filter: none");
  await expect(row("Sent a mail again")).toContainText("To: news.fan@outlook.com");
  await expect(row("Sent a mail again")).toContainText("Was: failed");
  await expect(row("Signed in").first()).toContainText(OWNER);
  await expect(row("Added a member of staff")).toHaveCount(2);

  await page.getByLabel("Action").selectOption({ label: "Removed a subscriber" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?action=subscriber\.remove$/);
  await expect(rows).toHaveCount(1);

  await page.getByRole("link", { name: "Clear filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByLabel("Action")).toHaveValue("");
  await page.getByLabel("Who or what").fill("outlook");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=outlook$/);
  // The mail's recipient and the search of the filtered export.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Sent a mail again");
  await expect(rows.nth(1)).toContainText("Exported subscribers");
});

test("a member of staff sees no audit log link, and its page answers 403", async ({ page }) => {
  await signInByMail(page, STAFF);
  const nav = page.getByRole("navigation", { name: "Workspace" });
  await expect(nav.getByRole("link", { name: "Subscribers" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Outbox" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);

  const response = await page.goto(`${origin}/admin/audit`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("Only an owner can do this.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Audit log" })).toHaveCount(0);
});

test("lists what the assistant could not answer and the answers marked unhelpful, newest first with counts, for any member of staff", async ({
  page,
}) => {
  // Asked twice in two wordings of one question (case and spaces aside), and one thumbs down.
  for (const question of ["Do you accept Bitcoin?", "do you  accept bitcoin?"])
    expect((await ws.post("/assistant", { messages: [{ role: "user", content: question }] }, "/pricing")).status).toBe(200);
  await page.goto(`${origin}/chat-widget`);
  await page.getByLabel("Your question").fill("how much is the starter plan?");
  await page.getByLabel("Your question").press("Enter");
  await page.getByRole("button", { name: "No, this did not help" }).click();
  await expect(page.getByText("Thanks for the feedback.")).toBeVisible();

  await signInByMail(page, STAFF);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Assistant" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Assistant questions" })).toBeVisible();
  const rows = page.getByRole("region", { name: "Questions, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("how much is the starter plan?");
  await expect(rows.first()).toContainText("Marked unhelpful");
  await expect(rows.nth(1)).toContainText(/do you\s+accept bitcoin\?/i);
  await expect(rows.nth(1)).toContainText("Asked 2 times");
  await rows.nth(1).getByText("The answer it got").click();
  await expect(rows.nth(1)).toContainText("Our website doesn't say anything about that");
  const results = await axe(page).analyze();
  expect(results.violations).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
