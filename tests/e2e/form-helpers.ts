import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { confirmations, footerSubscribed } from "../../app/forms/confirmations";

let counter = 0;

/** A fresh address per test, so runs and parallel workers never collide. */
export function uniqueEmail(prefix = "visitor"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** An address the browser-test database refuses (see tests/e2e/start-server.mjs). */
export function refusedEmail(): string {
  return uniqueEmail("db-fail");
}

/** The toast with this title and description, in the page's notification region. */
export async function expectToast(page: Page, message: { title: string; description: string }) {
  const region = page.getByRole("region", { name: /notification/i });
  const toast = region.getByRole("listitem").filter({ hasText: message.title });
  await expect(toast.getByText(message.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(message.description, { exact: true })).toBeVisible();
}

/** The message a page shows after a post made without JavaScript. */
export async function expectPageStatus(page: Page, message: { title: string; description: string }) {
  const status = page.locator("[data-form-status]").filter({ hasText: message.title });
  await expect(status.getByText(message.title, { exact: true })).toBeVisible();
  await expect(status.getByText(message.description, { exact: true })).toBeVisible();
}

/** Holds the page's next POST for a moment, so its "...ing" state can be seen. */
export async function slowNextPost(page: Page, ms = 600) {
  // Not `{ times: 1 }`: that counts any request the handler sees, so a late image or font
  // fetched between here and the post would use it up and the post would go through at once.
  let slowed = false;
  await page.route("**/*", async (route) => {
    if (slowed || route.request().method() !== "POST") return route.fallback();
    slowed = true;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The unsubscribe token from the newsletter mail last written for `email` by the browser-test server. */
export function unsubscribeTokenFor(email: string, dataDir = ".tmp/e2e-data"): string | undefined {
  const dir = path.resolve(dataDir, "mail");
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), "utf8");
    const unfolded = raw
      .replace(/\r?\n[ \t]+/g, " ")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/gi, "=");
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(unfolded)) continue;
    const match = /^List-Unsubscribe: .*?unsubscribe\?token=([0-9a-f-]{36})/im.exec(unfolded);
    if (match) return match[1];
  }
  return undefined;
}

/** The headings of the confirmations that take a form's place once it is saved (our wording, not the spec's). */
export const confirmationHeadings = {
  demo: confirmations.demo.heading,
  contact: confirmations.contact.heading,
  training: confirmations.training.heading,
  webinar: confirmations.webinar.heading,
  newsletter: confirmations.newsletter.heading,
} as const;

/** The footer's newsletter form gives way to this line once saved. */
export { footerSubscribed };

/** A saved form is gone, and its confirmation shows in its place with focus on its heading. */
export async function expectConfirmation(page: Page, form: Locator, heading: string) {
  await expect(form).toHaveCount(0);
  const title = page.getByRole("heading", { name: heading, exact: true });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
}
