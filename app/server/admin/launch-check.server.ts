/**
 * The pre-launch check: every placeholder the site would still show or use if it went live now
 * (example.com addresses, 555 numbers, example team profiles or none at all, example testimonials,
 * figures with no source, placeholder video ids, mail written to files instead of sent, a
 * localhost SITE_URL). `npm run check:launch` prints the list and the
 * workspace's first page shows it.
 *
 * launchCheck() is pure: it reads the content, the team and the environment it is given, so a
 * test can hand it real values. launchCheckNow() gives it what the site runs with.
 */
import { asc } from "drizzle-orm";
import { company } from "~/content/company";
import { teamEmptyState } from "~/content/team";
import { videoDemos } from "~/content/videos";
import { impactStats } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import type { Database } from "~/server/db/client.server";
import { teamMembers } from "~/server/db/schema.server";
import { getEnv, type Env } from "~/server/env.server";

/** One placeholder still live, in plain English. */
export interface LaunchCheckItem {
  /** Stable for the same placeholder (e.g. "company-email", "video:document-qa"). */
  id: string;
  /** What is wrong, with the placeholder value. */
  what: string;
  /** The file, setting or table that holds it. */
  where: string;
  /** How to replace it. */
  fix: string;
}

/** The company facts the check reads (the shape of app/content/company.ts, with any values). */
export interface CompanyFacts {
  email: string;
  phone: { display: string; e164: string };
  address: { street: string };
  social: readonly { name: string; href: string }[];
}

export interface LaunchCheckInput {
  env: Pick<Env, "NODE_ENV" | "SITE_URL" | "CHAT_APP_URL" | "SMTP_URL" | "MAIL_FROM" | "MAIL_REPLY_TO" | "LEADS_NOTIFY_TO">;
  company: CompanyFacts;
  videos: readonly { id: string; title: string; videoUrl: string }[];
  /** The team members /our-team shows (the team_members table). */
  team: readonly { name: string; position: string; bio: string }[];
  /** The home page's testimonials (app/content/testimonials.ts). */
  testimonials: readonly { author: string; position: string; example?: boolean }[];
  /** The home page's impact tiles (app/content/home.ts). */
  impactStats: readonly { value: string; label: string; source?: string }[];
}

const COMPANY_FILE = "app/content/company.ts";
const VIDEOS_FILE = "app/content/videos.ts";
const TESTIMONIALS_FILE = "app/content/testimonials.ts";
const HOME_FILE = "app/content/home.ts";
const TEAM_TABLE = "Team members in the database (team_members), shown on /our-team";

/**
 * Domains reserved for examples (RFC 2606 / RFC 6761): example.com, .net, .org and their
 * subdomains, and the .example, .test, .invalid and .localhost top-level domains.
 */
function isExampleDomain(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return /(^|\.)example\.(com|net|org)$/.test(name) || /\.(example|test|invalid|localhost)$/.test(name);
}

/** The addresses in a header value: `a@b.co`, `"Name" <a@b.co>`, or a comma-separated list of them. */
function addressesIn(value: string): string[] {
  return value
    .split(",")
    .map((part) => (/<([^<>]+)>/.exec(part)?.[1] ?? part).trim())
    .filter((address) => address.includes("@"));
}

function hasExampleDomain(address: string): boolean {
  return isExampleDomain(address.slice(address.lastIndexOf("@") + 1));
}

/** North American numbers in `text` whose exchange is 555, the one films and examples use. */
function fictionalPhoneNumbers(text: string): string[] {
  const numbers = text.matchAll(/(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/g);
  return [...numbers].filter((match) => match[2] === "555").map((match) => match[0]);
}

/** A link to a placeholder: on an example domain, or to an account named "example" or "placeholder". */
function isPlaceholderLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (isExampleDomain(url.hostname)) return true;
  return url.pathname.split("/").some((segment) => /^@?(example|placeholder)$/i.test(segment));
}

/** The video id of a YouTube URL (embed, watch?v= or youtu.be), or undefined for another host. */
function youTubeId(videoUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\./, "");
  if (host === "youtu.be") return url.pathname.slice(1);
  if (host !== "youtube.com" && host !== "youtube-nocookie.com" && host !== "m.youtube.com") return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? "";
  return /^\/(?:embed|shorts|live)\/([^/]*)/.exec(url.pathname)?.[1] ?? "";
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function isLocalHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || /^127\./.test(name) || name === "::1" || name === "0.0.0.0";
}

/** Every placeholder still live in the given content, team and environment; empty when the site is ready. */
export function launchCheck({ env, company, videos, team, testimonials, impactStats }: LaunchCheckInput): LaunchCheckItem[] {
  const items: LaunchCheckItem[] = [];
  const production = env.NODE_ENV === "production";

  // The company's facts: every page, the footer and the search-engine data show them.
  if (hasExampleDomain(company.email)) {
    items.push({
      id: "company-email",
      what: `The company's e-mail address is a placeholder (${company.email})`,
      where: COMPANY_FILE,
      fix: `Set the real address as email in ${COMPANY_FILE}`,
    });
  }
  const phones = [...new Set([...fictionalPhoneNumbers(company.phone.display), ...fictionalPhoneNumbers(company.phone.e164)])];
  if (phones.length > 0) {
    items.push({
      id: "company-phone",
      what: `The company's phone number is a fictional 555 number (${phones.join(", ")})`,
      where: COMPANY_FILE,
      fix: `Set the real number as phone (display and e164) in ${COMPANY_FILE}`,
    });
  }
  if (/\b(example|placeholder)\b/i.test(company.address.street)) {
    items.push({
      id: "company-street",
      what: `The company's street address is an example (${company.address.street})`,
      where: COMPANY_FILE,
      fix: `Set the real street (and city and postal code, if they differ) as address in ${COMPANY_FILE}`,
    });
  }
  for (const link of company.social) {
    if (!isPlaceholderLink(link.href)) continue;
    items.push({
      id: `company-social:${link.name.toLowerCase()}`,
      what: `The company's ${link.name} link points to an example profile (${link.href})`,
      where: COMPANY_FILE,
      fix: `Set the company's own ${link.name} page as its href in social in ${COMPANY_FILE}, or remove the entry`,
    });
  }

  // The team page.
  if (team.length === 0) {
    items.push({
      id: "team-empty",
      what: `The team page (/our-team) has no members: it shows "${teamEmptyState.title}" instead of the team`,
      where: TEAM_TABLE,
      fix: "Add the real team in the workspace (/admin/team), or put it in seed/seed.json and run `npm run db:seed`",
    });
  }
  for (const member of team) {
    const example = /example profile|replace with your own/i.test(member.bio) || /\b(example|placeholder)\b/i.test(member.name);
    if (!example) continue;
    items.push({
      id: `team:${member.name}`,
      what: `The team page shows an example profile: ${member.name} (${member.position})`,
      where: TEAM_TABLE,
      fix: "Edit or remove this profile in the workspace (/admin/team); seed/seed.json matches members by name, so change it too before `npm run db:seed` runs again",
    });
  }

  // The home page's testimonials and figures: examples until the company has its own.
  for (const testimonial of testimonials) {
    if (!testimonial.example) continue;
    items.push({
      id: `testimonial:${testimonial.author}`,
      what: `The home page shows an example testimonial: ${testimonial.author} (${testimonial.position})`,
      where: TESTIMONIALS_FILE,
      fix: `Replace it with a real client's words, with their permission, and remove its example flag in ${TESTIMONIALS_FILE}`,
    });
  }
  for (const stat of impactStats) {
    // A share or a multiple claims a measured result: it needs one.
    if (stat.source || !/%|x$/i.test(stat.value)) continue;
    items.push({
      id: `figure:${stat.value}`,
      what: `The home page claims "${stat.value} ${stat.label.toLowerCase()}" with no source`,
      where: HOME_FILE,
      fix: `Give it the measurement it comes from (a client's results, a published study) as its source in ${HOME_FILE}, or change the figure`,
    });
  }

  // The home page's video demos.
  for (const video of videos) {
    const id = youTubeId(video.videoUrl);
    const placeholder =
      id === undefined ? /placeholder|example/i.test(video.videoUrl) : !YOUTUBE_ID.test(id) || /placeholder|example/i.test(id);
    if (!placeholder) continue;
    items.push({
      id: `video:${video.id}`,
      what: `The demo video "${video.title}" has a placeholder video id (${id || video.videoUrl})`,
      where: VIDEOS_FILE,
      fix: `Set the id of the company's own YouTube video (the part after "watch?v=") in its videoUrl in ${VIDEOS_FILE}`,
    });
  }

  // Where mail goes and comes from.
  const mailSettings = [
    { name: "LEADS_NOTIFY_TO", value: env.LEADS_NOTIFY_TO, what: "Notifications of new leads go to" },
    { name: "MAIL_FROM", value: env.MAIL_FROM, what: "Mails to visitors and to the company are sent from" },
    { name: "MAIL_REPLY_TO", value: env.MAIL_REPLY_TO, what: "Visitors' replies to confirmations go to" },
  ] as const;
  for (const setting of mailSettings) {
    const placeholders = addressesIn(setting.value).filter(hasExampleDomain);
    if (placeholders.length === 0) continue;
    items.push({
      id: `env:${setting.name}`,
      what: `${setting.what} a placeholder address (${placeholders.join(", ")})`,
      where: setting.name,
      fix: `Set ${setting.name} to a real address (unset, it follows the company's e-mail in ${COMPANY_FILE})`,
    });
  }
  if (env.SMTP_URL !== undefined && isExampleDomain(new URL(env.SMTP_URL).hostname)) {
    items.push({
      id: "env:SMTP_URL",
      what: `Mail goes to a placeholder mail server (${new URL(env.SMTP_URL).hostname})`,
      where: "SMTP_URL",
      fix: "Set SMTP_URL to the company's mail server, e.g. smtps://user:password@smtp.yourprovider.com:465",
    });
  } else if (env.SMTP_URL === undefined && production) {
    items.push({
      id: "env:SMTP_URL",
      what: "No mail is sent: without SMTP_URL every lead notification and confirmation is only written as a file into DATA_DIR/mail",
      where: "SMTP_URL (not set)",
      fix: "Set SMTP_URL to the company's mail server, e.g. smtps://user:password@smtp.yourprovider.com:465",
    });
  }

  // The public address: canonical links, the sitemap, share cards and the forms' allowed origin.
  const site = new URL(env.SITE_URL);
  if (production && (isLocalHost(site.hostname) || isExampleDomain(site.hostname))) {
    items.push({
      id: "env:SITE_URL",
      what: `The site's public address is ${env.SITE_URL}, so links, the sitemap and share cards point there and forms posted from the real domain are refused`,
      where: "SITE_URL",
      fix: "Set SITE_URL to the public address (e.g. https://www.yourdomain.com) for `npm run build` and for the server",
    });
  }

  return items;
}

/** The check on what the site runs with: its content, its environment and the team in `db`. */
export async function launchCheckNow(db: Database, env: Env = getEnv()): Promise<LaunchCheckItem[]> {
  const team = await db
    .select({ name: teamMembers.name, position: teamMembers.position, bio: teamMembers.bio })
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name));
  return launchCheck({ env, company, videos: videoDemos, team, testimonials, impactStats });
}
