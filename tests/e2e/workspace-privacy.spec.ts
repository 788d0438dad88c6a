// The workspace's Privacy page in Chromium, on a site of its own (an embedded PostgreSQL in a temp
// folder, mail over SMTP to an in-process server): an owner looks up everything held for one
// address (typed in another spelling), downloads it as JSON, erases it after typing the address
// again, and finds nothing afterwards, in the privacy page or in the inbox; a member of staff may
// look up and download but not erase. The look-up opens the person's record (every lead of the
// mailbox in one timeline), and the inbox marks her later leads as a returning person's.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { WorkspaceSite } from "./workspace-site";

const OWNER = "owner@concord-ai.test";
const STAFF = "sam@concord-ai.test";
const JANE = "jane.doe@example.com";
const ws = new WorkspaceSite();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ws.start();
  await ws.staff("add", OWNER, "--role", "owner", "--name", "Dana Owner");
  await ws.staff("add", STAFF, "--name", "Sam Staff");
  // Jane types her address a different way each time; John's message names her.
  const sent = [
    await ws.post("/contact", {
      firstName: "Jane",
      lastName: "Doe",
      email: "Jane.Doe@Example.com",
      subject: "Chatbot for our clinic",
      message: "Patients ask the same questions about parking every day.",
    }),
    await ws.post("/book-demo", {
      firstName: "Jane",
      lastName: "Doe",
      email: " JANE.DOE@example.com ",
      company: "Doe Family Clinic",
      subject: "Demo of a patient FAQ bot",
      message: "Could we see it on Thursday?",
    }),
    await ws.post("/newsletter", { email: JANE }),
    await ws.post("/contact", {
      firstName: "John",
      lastName: "Smith",
      email: "john@example.com",
      subject: "Referral",
      message: `My colleague ${JANE} suggested you.`,
    }),
  ];
  for (const response of sent) expect(response.status).toBe(201);
});

test.afterAll(() => ws.stop());

async function signInByMail(page: Page, email: string) {
  await ws.signInByMail(page, email, "/admin/privacy");
  await page.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
}

async function lookUp(page: Page, typed: string) {
  await page.getByLabel("E-mail address").fill(typed);
  await page.getByRole("button", { name: "Look up", exact: true }).click();
}

test("a member of staff looks up and downloads, but cannot erase", async ({ page }) => {
  await signInByMail(page, STAFF);
  await lookUp(page, JANE);
  await expect(page.getByRole("status")).toHaveText(`Found 12 records for ${JANE}.`);
  await expect(page.getByRole("button", { name: "Download JSON" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Erase everything" })).toHaveCount(0);
  await expect(page.getByText("Only an owner can erase a person's data.")).toBeVisible();
});

test("the look-up opens the person's record: every lead, mail and note of the mailbox in one timeline; the inbox marks her returning", async ({
  page,
}) => {
  await signInByMail(page, STAFF);
  await lookUp(page, JANE);
  await page.getByRole("link", { name: "Open their record" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jane Doe" })).toBeVisible();
  await expect(page.getByText(/^3 leads · first seen/)).toBeVisible();
  const about = page.getByRole("region", { name: "About" });
  await expect(about.getByRole("link", { name: JANE })).toHaveAttribute("href", `mailto:${JANE}`);
  await expect(about).toContainText("Subscribed to the newsletter");
  await expect(about).toContainText("Asked for a demo");
  const timeline = page.getByRole("region", { name: "Timeline" });
  // Three leads, each with the company's notification and the visitor's confirmation.
  await expect(timeline.getByRole("link", { name: "Demo request", exact: true })).toHaveCount(1);
  await expect(timeline.getByRole("link", { name: "Contact message", exact: true })).toHaveCount(1);
  await expect(timeline.getByRole("link", { name: "Newsletter subscription", exact: true })).toHaveCount(1);
  await expect(timeline).toContainText("Could we see it on Thursday?");
  await expect(timeline.getByText(`To ${JANE}`).first()).toBeVisible();
  // John's lead names her, but is not hers.
  await expect(page.getByText("Referral")).toHaveCount(0);

  // A note on one lead shows on the record too.
  await timeline.getByRole("link", { name: "Demo request", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jane Doe" })).toBeVisible();
  await page.getByLabel("Add a note").fill("Wants Thursday morning.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await page.getByRole("link", { name: "All 3 leads from this person" }).click();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Note by ${STAFF} on the demo request`);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Wants Thursday morning.");

  // In the inbox, her later leads are marked; her first and John's are not.
  await page.goto(`${ws.origin}/admin/leads`);
  const row = (subject: string) => page.locator("tbody tr", { hasText: subject });
  await expect(row("Demo of a patient FAQ bot")).toContainText("Returning");
  await expect(row("Chatbot for our clinic")).not.toContainText("Returning");
  await expect(row("Referral")).not.toContainText("Returning");
});

test("an owner looks up an address, downloads it as JSON, erases it, and nothing is found afterwards", async ({ page }) => {
  await signInByMail(page, OWNER);
  await expect(page.getByRole("link", { name: "Privacy" })).toHaveAttribute("aria-current", "page");

  // Typed in another spelling: searched as the forms store it, and said so.
  await lookUp(page, "  Jane.Doe@EXAMPLE.com ");
  const held = page.getByRole("region", { name: `Held for ${JANE}` });
  // 3 form records, 3 inbox leads, each lead's confirmation and notification, and the note Sam added.
  await expect(held.getByRole("status")).toHaveText(`Found 13 records for ${JANE}.`);
  await expect(held).toContainText(`Searched for ${JANE}, the spelling the forms store for “Jane.Doe@EXAMPLE.com”.`);
  await expect(page.getByRole("region", { name: /^Contact messages/ })).toContainText("Patients ask the same questions about parking");
  await expect(page.getByRole("region", { name: /^Demo requests/ })).toContainText("Doe Family Clinic");
  await expect(page.getByRole("region", { name: /^Inbox leads/ }).getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("region", { name: /^Mails and chat messages/ }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByText("John")).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download JSON" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(document).toMatchObject({ emailAddress: JANE, counts: { leads: 3, notes: 1, contactInquiries: 1, demoRequests: 1, mails: 6 } });
  expect(document.explanation).toContain("e-mail address below");
  expect(document.contactMessages[0]).toMatchObject({ firstName: "Jane", lastName: "Doe", subject: "Chatbot for our clinic" });
  expect(document.emails.map((mail: { toAddress: string }) => mail.toAddress)).toContain(JANE);

  // Erasing takes a second step: the address typed again.
  await page.getByRole("button", { name: "Erase everything" }).click();
  const confirm = page.getByLabel("Type the address again to confirm");
  await expect(confirm).toBeFocused();
  const eraseForGood = page.getByRole("button", { name: "Erase for good" });
  await expect(eraseForGood).toBeDisabled();
  await confirm.fill("john@example.com");
  await expect(eraseForGood).toBeDisabled();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await page.getByLabel("Type the address again to confirm").fill("JANE.DOE@example.com");
  await eraseForGood.click();
  await expect(page.getByRole("status")).toHaveText(
    `Erased for ${JANE}: 3 inbox leads, 1 staff note, 1 newsletter subscription, 1 demo request, 1 contact message and 6 mails and chat messages.`,
  );
  await expect(page.getByRole("region", { name: `Held for ${JANE}` })).toHaveCount(0);

  await lookUp(page, JANE);
  await expect(page.getByRole("status")).toHaveText(`Nothing is held for ${JANE}.`);
  const earlier = page.getByRole("region", { name: "Earlier requests for this address" });
  await expect(earlier.getByRole("listitem")).toHaveText([
    new RegExp(`^Erased by ${OWNER}`),
    new RegExp(`^Exported as JSON by ${OWNER}`),
    new RegExp(`^Looked up by ${OWNER}`),
    // Sam's look-ups: the one before the record was opened, and the first.
    new RegExp(`^Looked up by ${STAFF}`),
    new RegExp(`^Looked up by ${STAFF}`),
  ]);

  // The inbox no longer lists her; John's lead, which names her, stays.
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.locator("tbody tr td:first-child a")).toHaveText(["John Smith"]);
});
