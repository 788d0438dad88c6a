import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { impactStats } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import { videoDemos } from "~/content/videos";
import { formatLaunchCheck, READY } from "~/server/admin/launch-check-command.server";
import { launchCheck, type LaunchCheckInput } from "~/server/admin/launch-check.server";
import { getEnv } from "~/server/env.server";

/** The example team `npm run db:seed` loads from seed/seed.json. */
const seedTeam: LaunchCheckInput["team"] = JSON.parse(readFileSync("seed/seed.json", "utf8")).teamMembers;

/** The environment the site runs with when nothing is set (npm start, in production). */
const defaults = getEnv({ NODE_ENV: "production" } as NodeJS.ProcessEnv);

/** Today's content, the example team and the default settings. */
const today: LaunchCheckInput = { env: defaults, company, videos: videoDemos, team: seedTeam, testimonials, impactStats };

/** What an owner sets before launch. */
const ready: LaunchCheckInput = {
  env: {
    ...defaults,
    SITE_URL: "https://www.piedmontaiworks.com",
    CHAT_APP_URL: "https://chat.piedmontaiworks.com/embed",
    SMTP_URL: "smtps://site:secret@smtp.mailprovider.net:465",
    MAIL_FROM: '"Piedmont AI Works" <no-reply@piedmontaiworks.com>',
    MAIL_REPLY_TO: "hello@piedmontaiworks.com",
    LEADS_NOTIFY_TO: "sales@piedmontaiworks.com, owner@piedmontaiworks.com",
  },
  company: {
    email: "hello@piedmontaiworks.com",
    phone: { display: "(704) 786-2231", e164: "+17047862231" },
    address: { street: "45 Union Street South, Suite 3" },
    social: [
      { name: "LinkedIn", href: "https://www.linkedin.com/company/piedmont-ai-works" },
      { name: "YouTube", href: "https://www.youtube.com/@piedmontaiworks" },
    ],
  },
  videos: videoDemos.map((video, i) => ({
    ...video,
    videoUrl: `https://www.youtube-nocookie.com/embed/${["dQw4w9WgXcQ", "M7lc1UVf-VE", "aqz-KE-bpKQ"][i]}`,
  })),
  team: [{ name: "Rosa Whitfield", position: "Founder", bio: "Rosa has built chatbots on AWS since 2019." }],
  testimonials: testimonials.map(({ example: _, ...testimonial }) => testimonial),
  impactStats: impactStats.map((stat) => ({ ...stat, source: "Client results, 2025 (12 deployments)" })),
};

describe("launchCheck", () => {
  it("names every placeholder live today, each with where it is and how to fix it", () => {
    const items = launchCheck(today);
    expect(items.map((item) => item.id)).toEqual([
      "company-email",
      "company-phone",
      "company-street",
      "company-social:linkedin",
      "company-social:youtube",
      "team:Avery Example",
      "team:Jordan Placeholder",
      "team:Sam Sample",
      ...testimonials.map((testimonial) => `testimonial:${testimonial.author}`),
      // Shares and multiples claim a measured result; "24/7" is what the product does.
      "figure:80%",
      "figure:60%",
      "figure:3X",
      // The demos are recordings of the site itself (npm run record:demos): nothing to replace.
      "env:LEADS_NOTIFY_TO",
      "env:MAIL_FROM",
      "env:MAIL_REPLY_TO",
      "env:SMTP_URL",
      "env:SITE_URL",
    ]);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get("company-email")).toEqual({
      id: "company-email",
      what: "The company's e-mail address is a placeholder (hello@example.com)",
      where: "app/content/company.ts",
      fix: "Set the real address as email in app/content/company.ts",
    });
    expect(byId.get("company-phone")?.what).toBe("The company's phone number is a fictional 555 number ((704) 555-0142, +17045550142)");
    expect(byId.get("company-social:linkedin")?.what).toContain("https://www.linkedin.com/company/example");
    expect(byId.get("team:Avery Example")?.what).toBe(
      "The team page shows an example profile: Avery Example (Founder & Principal AI Engineer)",
    );
    const [video] = launchCheck({
      ...ready,
      videos: [{ id: "qa", title: "Document Q&A", videoUrl: "https://www.youtube-nocookie.com/embed/PLACEHOLDER2" }],
    });
    expect(video).toMatchObject({
      id: "video:qa",
      what: 'The demo video "Document Q&A" has a placeholder video id (PLACEHOLDER2)',
      where: "app/content/videos.ts",
    });
    expect(byId.get("testimonial:Danielle Brooks")?.what).toBe(
      "The home page shows an example testimonial: Danielle Brooks (Owner, Brooks Family Dental)",
    );
    expect(byId.get("figure:3X")?.what).toBe('The home page claims "3X satisfaction" with no source');
    expect(byId.get("env:LEADS_NOTIFY_TO")?.what).toBe("Notifications of new leads go to a placeholder address (hello@example.com)");
    expect(byId.get("env:MAIL_FROM")?.what).toContain("(no-reply@example.com)");
    expect(byId.get("env:SITE_URL")?.what).toContain("http://localhost:3000");
    for (const item of items) {
      expect(item.where).not.toBe("");
      expect(item.fix).not.toBe("");
    }
  });

  it("finds nothing once every value is real", () => {
    expect(launchCheck(ready)).toEqual([]);
  });

  it("reads each setting on its own", () => {
    const ids = (input: Partial<Omit<LaunchCheckInput, "env">> & { env?: Partial<LaunchCheckInput["env"]> }) =>
      launchCheck({ ...ready, ...input, env: { ...ready.env, ...input.env } }).map((item) => item.id);

    // One example address among real ones; a subdomain of example.org; a reserved top-level domain.
    expect(ids({ env: { LEADS_NOTIFY_TO: "sales@piedmontaiworks.com, owner@example.com" } })).toEqual(["env:LEADS_NOTIFY_TO"]);
    expect(ids({ env: { MAIL_FROM: "Site <site@mail.example.org>" } })).toEqual(["env:MAIL_FROM"]);
    expect(ids({ env: { SMTP_URL: "smtp://smtp.example.net" } })).toEqual(["env:SMTP_URL"]);
    // The built-in assistant is a finished chat app (decision 0018), not a placeholder.
    expect(ids({ env: { CHAT_APP_URL: "/chat-widget" } })).toEqual([]);
    // localhost and a missing mail server matter only for the site in production.
    expect(ids({ env: { SITE_URL: "http://127.0.0.1:3000" } })).toEqual(["env:SITE_URL"]);
    expect(ids({ env: { NODE_ENV: "development", SITE_URL: "http://localhost:5173", SMTP_URL: undefined } })).toEqual([]);
    expect(ids({ env: { SMTP_URL: undefined } })).toEqual(["env:SMTP_URL"]);
    // 555 only as the exchange: an area code or a line number of 555 is a real number.
    expect(ids({ company: { ...ready.company, phone: { display: "704-555-9876", e164: "+17045559876" } } })).toEqual(["company-phone"]);
    expect(ids({ company: { ...ready.company, phone: { display: "(555) 786-0555", e164: "+15557860555" } } })).toEqual([]);
    // A video on another host is left alone unless it says it is a placeholder.
    expect(ids({ videos: [{ id: "v", title: "V", videoUrl: "https://player.vimeo.com/video/76979871" }] })).toEqual([]);
    expect(ids({ videos: [{ id: "v", title: "V", videoUrl: "https://www.youtube.com/watch?v=REPLACE" }] })).toEqual(["video:v"]);
    // An example bio, whatever the name; a real bio that mentions examples is not one.
    expect(ids({ team: [{ name: "Dana Rivers", position: "Trainer", bio: "Example profile: replace with your own." }] })).toEqual([
      "team:Dana Rivers",
    ]);
    expect(ids({ team: [{ name: "Dana Rivers", position: "Trainer", bio: "Dana teaches by example." }] })).toEqual([]);
    // No team at all: the page invites a conversation instead of showing the team.
    expect(ids({ team: [] })).toEqual(["team-empty"]);
  });
});

describe("the command's report", () => {
  it("prints each item's what, where and fix, then how many are left", () => {
    const text = formatLaunchCheck(launchCheck(today));
    expect(text).toContain(
      "1. The company's e-mail address is a placeholder (hello@example.com)\n   Where: app/content/company.ts\n   Fix:   Set the real address as email in app/content/company.ts",
    );
    expect(text.split("\n").at(-1)).toMatch(/^22 placeholders are still live\./);
  });

  it("says the site is ready when nothing is left", () => {
    expect(formatLaunchCheck([])).toBe(READY);
    expect(READY).toBe("Ready to launch: no placeholders left.");
  });
});
