import type { Page } from "@playwright/test";
import { mailDownURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import {
  confirmationHeadings,
  expectConfirmation,
  expectToast,
  footerSubscribed,
  refusedEmail,
  slowNextPost,
  uniqueEmail,
} from "./form-helpers";
import { courses, spec } from "./spec-messages";

// With JavaScript on: every form posts without a reload, answers with a toast, and clears its
// fields as the spec says; once saved, a confirmation takes the form's place until "send another". "mail down" tests use the second server, whose SMTP server is unreachable.

test.describe("newsletter (footer)", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });

  async function subscribe(page: Page, email: string) {
    await form(page).getByLabel("Email address").fill(email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
  }

  test("subscribes, shows Subscribing... meanwhile, and gives way to one focused line", async ({ page }) => {
    await page.goto("/about");
    const url = page.url();
    await slowNextPost(page);
    await subscribe(page, uniqueEmail());
    await expect(form(page).getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expectToast(page, spec.newsletter.success);
    await expect(form(page)).toBeHidden();
    await expect(page.getByText(footerSubscribed, { exact: true })).toBeFocused();
    expect(page.url()).toBe(url);
  });

  test("an address without a dot in its domain is refused and the field cleared", async ({ page }) => {
    await page.goto("/faq");
    await subscribe(page, "someone@example");
    await expectToast(page, spec.newsletter.invalid);
    await expect(form(page).getByLabel("Email address")).toHaveValue("");
  });

  test("a storage failure says the subscription failed, and the field is cleared too", async ({ page }) => {
    await page.goto("/");
    await subscribe(page, refusedEmail());
    await expectToast(page, spec.newsletter.failed);
    await expect(form(page).getByLabel("Email address")).toHaveValue("");
  });
});

test.describe("demo request (/book-demo)", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Request Your Demo" });

  async function fill(page: Page, email: string) {
    const f = form(page);
    await f.getByLabel("First Name").fill("Dana");
    await f.getByLabel("Last Name").fill("Rivers");
    await f.getByLabel("Email", { exact: true }).fill(email);
    await f.getByLabel("Company").fill("Rivers Plumbing");
    await f.getByLabel("Subject").fill("Chatbot for our website");
    await f.getByLabel("Message").fill("We get the same ten questions every day.");
  }

  test("six required fields; success shows the confirmation, and another request starts empty", async ({ page }) => {
    await page.goto("/book-demo");
    for (const label of ["First Name", "Last Name", "Email", "Company", "Subject", "Message"]) {
      await expect(form(page).getByLabel(label)).toHaveAttribute("required", "");
    }
    await fill(page, uniqueEmail());
    await slowNextPost(page);
    await form(page).getByRole("button", { name: "Request Demo" }).click();
    await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expectToast(page, spec.demo.success);
    await expectConfirmation(page, form(page), confirmationHeadings.demo);
    await expect(page.getByText("replies within 24 business hours")).toBeVisible();
    await page.getByRole("link", { name: "Request another demo" }).click();
    await expect(form(page).getByLabel("First Name")).toBeFocused();
    await expect(form(page).getByLabel("First Name")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
    await expect(page.getByRole("heading", { name: confirmationHeadings.demo })).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/book-demo");
  });

  test("a storage failure keeps the fields", async ({ page }) => {
    await page.goto("/book-demo");
    const email = refusedEmail();
    await fill(page, email);
    await form(page).getByRole("button", { name: "Request Demo" }).click();
    await expectToast(page, spec.demo.failed);
    await expect(form(page).getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(form(page).getByLabel("Company")).toHaveValue("Rivers Plumbing");
  });
});

test.describe("contact (/contact)", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Get in Touch" });

  async function fill(page: Page, email: string) {
    const f = form(page);
    await f.getByLabel("First Name").fill("Lee");
    await f.getByLabel("Last Name").fill("Parker");
    await f.getByLabel("Email", { exact: true }).fill(email);
    await f.getByLabel("Subject").fill("Training for my team");
    await f.getByLabel("Message").fill("Could you run the prompt engineering day for six people?");
  }

  test("shows the spec's placeholders; success shows the confirmation, and another message starts empty", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await expect(f.getByPlaceholder("Your first name")).toBeVisible();
    await expect(f.getByPlaceholder("Your last name")).toBeVisible();
    await expect(f.getByPlaceholder("How can we help?")).toBeVisible();
    await expect(f.getByPlaceholder("Tell us about your project or inquiry...")).toBeVisible();
    expect(await f.getByLabel("Message").evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(150);
    await fill(page, uniqueEmail());
    await slowNextPost(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(f.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expectToast(page, spec.contact.success);
    await expectConfirmation(page, f, confirmationHeadings.contact);
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(f.getByLabel("Subject")).toHaveValue("");
  });

  test("with the mail server down: Message saved, and the fields are cleared", async ({ page }) => {
    await page.goto(`${mailDownURL}/contact`);
    await fill(page, uniqueEmail());
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, spec.contact.mailFailed);
    await expectConfirmation(page, form(page), confirmationHeadings.contact);
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(form(page).getByLabel("Message")).toHaveValue("");
  });

  test("a storage failure keeps the fields", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, refusedEmail());
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, spec.contact.failed);
    await expect(form(page).getByLabel("Subject")).toHaveValue("Training for my team");
  });
});

test.describe("webinars (/contact, Upcoming Webinars)", () => {
  const title = "AI for Small Teams: A Practical Start";
  const form = (page: Page) => page.getByRole("form", { name: title });

  async function register(page: Page, email: string) {
    await form(page).getByLabel("First Name").fill("Sam");
    await form(page).getByLabel("Last Name").fill("Hill");
    await form(page).getByLabel("Email", { exact: true }).fill(email);
    await form(page).getByRole("button", { name: "Register" }).click();
  }

  test("lists upcoming webinars with start time, zone and length, and hides past ones", async ({ page }) => {
    await page.goto("/contact");
    const section = page.locator("#webinars");
    await expect(section.getByRole("heading", { name: title })).toBeVisible();
    await expect(section.getByText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/)).toBeVisible();
    await expect(section.getByText("1 hour")).toBeVisible();
    await expect(section.getByText("Last Month's Session")).toHaveCount(0);
  });

  test("registers, clears the fields, and refuses the same address twice", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/contact");
    await register(page, email);
    await expectToast(page, spec.webinar.success);
    await expectConfirmation(page, form(page), confirmationHeadings.webinar);
    await page.getByRole("link", { name: "Register someone else" }).click();
    await expect(form(page).getByLabel("Email", { exact: true })).toHaveValue("");
    await register(page, email);
    await expectToast(page, spec.webinar.duplicate);
  });

  test("an e-mail without a dot in its domain gets the Invalid email message", async ({ page }) => {
    await page.goto("/contact");
    await register(page, "sam@example");
    await expectToast(page, spec.webinar.invalid);
  });

  test("a storage failure says registration failed and keeps the fields", async ({ page }) => {
    const email = refusedEmail();
    await page.goto("/contact");
    await register(page, email);
    await expectToast(page, spec.webinar.failed);
    await expect(form(page).getByLabel("Email", { exact: true })).toHaveValue(email);
  });
});

test.describe("training registration (/services/ai-training)", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Register for AI Training" });
  const submit = (page: Page) => form(page).getByRole("button", { name: "Submit Registration" }).click();

  async function fillValid(page: Page, email: string, course: string = courses[0]) {
    const f = form(page);
    await f.getByLabel("First Name").fill("Morgan");
    await f.getByLabel("Last Name").fill("Lane");
    await f.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await f.getByLabel("Training Course").selectOption(course);
    await f.getByLabel(/I confirm my interest/).check();
  }

  test("lists the eight courses sorted, and shows phone and group fields only when chosen", async ({ page }) => {
    await page.goto("/services/ai-training?register=true");
    const f = form(page);
    const options = await f.getByLabel("Training Course").locator("option").allTextContents();
    expect(options).toEqual(["Select a training course", ...courses]);
    await expect(f.getByLabel("Phone Number")).toBeHidden();
    await expect(f.getByLabel("Number of Attendees")).toBeHidden();
    await f.getByRole("radio", { name: "Phone" }).check();
    await expect(f.getByLabel("Phone Number")).toBeVisible();
    await expect(f.getByLabel("Phone Type")).toBeVisible();
    const countries = f.getByLabel("Country");
    expect(await countries.locator("option").count()).toBeGreaterThan(200);
    await expect(countries.locator("option:checked")).toHaveText("United States (+1)");
    await f.getByRole("radio", { name: "Group" }).check();
    await expect(f.getByLabel("Number of Attendees")).toBeVisible();
    await expect(f.getByLabel("Number of Attendees")).toHaveAttribute("min", "2");
  });

  test("an empty form shows the spec's messages beside the fields", async ({ page }) => {
    await page.goto("/services/ai-training?register=true");
    // The page moves focus to the section once it has scrolled there.
    await expect(page.getByRole("heading", { name: "Register for AI Training" })).toBeFocused();
    await submit(page);
    const f = form(page);
    for (const message of [
      spec.training.firstName,
      spec.training.lastName,
      spec.training.email,
      spec.training.training,
      spec.training.confirmInterest,
    ]) {
      await expect(f.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(f.getByLabel("First Name")).toBeFocused();
  });

  test("phone without a number, and a group without or with too few attendees, are refused", async ({ page }) => {
    await page.goto("/services/ai-training?register=true");
    await fillValid(page, uniqueEmail());
    const f = form(page);
    await f.getByRole("radio", { name: "Phone" }).check();
    await f.getByRole("radio", { name: "Group" }).check();
    await submit(page);
    await expect(f.getByText(spec.training.phone, { exact: true })).toBeVisible();
    await expect(f.getByText(spec.training.attendees, { exact: true })).toBeVisible();
    await f.getByLabel("Number of Attendees").fill("1");
    await submit(page);
    await expect(f.getByText(spec.training.attendeesMin, { exact: true })).toBeVisible();
  });

  test("registers a group by phone, shows Submitting..., and resets the form", async ({ page }) => {
    await page.goto("/services/ai-training?register=true");
    await fillValid(page, uniqueEmail(), courses[3]);
    const f = form(page);
    await f.getByRole("radio", { name: "Phone" }).check();
    await f.getByLabel("Phone Type").selectOption("mobile");
    await f.getByLabel("Phone Number").fill("704 555 0142");
    await f.getByRole("radio", { name: "Group" }).check();
    await f.getByLabel("Number of Attendees").fill("6");
    await slowNextPost(page);
    await submit(page);
    await expect(f.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expectToast(page, spec.training.success);
    await expectConfirmation(page, f, confirmationHeadings.training);
    await page.getByRole("link", { name: "Register someone else" }).click();
    await expect(f.getByLabel("First Name")).toHaveValue("");
    await expect(f.getByRole("radio", { name: "Email" })).toBeChecked();
    await expect(f.getByRole("radio", { name: "Individual" })).toBeChecked();
    await expect(f.getByLabel(/I confirm my interest/)).not.toBeChecked();
  });

  test("the same address for the same course is refused and the form kept; a storage failure keeps it too", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/services/ai-training?register=true");
    await fillValid(page, email);
    await submit(page);
    await expectToast(page, spec.training.success);
    await page.getByRole("link", { name: "Register someone else" }).click();
    await fillValid(page, email);
    await submit(page);
    await expectToast(page, spec.training.duplicate);
    await expect(form(page).getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);

    const refused = refusedEmail();
    await form(page).getByRole("textbox", { name: "Email", exact: true }).fill(refused);
    await submit(page);
    await expectToast(page, spec.training.failed);
    await expect(form(page).getByRole("textbox", { name: "Email", exact: true })).toHaveValue(refused);
  });
});
