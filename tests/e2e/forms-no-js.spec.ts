import { expect, test, type Page } from "@playwright/test";
import { mailDownURL } from "../../playwright.config";
import { confirmationHeadings, expectConfirmation, expectPageStatus, refusedEmail, uniqueEmail, unsubscribeTokenFor } from "./form-helpers";
import { courses, spec } from "./spec-messages";

// With JavaScript off every form is a plain POST: the page comes back with the same message and,
// after a failure, the fields kept; once saved, with the confirmation (focused) in the form's place.
test.use({ javaScriptEnabled: false });

test("newsletter: the footer posts to /newsletter, which says how it went and clears the field", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/pricing");
  const footerForm = page.getByRole("form", { name: "Newsletter sign-up" });
  await footerForm.getByLabel("Email address").fill(email);
  await footerForm.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expectPageStatus(page, spec.newsletter.success);
  await expect(page.getByRole("link", { name: "Back to the page you were reading" })).toHaveAttribute("href", "/pricing");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await expectConfirmation(page, form, confirmationHeadings.newsletter);

  await page.getByRole("link", { name: "Subscribe another address" }).click();
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expectPageStatus(page, spec.newsletter.duplicate);
  await form.getByLabel("Email address").fill(refusedEmail());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expectPageStatus(page, spec.newsletter.failed);
  // type=email lets "name@host" through; the server's pattern does not.
  await form.getByLabel("Email address").fill("someone@example");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expectPageStatus(page, spec.newsletter.invalid);
  await expect(form.getByLabel("Email address")).toHaveValue("");
});

test("newsletter: the confirmation mail's unsubscribe link asks first, then unsubscribes", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/newsletter");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expectPageStatus(page, spec.newsletter.success);

  // The outbox writes the confirmation a moment after the lead is saved.
  let token: string | undefined;
  await expect
    .poll(() => (token = unsubscribeTokenFor(email)), { message: "the confirmation mail carries an unsubscribe link", timeout: 10_000 })
    .toBeTruthy();
  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();

  // Unsubscribed, the address can sign up again.
  await page.goto("/newsletter");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expectPageStatus(page, spec.newsletter.success);
});

async function fillDemo(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Request Your Demo" });
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill("Rivers");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Company").fill("Rivers Plumbing");
  await form.getByLabel("Subject").fill("Chatbot");
  await form.getByLabel("Message").fill("Hello there");
  await form.getByRole("button", { name: "Request Demo" }).click();
  return form;
}

test("demo request: success clears the fields, a failure keeps them", async ({ page }) => {
  await page.goto("/book-demo");
  let form = await fillDemo(page, uniqueEmail());
  await expectPageStatus(page, spec.demo.success);

  await expectConfirmation(page, form, confirmationHeadings.demo);
  await page.getByRole("link", { name: "Request another demo" }).click();
  await expect(form.getByLabel("First Name")).toHaveValue("");

  const email = refusedEmail();
  form = await fillDemo(page, email);
  await expectPageStatus(page, spec.demo.failed);
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(form.getByLabel("Message")).toHaveValue("Hello there");
});

async function fillContact(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Get in Touch" });
  await form.getByLabel("First Name").fill("Lee");
  await form.getByLabel("Last Name").fill("Parker");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Subject").fill("A question");
  await form.getByLabel("Message").fill("About your courses");
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}

test("contact: sent, saved with the mail down (cleared), and failed (kept)", async ({ page }) => {
  await page.goto("/contact");
  let form = await fillContact(page, uniqueEmail());
  await expectPageStatus(page, spec.contact.success);
  await expectConfirmation(page, form, confirmationHeadings.contact);
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("");

  form = await fillContact(page, refusedEmail());
  await expectPageStatus(page, spec.contact.failed);
  await expect(form.getByLabel("Subject")).toHaveValue("A question");

  await page.goto(`${mailDownURL}/contact`);
  form = await fillContact(page, uniqueEmail());
  await expectPageStatus(page, spec.contact.mailFailed);
  await expectConfirmation(page, form, confirmationHeadings.contact);
});

test("webinar: registration, the same address again, an invalid address (kept) and a storage failure (kept)", async ({ page }) => {
  const email = uniqueEmail();
  const cases = [
    { email, expected: spec.webinar.success, kept: false },
    { email, expected: spec.webinar.duplicate, kept: true },
    { email: "sam@example", expected: spec.webinar.invalid, kept: true },
    { email: refusedEmail(), expected: spec.webinar.failed, kept: true },
  ];
  for (const item of cases) {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "AI for Small Teams: A Practical Start" });
    await form.getByLabel("First Name").fill("Sam");
    await form.getByLabel("Last Name").fill("Hill");
    await form.getByLabel("Email", { exact: true }).fill(item.email);
    await form.getByRole("button", { name: "Register" }).click();
    await expectPageStatus(page, item.expected);
    if (item.kept) await expect(form.getByLabel("Email", { exact: true })).toHaveValue(item.email);
    else await expectConfirmation(page, form, confirmationHeadings.webinar);
  }
});

test("training: the server's messages show beside the fields, which are kept; then the registration succeeds", async ({ page }) => {
  await page.goto("/services/ai-training?register=true");
  const form = page.getByRole("form", { name: "Register for AI Training" });
  await form.getByLabel("First Name").fill("Morgan");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("morgan@example");
  await form.getByRole("radio", { name: "Group" }).check();
  await form.getByRole("button", { name: "Submit Registration" }).click();

  await expect(form.getByText(spec.training.lastName, { exact: true })).toBeVisible();
  await expect(form.getByText(spec.training.email, { exact: true })).toBeVisible();
  await expect(form.getByText(spec.training.training, { exact: true })).toBeVisible();
  await expect(form.getByText(spec.training.attendees, { exact: true })).toBeVisible();
  await expect(form.getByText(spec.training.confirmInterest, { exact: true })).toBeVisible();
  await expect(form.getByLabel("First Name")).toHaveValue("Morgan");
  await expect(form.getByRole("radio", { name: "Group" })).toBeChecked();

  await form.getByLabel("Last Name").fill("Lane");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
  await form.getByLabel("Training Course").selectOption(courses[7]);
  await form.getByLabel("Number of Attendees").fill("4");
  await form.getByLabel(/I confirm my interest/).check();
  await form.getByRole("button", { name: "Submit Registration" }).click();
  await expectPageStatus(page, spec.training.success);
  await expectConfirmation(page, form, confirmationHeadings.training);
  await page.getByRole("link", { name: "Register someone else" }).click();
  await expect(form.getByLabel("First Name")).toHaveValue("");
});
