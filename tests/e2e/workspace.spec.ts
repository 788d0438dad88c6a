// The staff workspace in Chromium, on a site of its own (an embedded PostgreSQL in a temp folder,
// mail over SMTP to an in-process server): the first owner signs in with the e-mail link taken
// from that server, adds a passkey (Chromium's virtual authenticator, through CDP) and signs in
// with it; then the inbox: leads listed newest first, filtered, searched, opened, given a status,
// an owner and a note, answered with a reply the visitor receives, and exported as CSV.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { WorkspaceSite } from "./workspace-site";

const OWNER = "owner@concord-ai.test";
const ws = new WorkspaceSite();
const inbox = ws.inbox;
let origin = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ws.start();
  origin = ws.origin;
  await ws.staff("add", OWNER, "--role", "owner", "--name", "Dana Owner");
  await ws.staff("add", "sam@concord-ai.test", "--name", "Sam Staff");
  // Leads, oldest first, as visitors send them.
  const sent = [
    await ws.post("/newsletter", { email: "reader@gmail.com" }),
    await ws.post("/book-demo", {
      firstName: "James",
      lastName: "Carter",
      email: "jcarter@carterlaw.com",
      company: "Carter & Webb Law",
      subject: "Document Q&A over case files",
      message: "Twenty years of case files; can staff ask questions of them?",
    }),
    await ws.post(
      "/contact",
      {
        firstName: "Zoë",
        lastName: "López",
        email: "zoe@lopezdental.com",
        subject: "Chatbot for our dental office",
        message: "The same ten questions about insurance every day.",
      },
      "/services/ai-chatbots?utm_campaign=fall-ads",
    ),
  ];
  for (const response of sent) expect(response.status).toBe(201);
});

test.afterAll(() => ws.stop());

const mailedLink = (to: string, after: number) => ws.mailedLink(to, after);

async function signInByMail(page: Page) {
  await ws.signInByMail(page, OWNER, "/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

test("signs in with the e-mail link, adds a passkey, and signs in again with it", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInByMail(page);
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByLabel("Name for a new passkey (optional)").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added. Next time, sign in with it.");
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(1);
  // A passkey's name can be changed; adding and renaming are audited.
  await page.getByRole("button", { name: "Rename Test laptop" }).click();
  await expect(page.getByLabel("Name of the passkey")).toBeFocused();
  await page.getByLabel("Name of the passkey").fill("Work laptop");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey renamed.");
  await expect(page.getByRole("button", { name: "Remove Work laptop" })).toBeVisible();
  await page.goto(`${origin}/admin/audit?action=passkey.rename`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Name: Work laptop");
  await page.goto(`${origin}/admin/audit?action=passkey.add`);
  await expect(page.locator("tbody tr")).toContainText("Name: Test laptop");
  await page.getByRole("link", { name: "Account" }).click();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/sign-in`);
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByText(`Signed in as ${OWNER}`)).toBeVisible();
});

test("lists, filters and searches the leads, newest first", async ({ page }) => {
  await signInByMail(page);
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  const names = page.locator("tbody tr td:first-child a");
  await expect(names).toHaveText(["Zoë López", "James Carter", "reader@gmail.com"]);

  // A choice in a list applies at once, without Apply.
  await page.getByLabel("Form").selectOption("demo");
  await expect(page).toHaveURL(/[?&]form=demo/);
  await expect(names).toHaveText(["James Carter"]);

  await page.getByRole("link", { name: "Clear filter" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(names).toHaveCount(3);
  await page.getByLabel("Search").fill("INSURANCE");
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(/\?q=INSURANCE$/);
  await expect(names).toHaveText(["Zoë López"]);

  await page.getByLabel("Search").fill("");
  await page.getByLabel("UTM campaign").fill("fall-ads");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?campaign=fall-ads$/);
  await expect(names).toHaveText(["Zoë López"]);

  // The fields show the URL's filter, and what is typed at once after a filter applies stays.
  await expect(page.getByLabel("UTM campaign")).toHaveValue("fall-ads");
  await page.getByLabel("UTM campaign").fill("no-such-campaign");
  await expect(page.getByLabel("UTM campaign")).toHaveValue("no-such-campaign");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?campaign=no-such-campaign$/);
  await expect(page.getByText("No leads match this filter.")).toBeVisible();

  // A link or Back changes the filter: the fields follow the URL.
  await page.getByRole("link", { name: "Clear filter" }).click();
  await expect(names).toHaveCount(3);
  await expect(page.getByLabel("UTM campaign")).toHaveValue("");
  await page.goBack();
  await expect(page.getByLabel("UTM campaign")).toHaveValue("no-such-campaign");
  await page.goForward();
  await expect(page.getByLabel("UTM campaign")).toHaveValue("");

  // The keyboard: "/" to the search, "j" and "k" through the list, Enter opens, "e" to the status.
  await expect(names).toHaveCount(3);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search")).toBeFocused();
  await page.getByLabel("Search").blur();
  await page.keyboard.press("j");
  await expect(names.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(names.nth(2)).toBeFocused();
  await page.keyboard.press("k");
  await expect(names.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "James Carter" })).toBeVisible();
  await page.keyboard.press("e");
  await expect(page.getByLabel("Status", { exact: true })).toBeFocused();

  // On a phone the filters besides the search fold away until asked for.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/admin/leads`);
  await expect(page.getByLabel("Search")).toBeVisible();
  await expect(page.getByLabel("Form")).toBeHidden();
  await page.getByRole("button", { name: "More filters" }).click();
  await expect(page.getByLabel("Form")).toBeVisible();
  await page.goto(`${origin}/admin/leads?form=demo`);
  await expect(page.getByLabel("Form")).toHaveValue("demo");
  await expect(page.getByRole("button", { name: "Fewer filters" })).toHaveAttribute("aria-expanded", "true");
});

test("the overview charts what the site brings in: leads a week by form, page and campaign, and each page's leads", async ({ page }) => {
  // By the staff command's link: the sign-in mails of this file stay under the hourly limit.
  await ws.signInByCommand(page, OWNER);
  const brings = page.getByRole("region", { name: /^What the site brings in/ });
  const byForm = brings.getByRole("figure", { name: /^Leads by form/ });
  await expect(byForm).toContainText("3 leads");
  // The chart's numbers as a table for screen readers: this week (the last row) has one of each.
  const thisWeek = byForm.getByRole("row").last();
  await expect(thisWeek.getByRole("cell")).toHaveText(["1", "1", "1"]);
  await expect(byForm.getByRole("columnheader")).toHaveText(["Week of", "Newsletter subscription", "Demo request", "Contact message"]);
  const byPage = brings.getByRole("figure", { name: /^Leads by page/ });
  await expect(byPage.getByRole("columnheader")).toHaveText(["Week of", "/book-demo", "/newsletter", "/services/ai-chatbots"]);
  const byCampaign = brings.getByRole("figure", { name: /^Leads by UTM campaign/ });
  await expect(byCampaign.getByRole("columnheader")).toHaveText(["Week of", "fall-ads"]);
  await expect(byCampaign).toContainText("2 leads came without a campaign tag.");
  // The browser here is a headless one, which the page views leave out: leads without views.
  const pages = brings.getByRole("region", { name: "Views and leads by page" });
  await expect(pages.getByRole("row", { name: /services\/ai-chatbots/ }).getByRole("cell")).toHaveText(["0", "1", "—"]);
  await pages.getByRole("link", { name: "/services/ai-chatbots" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?page=%2Fservices%2Fai-chatbots$/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Zoë López");
});

test("opens a lead, sets its status and owner, adds a note, and the inbox shows them", async ({ page }) => {
  await signInByMail(page);
  await page.goto(`${origin}/admin/leads`);
  await page.getByRole("link", { name: "James Carter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "James Carter" })).toBeVisible();
  const sent = page.getByRole("region", { name: "What the visitor sent" });
  await expect(sent).toContainText("Carter & Webb Law");
  await expect(sent).toContainText("Twenty years of case files");
  const mails = page.getByRole("region", { name: "Mails and messages for this lead" });
  await expect(mails.getByRole("listitem")).toHaveCount(2);
  await expect(mails).toContainText("Notification to the company");
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute("href", /^mailto:jcarter@carterlaw\.com\?subject=/);

  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Sam Staff (sam@concord-ai.test)" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("region", { name: "Handling" }).getByText("Contacted", { exact: true }).first()).toBeVisible();

  await page.getByLabel("Add a note").fill("Called back; sending a proposal on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("listitem")).toHaveText([/Called back; sending a proposal on Friday\./]);
  await expect(notes.getByRole("listitem")).toContainText(OWNER);
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  // One's own note can be changed and deleted.
  await notes.getByText("Edit", { exact: true }).click();
  await notes.getByLabel("Edit the note").fill("Called back; proposal goes out Monday.");
  await notes.getByRole("button", { name: "Save note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note saved.");
  await expect(notes.getByRole("listitem")).toHaveText([/Called back; proposal goes out Monday\./]);
  await page.getByLabel("Add a note").fill("Left a voicemail.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await notes.getByRole("listitem").nth(1).getByRole("button", { name: "Delete" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note deleted.");
  await expect(notes.getByRole("listitem")).toHaveText([/Called back; proposal goes out Monday\./]);

  // A follow-up today puts the lead on the overview.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  await page.getByLabel("Follow up on").fill(today);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Overview" }).click();
  const due = page.getByRole("region", { name: /Follow-ups due/ });
  await expect(due.getByRole("listitem")).toHaveText([/James Carter.*today/]);
  await expect(page.getByRole("region", { name: "Waiting for a reply" })).toContainText("Every new lead is within the 24 business hours");
  await page.goto(`${origin}/admin/leads?needs=follow-up`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByLabel("Needs")).toHaveValue("follow-up");
  await page.getByLabel("Owner", { exact: true }).selectOption("none");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No leads match this filter.")).toBeVisible();

  await page.goto(`${origin}/admin/leads`);
  await page.getByRole("link", { name: "James Carter" }).click();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await page.goto(`${origin}/admin/leads?status=contacted`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Sam Staff");

  await page.goto(`${origin}/admin/leads/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
});

test("replies to a lead from its page: the visitor gets it over SMTP, threaded under the notification, and the lead is contacted", async ({
  page,
}) => {
  // By the command line's link: the sign-in page's limit is kept for the tests of it.
  await ws.signInByCommand(page, OWNER);
  await page.goto(`${origin}/admin/leads`);
  await page.getByRole("link", { name: "Zoë López" }).click();
  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply).toContainText("To zoe@lopezdental.com, subject “Re: Chatbot for our dental office”");
  await expect(reply).toContainText("The lead moves to Contacted.");
  const box = reply.getByLabel("Your reply");
  await expect(box).toHaveValue("Hi Zoë,\n\n");
  await box.press("Control+End");
  await box.pressSequentially("Yes: a chatbot can answer those ten questions. Does Thursday at 2 suit you?");
  const before = ws.mailsTo("zoe@lopezdental.com");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(reply.getByRole("status")).toHaveText("Reply queued: it is sent in a moment, and its state shows under Mails.");
  await expect(box).toHaveValue("Hi Zoë,\n\n");

  // Over SMTP, from the company's address under the writer's name, in the thread of the notification.
  await expect.poll(() => ws.mailsTo("zoe@lopezdental.com"), { timeout: 10_000 }).toBe(before + 1);
  const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(raw.replace(/\r\n[ \t]+/g, " "))?.[1];
  const sent = inbox.received.filter((m) => m.to === "zoe@lopezdental.com").at(-1)!.raw;
  const notification = inbox.received.find((m) => m.to !== "zoe@lopezdental.com" && m.raw.includes("zoe@lopezdental.com"))!.raw;
  expect(header(sent, "From")).toMatch(/^"Dana Owner \(Piedmont AI Works\)" <[^<>\s]+@[^<>\s]+>$/);
  expect(header(sent, "In-Reply-To")).toBe(header(notification, "Message-ID"));
  expect(header(sent, "Subject")).toBe("Re: Chatbot for our dental office");
  expect(sent.replace(/=\r\n/g, "")).toContain("Does Thursday at 2 suit you?");

  const mails = page.getByRole("region", { name: "Mails and messages for this lead" });
  const item = mails.getByRole("listitem").filter({ hasText: "Reply to the visitor from Dana Owner" });
  // The outbox marks the mail sent once the mail server has taken it: a moment after it arrived.
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await item.getByText("What it says").click();
  await expect(item).toContainText("Does Thursday at 2 suit you?");
});

test("exports exactly what the filter shows as CSV that spreadsheets open as UTF-8", async ({ page }) => {
  await signInByMail(page);
  await page.goto(`${origin}/admin/leads?form=contact`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV (filtered)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFFReceived (America/New_York time),Form,Status,Name,Email")).toBe(true);
  // Times as Concord's clock shows them, which spreadsheets read as a date and time.
  expect(text.split("\r\n")[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,contact,/);
  const lines = text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Zoë López");
  expect(lines[1]).toContain("zoe@lopezdental.com");

  // Compressed by the route itself for clients that take gzip, never by the server's middleware.
  const compressed = await page.request.get(`${origin}/admin/leads/export.csv?form=contact`, { headers: { "accept-encoding": "gzip" } });
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
  expect(compressed.headers()["cache-control"]).toMatch(/\bno-transform\b/);
  expect(await compressed.text()).toBe(text);
});

test("an owner invites a member, who signs in by the mailed link; makes them an owner and removes them", async ({ page, browser }) => {
  await signInByMail(page);
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const invitee = "lee@concord-ai.test";
  const before = inbox.received.filter((m) => m.to === invitee).length;
  await page.getByLabel("Work e-mail").fill(invitee);
  await page.getByLabel("Name").fill("Lee Newcomer");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByRole("status")).toHaveText(`Added ${invitee} (staff). A sign-in link is on its way to ${invitee}.`);
  await expect(page.getByLabel("Work e-mail")).toHaveValue("");

  // The invitee, in a browser of their own: staff see no Staff page.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto(await mailedLink(invitee, before));
  await theirPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(theirPage).toHaveURL(`${origin}/admin`);
  await expect(theirPage.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  await theirPage.goto(`${origin}/admin/staff`);
  await expect(theirPage.getByText("Only an owner can do this.")).toBeVisible();

  // Choosing a role changes nothing by itself; "Save role" asks first, with the focus on the answer.
  const role = page.getByLabel("Role of Lee Newcomer");
  await role.selectOption("owner");
  await theirPage.goto(`${origin}/admin/staff`);
  await expect(theirPage.getByText("Only an owner can do this.")).toBeVisible();
  await expect(page.getByRole("status")).not.toHaveText(/is now an owner/);
  await page.getByRole("button", { name: "Save role of Lee Newcomer" }).click();
  const confirmation = page.getByRole("group", { name: "Make Lee Newcomer an owner? They will manage staff and read the audit log." });
  await expect(confirmation.getByRole("button", { name: "Make owner" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`${invitee} is now an owner.`);
  await expect(confirmation).toHaveCount(0);
  await expect(role).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expect(role).toHaveValue("owner");
  await expect(page.getByRole("button", { name: "Save role of Lee Newcomer" })).toHaveAttribute("aria-disabled", "true");
  await theirPage.goto(`${origin}/admin/staff`);
  await expect(theirPage.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();

  await page.getByRole("button", { name: "Remove Lee Newcomer" }).click();
  await page.getByRole("button", { name: "Remove Lee Newcomer" }).click();
  await expect(page.getByRole("status")).toHaveText(`Removed ${invitee}; their sessions have ended.`);
  await expect(page.getByText("Lee Newcomer")).toHaveCount(0);
  await theirPage.goto(`${origin}/admin`);
  await expect(theirPage).toHaveURL(/\/admin\/sign-in/);
  await theirs.close();
});

test("a key on a closed role select sends nothing; Save asks first, and Cancel or Escape keeps the role", async ({ page }) => {
  await ws.signInByCommand(page, OWNER);
  await page.goto(`${origin}/admin/staff`);
  const role = page.getByLabel("Role of Sam Staff");
  const save = page.getByRole("button", { name: "Save role of Sam Staff" });
  await role.focus();
  const posted = page
    .waitForRequest((request) => request.method() === "POST", { timeout: 1_000 })
    .then(
      () => true,
      () => false,
    );
  await page.keyboard.press("ArrowDown");
  expect(await posted).toBe(false);
  await expect(role).toHaveValue("owner");
  await expect(role).toBeFocused();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(save).not.toHaveAttribute("aria-disabled");
  await page.reload();
  await expect(role).toHaveValue("staff");
  await expect(save).toHaveAttribute("aria-disabled", "true");
  expect((await ws.staff("list")).stdout).toMatch(/sam@concord-ai\.test\tstaff/);

  // Save, then Cancel: the choice goes back, the focus to the select.
  await role.selectOption("owner");
  await save.press("Enter");
  const confirmation = page.getByRole("group", { name: /^Make Sam Staff an owner\?/ });
  await expect(confirmation.getByRole("button", { name: "Make owner" })).toBeFocused();
  await confirmation.getByRole("button", { name: "Cancel" }).press("Enter");
  await expect(confirmation).toHaveCount(0);
  await expect(role).toBeFocused();
  await expect(role).toHaveValue("staff");

  // Escape in the confirmation does the same.
  await role.selectOption("owner");
  await save.click();
  await expect(confirmation.getByRole("button", { name: "Make owner" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirmation).toHaveCount(0);
  await expect(role).toBeFocused();
  await expect(role).toHaveValue("staff");
  await expect(page.getByRole("status")).toHaveCount(0);
  expect((await ws.staff("list")).stdout).toMatch(/sam@concord-ai\.test\tstaff/);
});

test("without JavaScript, Save brings back the confirmation from the server, which applies the role only once confirmed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await ws.signInByCommand(page, OWNER);
  await page.goto(`${origin}/admin/staff`);
  const role = page.getByLabel("Role of Sam Staff");

  await role.selectOption("owner");
  await page.getByRole("button", { name: "Save role of Sam Staff" }).click();
  const makeOwner = page.getByRole("group", { name: /^Make Sam Staff an owner\?/ }).getByRole("button", { name: "Make owner" });
  await expect(makeOwner).toBeFocused();
  expect((await ws.staff("list")).stdout).toMatch(/sam@concord-ai\.test\tstaff/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status")).toHaveText("Nothing changed; sam@concord-ai.test keeps their role.");
  expect((await ws.staff("list")).stdout).toMatch(/sam@concord-ai\.test\tstaff/);

  await role.selectOption("owner");
  await page.getByRole("button", { name: "Save role of Sam Staff" }).click();
  await makeOwner.click();
  await expect(page.getByRole("status")).toHaveText("sam@concord-ai.test is now an owner.");
  expect((await ws.staff("list")).stdout).toMatch(/sam@concord-ai\.test\towner/);

  await role.selectOption("staff");
  await page.getByRole("button", { name: "Save role of Sam Staff" }).click();
  await page
    .getByRole("group", { name: "Make Sam Staff staff? They will no longer manage staff or read the audit log." })
    .getByRole("button", { name: "Make staff" })
    .click();
  await expect(page.getByRole("status")).toHaveText("sam@concord-ai.test is now staff.");
  await context.close();
});

test("files a lead that scores as spam out of the inbox without notifying anyone; staff take it back, file it again, and an owner deletes it", async ({
  page,
}) => {
  const notifications = inbox.received.length;
  const saved = await ws.post("/contact", {
    firstName: "RkTqXywBn",
    lastName: "Links",
    email: "seller@links-offer.example",
    subject: "Rank your website on the first page of Google",
    message: "Cheap backlinks: https://links-offer.example/a and www.links-offer.example",
  });
  // The visitor (a bot) is answered as any visitor is.
  expect(saved.status).toBe(201);
  await expect.poll(() => ws.mailsTo("seller@links-offer.example")).toBe(1);
  expect(inbox.received.length - notifications).toBe(1);

  await ws.signInByCommand(page, OWNER);
  await page.goto(`${origin}/admin/leads`);
  await expect(page.getByRole("link", { name: "RkTqXywBn Links" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Spam (1)" }).click();
  await page.getByRole("link", { name: "RkTqXywBn Links" }).click();
  const handling = page.getByRole("region", { name: "Handling" });
  await expect(handling).toContainText("Filed as spam on arrival, by its score");
  await expect(handling).toContainText(/Spam score \d+: 2 links in the message; spam phrases: "backlink"/);

  await handling.getByRole("button", { name: "Not spam" }).click();
  await expect(handling.getByRole("status")).toHaveText("Back in the inbox.");
  await page.goto(`${origin}/admin/leads`);
  await expect(page.getByRole("link", { name: "RkTqXywBn Links" })).toBeVisible();
  await page.getByRole("link", { name: "RkTqXywBn Links" }).click();
  await handling.getByRole("button", { name: "Mark as spam" }).click();
  await expect(handling).toContainText(`Filed as spam by ${OWNER}`);

  await handling.getByRole("button", { name: "Delete lead" }).click();
  // The browser's own check: the box is required.
  await expect(page.getByRole("heading", { level: 1, name: "RkTqXywBn Links" })).toBeVisible();
  await handling.getByLabel("Delete this lead, its mails and notes for good").check();
  await handling.getByRole("button", { name: "Delete lead" }).click();
  await expect(page.getByRole("status")).toHaveText("Lead deleted.");
  await expect(page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Spam (0)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto(`${origin}/admin/audit`);
  await expect(page.getByRole("table").getByText("Deleted a lead")).toBeVisible();
});

test("changes the ticked leads together: status and owner, spam and back, each in the audit log", async ({ page }) => {
  await ws.signInByCommand(page, OWNER);
  await page.goto(`${origin}/admin/leads`);
  const row = (name: string) => page.locator("tbody tr", { hasText: name });
  await page.getByRole("checkbox", { name: "Tick Zoë López" }).check();
  await page.getByRole("checkbox", { name: "Tick reader@gmail.com" }).check();
  const bar = page.getByRole("form", { name: "Change the ticked leads" });
  await expect(bar).toContainText("2 ticked:");
  // Nothing chosen: said so, nothing changed.
  await bar.getByRole("button", { name: "Set", exact: true }).click();
  await expect(bar.getByRole("alert")).toHaveText("Choose a status or an owner to set.");
  await bar.getByLabel("Set status").selectOption("qualified");
  await bar.getByLabel("Set owner").selectOption({ label: "Dana Owner" });
  await bar.getByRole("button", { name: "Set", exact: true }).click();
  await expect(bar.getByRole("status")).toHaveText("2 leads changed.");
  await expect(bar).toContainText("Tick leads to change them together:");
  await expect(page.getByRole("checkbox", { name: "Tick Zoë López" })).not.toBeChecked();
  for (const name of ["Zoë López", "reader@gmail.com"]) {
    await expect(row(name)).toContainText("Qualified");
    await expect(row(name)).toContainText("Dana Owner");
  }

  // The box in the header ticks the whole page; spam takes them out of the inbox, and back.
  await page.goto(`${origin}/admin/leads?q=reader`);
  await page.getByRole("checkbox", { name: "Tick every lead on this page" }).check();
  await expect(bar).toContainText("1 ticked:");
  await bar.getByRole("button", { name: "Mark as spam" }).click();
  // The list is empty then, and the bar with it: the answer stays above the empty list.
  await expect(page.getByText("No leads match this filter.")).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("1 lead filed as spam.");
  await page.goto(`${origin}/admin/leads?view=spam`);
  await page.getByRole("checkbox", { name: "Tick reader@gmail.com" }).check();
  await bar.getByRole("button", { name: "Not spam" }).click();
  // The Spam view is empty then: the answer stays above the empty list.
  await expect(page.getByText("No leads match this filter.")).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("1 lead back in the inbox.");
  await page.goto(`${origin}/admin/audit`);
  await expect(page.getByRole("table").getByText("Filed a lead as spam").first()).toBeVisible();
});
