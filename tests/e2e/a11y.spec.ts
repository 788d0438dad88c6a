import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { publicPaths } from "../../app/content/site-map";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const path of [...publicPaths, "/no-such-page"]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}

test("axe finds no violation with the menus and the chat open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Services menu" }).click();
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("iframe").analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("hydration logs no error or warning on any route", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of publicPaths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});
