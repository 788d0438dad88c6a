import { axe, expect, test } from "./fixtures";

// Each page alone is checked in pages.spec.ts.
test("axe finds no violation with the menus and the chat open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Services menu" }).click();
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const results = await axe(page).exclude("iframe").analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

// A Content-Security-Policy violation is logged as an error too, so this also proves the policy
// lets the chat frame and the forms do their work (each page alone: pages.spec.ts).
test("nothing logs an error or warning with the chat open and a form sent", async ({ page }) => {
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
  await page.goto("/contact");
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  await expect(page.frameLocator("iframe[title='Chat assistant']").getByRole("link", { name: /book a free demo/i })).toBeVisible();
  const newsletter = page.getByRole("form", { name: "Newsletter sign-up" });
  await newsletter.getByLabel("Email address").fill(`console-${Date.now()}@example.com`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("region", { name: /notification/i }).getByText("Success!")).toBeVisible();
  expect(problems).toEqual([]);
});
