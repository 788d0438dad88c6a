import { axe, expect, test } from "./fixtures";
import { publicPaths } from "../../app/content/site-map";

for (const path of [...publicPaths, "/no-such-page"]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await axe(page).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}

test("axe finds no violation with the menus and the chat open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Services menu" }).click();
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const results = await axe(page).exclude("iframe").analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

// A Content-Security-Policy violation is logged as an error too, so this also proves the policy
// lets every page, the chat frame and the forms do their work.
test("no page logs an error or warning, with the chat open and a form sent too", async ({ page }) => {
  // Every public page, each until the network is idle: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of publicPaths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/contact");
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  await expect(page.frameLocator("iframe[title='Chat assistant']").getByRole("link", { name: /book a free demo/i })).toBeVisible();
  const newsletter = page.getByRole("form", { name: "Newsletter sign-up" });
  await newsletter.getByLabel("Email address").fill(`console-${Date.now()}@example.com`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("region", { name: /notification/i }).getByText("Success!")).toBeVisible();
  expect(problems).toEqual([]);
});
