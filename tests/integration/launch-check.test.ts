// `npm run check:launch` as an owner runs it, on the built server's code: it names every
// placeholder still live (the content built into the site, the team in the database, the
// environment) and exits 1 while any remains. Needs `npm run build` (npm test does it).
import { execFile } from "node:child_process";

import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readSeedFile, seedDatabase } from "../../scripts/seed.mjs";
import { targets, useMigratedDatabase } from "./databases";

const run = promisify(execFile);

/** Settings the check reads, cleared so a developer's own values do not reach it. */
const UNSET = { PORT: "", SITE_URL: "", CHAT_APP_URL: "", SMTP_URL: "", MAIL_FROM: "", MAIL_REPLY_TO: "", LEADS_NOTIFY_TO: "" };

/** `npm run check:launch` on the given settings: its exit code and what it printed. */
async function checkLaunch(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/check-launch.mjs"], {
      env: { ...process.env, NODE_ENV: "production", ...UNSET, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

describe.each(targets)("npm run check:launch on $name", { timeout: 90_000 }, (target) => {
  const database = useMigratedDatabase(target);

  it("names every placeholder live and exits 1; real settings drop theirs from the list", async () => {
    const { connection } = database();
    await seedDatabase(connection, readSeedFile(path.resolve("seed/seed.json")));

    const defaults = await checkLaunch({ DATABASE_URL: connection.url });
    expect(defaults.stderr).toBe("");
    expect(defaults.code).toBe(1);
    for (const line of [
      "The company's e-mail address is a placeholder (hello@example.com)",
      "   Where: app/content/company.ts",
      "   Fix:   Set the real address as email in app/content/company.ts",
      "The company's phone number is a fictional 555 number ((704) 555-0142, +17045550142)",
      "The company's street address is an example (100 Example Street, Suite 200)",
      "The company's LinkedIn link points to an example profile (https://www.linkedin.com/company/example)",
      "The team page shows an example profile: Avery Example (Founder & Principal AI Engineer)",
      "The team page shows an example profile: Jordan Placeholder (Head of Training)",
      "The team page shows an example profile: Sam Sample (Solutions Architect)",
      "The home page shows an example testimonial: Danielle Brooks (Owner, Brooks Family Dental)",
      'The home page claims "80% routine inquiries automated" with no source',
      "Notifications of new leads go to a placeholder address (hello@example.com)",
      "Mails to visitors and to the company are sent from a placeholder address (no-reply@example.com)",
      "No mail is sent: without SMTP_URL every lead notification and confirmation is only written as a file into DATA_DIR/mail",
      "The site's public address is http://localhost:3000",
    ]) {
      expect(defaults.stdout).toContain(line);
    }
    expect(defaults.stdout).toMatch(/^Not ready to launch: 22 placeholders are still live\./);
    expect(defaults.stdout.trimEnd().split("\n").at(-1)).toMatch(/^22 placeholders are still live\./);

    // The owner sets the environment and replaces the example team; the built content remains.
    await connection.query("delete from team_members");
    await connection.query("insert into team_members (name, position, bio, order_index) values ($1, $2, $3, 1)", [
      "Rosa Whitfield",
      "Founder",
      "Rosa has built chatbots on AWS since 2019.",
    ]);
    const configured = await checkLaunch({
      DATABASE_URL: connection.url,
      SITE_URL: "https://www.piedmontaiworks.com",
      CHAT_APP_URL: "https://chat.piedmontaiworks.com/embed",
      SMTP_URL: "smtps://site:secret@smtp.mailprovider.net:465",
      MAIL_FROM: "no-reply@piedmontaiworks.com",
      MAIL_REPLY_TO: "hello@piedmontaiworks.com",
      LEADS_NOTIFY_TO: "sales@piedmontaiworks.com",
    });
    expect(configured.code).toBe(1);
    expect(configured.stdout).toMatch(/^Not ready to launch: 14 placeholders are still live\./);
    expect(configured.stdout).toContain("The company's e-mail address is a placeholder (hello@example.com)");
    expect(configured.stdout).toContain('The home page claims "3X satisfaction" with no source');
    // The demo videos are recordings of the site itself.
    expect(configured.stdout).not.toContain("demo video");
    for (const gone of ["team page", "Chat button", "Notifications of new leads", "SMTP_URL", "public address"]) {
      expect(configured.stdout).not.toContain(gone);
    }
  });
});
