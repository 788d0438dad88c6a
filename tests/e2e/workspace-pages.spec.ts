// Every page of the workspace, signed in as an owner, at a laptop's width and a phone's: the
// route table is read at run time, so a page added later is walked too. Each page has a title of
// its own, passes axe, and nothing runs off its side: no page scrolls sideways, and no table is
// cut by the card around it (a table wider than its card has to scroll inside it).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "@playwright/test";
import { company } from "../../app/content/company";
import routes from "../../app/routes";
import { axe } from "./fixtures";
import { WorkspaceSite } from "./workspace-site";

const OWNER = "owner@concord-ai.test";
const ws = new WorkspaceSite();

test.describe.configure({ mode: "serial" });

/** The workspace pages of the route table (not its downloads, not sign-in or the auth library's endpoints). */
function workspacePages(config: RouteConfigEntry[]): string[] {
  return config.flatMap((entry) => [
    ...(entry.path?.startsWith("admin") && !/^admin\/(sign-in|auth)/.test(entry.path) && !/\.(csv|json)$/.test(entry.path)
      ? [`/${entry.path}`]
      : []),
    ...workspacePages(entry.children ?? []),
  ]);
}

let leadId = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ws.start({ LOG_LEVEL: "silent" });
  await ws.staff("add", OWNER, "--role", "owner", "--name", "Olivia Owner");
  // Long words and long subjects are what push a table past its card.
  for (let i = 0; i < 3; i++) {
    const saved = await ws.post("/book-demo", {
      firstName: "Maximiliana",
      lastName: `Vanderbergh-Castellanos ${i}`,
      email: `maximiliana.vanderbergh-castellanos.${i}@really-long-company-domain.example.com`,
      company: "Vanderbergh Castellanos Regional Logistics and Warehousing",
      subject: "A chatbot for our dispatch desk that answers drivers' questions about routes, loads and delivery windows at night",
      message: "We run three warehouses and about sixty drivers. What would a pilot look like, and what does it cost?",
    });
    expect(saved.status).toBe(201);
  }
});

test.afterAll(() => ws.stop());

for (const width of [1280, 390]) {
  test(`every workspace page at ${width} px has its own title, passes axe and fits its width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await ws.signInByCommand(page, OWNER);
    if (!leadId) {
      await page.goto(`${ws.origin}/admin/leads`);
      leadId = (await page.locator('tbody a[href^="/admin/leads/"]').first().getAttribute("href"))!.split("/").at(-1)!;
    }
    const paths = workspacePages(await routes).map((path) =>
      path
        .replace("admin/leads/:id", `admin/leads/${leadId}`)
        .replace("admin/people/:id", `admin/people/${leadId}`)
        // No such member or webinar: the workspace's "Not found" page.
        .replace(":id", "00000000-0000-4000-8000-000000000000")
        .replace("*", "nothing-here"),
    );
    expect(paths.length).toBeGreaterThan(15);
    const titles = new Map<string, string>();
    for (const path of paths) {
      await page.goto(`${ws.origin}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const title = await page.title();
      expect(title, path).toMatch(new RegExp(`^\\S.* \\| ${company.name} workspace$`));
      titles.set(path, title);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        // A table cut by its card: wider than the card, and the card does not scroll (a chart's
        // table for screen readers is meant to be visually hidden).
        tables: [...document.querySelectorAll("table")].filter((table) => {
          if (table.closest(".sr-only")) return false;
          const card = table.parentElement!;
          return table.scrollWidth > card.clientWidth + 1 && !/auto|scroll/.test(getComputedStyle(card).overflowX);
        }).length,
      }));
      expect(overflow, path).toEqual({ page: 0, tables: 0 });
      if (width === 1280) {
        const results = await axe(page).analyze();
        expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      }
    }
    // The not-found pages share one title; every other page has its own.
    const others = [...titles].filter(([, title]) => !title.startsWith("Not found"));
    expect(new Set(others.map(([, title]) => title)).size).toBe(others.length);
  });
}
