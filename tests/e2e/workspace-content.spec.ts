// The site's data kept current from the workspace, in Chromium, on a site of its own (an embedded
// PostgreSQL in a temp folder, mail over SMTP to an in-process server), by a member of staff who
// is no owner: team members added (and seen on /our-team at once), moved with the keyboard,
// edited and removed after a second step; a webinar created (and seen on /contact), edited, its
// registrants exported as CSV, then cancelled (gone from /contact, registration refused). Every
// change is in the audit log.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { openConnection, silentLog } from "../../app/server/db/connection.server.mjs";
import { WorkspaceSite } from "./workspace-site";

const STAFF = "sam@concord-ai.test";
const ws = new WorkspaceSite();
let origin = "";

// Each flow is long (a sign-in, then a dozen changes each checked on the public page).
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ws.start();
  origin = ws.origin;
  await ws.staff("add", "owner@concord-ai.test", "--role", "owner", "--name", "Dana Owner");
  await ws.staff("add", STAFF, "--name", "Sam Staff");
});

test.afterAll(() => ws.stop());

const signInByMail = (page: Page, email = STAFF) => ws.signInByMail(page, email);

/** A link of the workspace's navigation (pages also have a "back" link of the same name). */
function nav(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name, exact: true });
}

/** The names on the public team page, in its order (a fresh page each time: it is rendered per request). */
async function teamPage(page: Page): Promise<string[]> {
  const visitor = await page.context().newPage();
  await visitor.goto(`${origin}/our-team`);
  const names = await visitor.locator("#team h3").allTextContents();
  await visitor.close();
  return names;
}

/** yyyy-mm-dd, `days` from today. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function register(slug: string, firstName: string, email: string) {
  return fetch(`${origin}/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, referer: `${origin}/contact` },
    body: JSON.stringify({ form: "webinar", webinar: slug, firstName, lastName: "Tester", email }),
  });
}

test("adds team members and sees them on /our-team at once, reorders, edits and removes them", async ({ page }) => {
  await signInByMail(page);
  await nav(page, "Team").click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(page.getByText("Nobody yet")).toBeVisible();
  expect(await teamPage(page)).toEqual([]);

  // A refusal names the field and keeps what was typed.
  await page.getByLabel("Position").fill("Founder");
  await page.getByRole("button", { name: "Add to the team" }).click();
  await expect(page.getByText("Enter the name.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Position")).toHaveValue("Founder");

  for (const [name, position, bio] of [
    ["Avery Stone", "Founder", "Designs chatbots and leads every project."],
    ["Jordan Lee", "Head of Training", "Teaches the AWS courses."],
    ["Sam Ortiz", "Solutions Architect", "Connects assistants to the tools a business uses."],
  ] as const) {
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Position").fill(position);
    await page.getByLabel("Bio").fill(bio);
    await page.getByRole("button", { name: "Add to the team" }).click();
    await expect(page.getByRole("status")).toHaveText(`${name} was added at the end of the team page.`);
    await expect(page.getByLabel("Name")).toHaveValue("");
  }
  expect(await teamPage(page)).toEqual(["Avery Stone", "Jordan Lee", "Sam Ortiz"]);

  // Moved with the keyboard; the focus stays with the member moved.
  await expect(page.getByRole("button", { name: "Move Avery Stone up" })).toBeDisabled();
  await page.getByRole("button", { name: "Move Sam Ortiz up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Sam Ortiz moved up: now 2 of 3.");
  await expect(page.getByRole("button", { name: "Move Sam Ortiz up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Sam Ortiz moved up: now 1 of 3.");
  // At the top its "up" is disabled, so "down" has the focus.
  await expect(page.getByRole("button", { name: "Move Sam Ortiz down" })).toBeFocused();
  expect(await teamPage(page)).toEqual(["Sam Ortiz", "Avery Stone", "Jordan Lee"]);
  await page.getByRole("button", { name: "Move Avery Stone down" }).click();
  await expect(page.getByRole("status")).toHaveText("Avery Stone moved down: now 3 of 3.");
  expect(await teamPage(page)).toEqual(["Sam Ortiz", "Jordan Lee", "Avery Stone"]);

  await page.getByRole("link", { name: "Edit Avery Stone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Avery Stone" })).toBeVisible();
  await page.getByLabel("Position").fill("Chief Executive");
  await page.getByLabel("Bio").fill("Leads every project.\nAnswers every call.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The Our Team page shows the change.");
  const visitor = await page.context().newPage();
  await visitor.goto(`${origin}/our-team`);
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: "Avery Stone" }) });
  await expect(card).toContainText("Chief Executive");
  await expect(card).toContainText("Answers every call.");
  await visitor.close();

  // Removal takes a second step, which has the focus; "Keep" leaves everything as it was.
  await nav(page, "Team").click();
  await page.getByRole("link", { name: "Remove Jordan Lee" }).click();
  const confirm = page.getByRole("group", { name: "Remove Jordan Lee from the team page? This cannot be undone." });
  await expect(confirm.getByRole("button", { name: "Yes, remove Jordan Lee" })).toBeFocused();
  await confirm.getByRole("link", { name: "Keep Jordan Lee" }).click();
  await expect(confirm).toHaveCount(0);
  expect(await teamPage(page)).toEqual(["Sam Ortiz", "Jordan Lee", "Avery Stone"]);
  await page.getByRole("link", { name: "Remove Jordan Lee" }).click();
  await page.getByRole("button", { name: "Yes, remove Jordan Lee" }).click();
  await expect(page.getByRole("status")).toHaveText("Jordan Lee was removed from the team page.");
  await expect(page).toHaveURL(`${origin}/admin/team`);
  await expect(page.getByRole("button", { name: "Move Jordan Lee up" })).toHaveCount(0);
  expect(await teamPage(page)).toEqual(["Sam Ortiz", "Avery Stone"]);
});

test("creates a webinar and sees it on /contact, edits it, exports its registrants, cancels it and it disappears", async ({ page }) => {
  await signInByMail(page);
  await nav(page, "Webinars").click();
  await expect(page.getByRole("heading", { level: 1, name: "Webinars" })).toBeVisible();
  await page.getByRole("link", { name: "New webinar" }).click();

  const date = dayFromNow(30);
  await page.getByLabel("Title").fill("Chatbots for Dental Offices");
  await page.getByLabel("Description").fill("How a chatbot answers the insurance questions your front desk hears every day.");
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Start time").fill("14:00");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
  await page.getByLabel("Length (minutes)").fill("45");
  await page.getByRole("button", { name: "Create webinar" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Chatbots for Dental Offices" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Webinar created. It is on the Contact page now, open for registration.");
  await expect(page.getByLabel("Slug")).toHaveValue("chatbots-for-dental-offices");
  await expect(page.getByLabel("Date")).toHaveValue(date);
  await expect(page.getByLabel("Start time")).toHaveValue("14:00");
  const webinarUrl = page.url().replace(/\?.*$/, "");

  // On the Contact page at 2:00 PM New York time, with its registration form.
  const visitor = await page.context().newPage();
  await visitor.goto(`${origin}/contact`);
  const listed = visitor.locator("#webinar-chatbots-for-dental-offices");
  await expect(listed.getByRole("heading", { name: "Chatbots for Dental Offices" })).toBeVisible();
  await expect(listed.locator("time")).toContainText(/2:00\s?PM E[SD]T/);
  await expect(listed).toContainText("45 minutes");
  await expect(listed.getByRole("button", { name: "Register" })).toBeVisible();

  expect((await register("chatbots-for-dental-offices", "Zoë", "zoe@lopezdental.com")).status).toBe(201);
  expect((await register("chatbots-for-dental-offices", "=cmd", "formula@lopezdental.com")).status).toBe(201);

  await page.goto(webinarUrl);
  const registrants = page.getByRole("region", { name: /^Registrants/ });
  await expect(registrants.getByRole("row")).toHaveCount(3);
  await expect(registrants).toContainText("Zoë Tester");
  await expect(page.getByText("2 registrants")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export registrants (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^registrants-chatbots-for-dental-offices-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFFRegistered,First name,Last name,Email,Page")).toBe(true);
  const lines = text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines.join("\n")).toContain(",Zoë,Tester,zoe@lopezdental.com,/contact,");
  expect(lines.join("\n")).toContain(",'=cmd,Tester,formula@lopezdental.com,");

  await page.getByLabel("Title").fill("Chatbots for Dental and Medical Offices");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("heading", { level: 1, name: "Chatbots for Dental and Medical Offices" })).toBeVisible();

  // Cancelled after a second step: gone from /contact, registration refused, registrants kept.
  await page.getByRole("link", { name: "Cancel the webinar…" }).click();
  await expect(page.getByRole("button", { name: "Yes, cancel the webinar" })).toBeFocused();
  await expect(page.getByRole("group")).toContainText("Its 2 registrants are not told by the site");
  await page.getByRole("button", { name: "Yes, cancel the webinar" }).click();
  await expect(page.getByRole("status")).toContainText("Cancelled: it is off the Contact page.");
  await expect(page.getByRole("heading", { level: 2, name: "Cancelled" })).toBeVisible();
  await expect(registrants.getByRole("row")).toHaveCount(3);

  await visitor.goto(`${origin}/contact`);
  await expect(visitor.locator("#webinar-chatbots-for-dental-offices")).toHaveCount(0);
  await expect(visitor.getByText("Chatbots for Dental")).toHaveCount(0);
  await visitor.close();
  const refused = await register("chatbots-for-dental-offices", "Late", "late@lopezdental.com");
  expect(refused.status).toBe(410);
  expect(JSON.stringify(await refused.json())).toContain("This webinar is no longer open for registration.");

  await nav(page, "Webinars").click();
  const row = page.getByRole("row").filter({ hasText: "Chatbots for Dental and Medical Offices" });
  await expect(row).toContainText("Cancelled");
  await expect(row).toContainText("2");
});

test("records every change and export in the audit log, under the member of staff who made it", async () => {
  const connection = await openConnection({ dataDir: ws.dataDir, role: "tool", log: silentLog });
  try {
    const { rows } = await connection.pool.query<{ action: string; actor_email: string }>(
      "select action, actor_email from audit_log where action ~ '^(team|webinar)\\.'",
    );
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set([
        "team.add",
        "team.update",
        "team.move",
        "team.remove",
        "webinar.create",
        "webinar.update",
        "webinar.cancel",
        "webinar.registrants-export",
      ]),
    );
    expect(new Set(rows.map((row) => row.actor_email))).toEqual(new Set([STAFF]));
    expect(rows.filter((row) => row.action === "team.add")).toHaveLength(3);
    expect(rows.filter((row) => row.action === "team.move")).toHaveLength(3);
  } finally {
    await connection.close();
  }
});
