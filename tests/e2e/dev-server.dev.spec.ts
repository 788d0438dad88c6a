import { expect, test } from "./fixtures";
import { expectToast, footerSubscribed, uniqueEmail } from "./form-helpers";
import { devServer, startServer } from "./servers";
import { spec } from "./spec-messages";

// `npm run dev` runs the production server's own code with Vite inside it: the same headers,
// write guards and JSON form route. A form post from a page answers JSON, and the page's own
// script turns it into the toast, as in production.

// The development server is started here, not before every run: Vite prepares its dependencies
// for half a minute on a fresh clone. Its tests run in order in one worker, which starts it once.
test.describe.configure({ mode: "default" });
let stopServer: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  test.setTimeout(devServer.timeoutMs + 10_000);
  stopServer = await startServer(devServer);
});
test.afterAll(async () => {
  await stopServer?.();
});

test("a form sent from a page of the development server is saved and answered with its toast", async ({ page }) => {
  await page.goto("/about");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByLabel("Email address").fill(uniqueEmail());
  const answered = page.waitForResponse((response) => response.url().endsWith("/newsletter") && response.request().method() === "POST");
  await form.getByRole("button", { name: "Subscribe" }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({ form: "newsletter", status: "saved", saved: true });
  await expectToast(page, spec.newsletter.success);
  // The footer's form gives way to its one-line confirmation.
  await expect(page.getByText(footerSubscribed, { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
});

test("the development server sends the production headers and refuses another site's post", async ({ page, request }) => {
  const response = await page.goto("/contact");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  const refused = await request.post("/newsletter", { headers: { origin: "https://evil.example" }, data: { email: uniqueEmail() } });
  expect(refused.status()).toBe(403);
});
