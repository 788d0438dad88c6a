// The staff workspace's gate, on the built server: every workspace route refuses a request
// without a session; the first owner comes from `npm run staff`; a sign-in link arrives over SMTP,
// works once and gives an HttpOnly session cookie; sign-in requests are answered alike for any
// address and limited; "sign out everywhere" ends every session; workspace pages run their
// scripts by nonce while public pages keep loading no React.

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { auditLog, staffSessions, staffUsers } from "~/server/db/schema.server";
import { dataDirsForThisFile } from "../support/databases";
import { freePort, Site } from "../support/site";
import { staffCommand, verifyLink } from "../support/staff-session";
import { Inbox } from "./smtp-inbox";

const dataDirs = dataDirsForThisFile();

const SOME_LEAD = "/admin/leads/00000000-0000-4000-8000-000000000000";
/** Every workspace page and export, as a visitor without a session would try them. */
const WORKSPACE_PAGES = [
  "/admin",
  "/admin/account",
  "/admin/leads",
  "/admin/leads/export.csv",
  SOME_LEAD,
  "/admin/staff",
  "/admin/subscribers",
  "/admin/subscribers/export.csv",
  "/admin/outbox",
  "/admin/people/00000000-0000-4000-8000-000000000000",
  "/admin/assistant",
  "/admin/audit",
  "/admin/team",
  "/admin/team/00000000-0000-4000-8000-000000000000",
  "/admin/webinars",
  "/admin/webinars/new",
  "/admin/webinars/00000000-0000-4000-8000-000000000000",
  "/admin/webinars/00000000-0000-4000-8000-000000000000/registrants.csv",
  "/admin/privacy",
  "/admin/privacy/export.json",
  "/admin/nothing-here",
];
/** Every workspace action, with each of its intents. */
const WORKSPACE_ACTIONS: Record<string, string[]> = {
  "/admin/account": ["sign-out", "sign-out-everywhere"],
  [SOME_LEAD]: ["update", "note", "note-edit", "note-delete", "reply", "spam", "not-spam", "delete"],
  "/admin/staff": ["invite", "role", "remove"],
  "/admin/subscribers": ["remove"],
  "/admin/leads": ["bulk", "bulk-spam", "bulk-not-spam"],
  "/admin/outbox": ["retry"],
  "/admin/privacy": ["lookup", "erase"],
  "/admin/privacy/export.json": ["export"],
  "/admin/team": ["add", "move", "remove"],
  "/admin/team/00000000-0000-4000-8000-000000000000": ["update"],
  "/admin/webinars/new": ["create"],
  "/admin/webinars/00000000-0000-4000-8000-000000000000": ["update", "cancel"],
};

/** Pages and actions only an owner may use: staff get 403. */
const OWNER_ONLY_PAGES = ["/admin/staff", "/admin/audit"];
const OWNER_ONLY_ACTIONS: Record<string, string[]> = {
  "/admin/staff": ["invite", "role", "remove"],
  "/admin/privacy": ["erase"],
  [SOME_LEAD]: ["delete"],
};

/** The route paths under /admin that need a session: all but sign-in and Better Auth's own endpoints. */
function gatedRoutePaths(config: RouteConfigEntry[]): string[] {
  return config.flatMap((entry) => [
    ...(entry.path?.startsWith("admin") && !/^admin\/(sign-in|auth)/.test(entry.path) ? [`/${entry.path}`] : []),
    ...gatedRoutePaths(entry.children ?? []),
  ]);
}

it("walks every gated workspace route of app/routes.ts", async () => {
  const { default: config } = await import("~/routes");
  const asWalked = (path: string) => path.replace(":id", SOME_LEAD.split("/").at(-1)!).replace("*", "nothing-here");
  expect(
    gatedRoutePaths(await config)
      .map(asWalked)
      .sort(),
  ).toEqual([...WORKSPACE_PAGES].sort());
});

// Each sign-in runs the command line (a second Node process) or follows a link: seconds, not milliseconds.
describe("the workspace's sign-in", { timeout: 120_000 }, () => {
  const inbox = new Inbox();
  let site: Site;
  let origin = "";
  let env: Record<string, string> = {};
  /** The site's database, for reading the members (the command line's `list` is tested once, below). */
  let database: DatabaseHandle | undefined;
  /** The first owner's session from the link `staff add` printed, for the tests that need an owner signed in. */
  let ownerCookie = "";

  beforeAll(async () => {
    await inbox.start();
    const port = await freePort();
    env = {
      DATA_DIR: dataDirs(),
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    };
    site = new Site(env);
    origin = await site.start();
    database = await openDatabase({ dataDir: env.DATA_DIR });
  }, 90_000);

  afterAll(async () => {
    await database?.connection.close();
    await site?.stop();
    await inbox.stop();
  });

  const staff = (...args: string[]) => staffCommand(env, ...args);

  /** A member's role and name as the site's database holds them; undefined for no such member. */
  async function member(email: string) {
    const [row] = await database!.db
      .select({ role: staffUsers.role, name: staffUsers.name })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    return row;
  }

  /** The sign-in link of the newest mail to `to`. */
  function linkIn(to: string): string | undefined {
    const mail = inbox.received.filter((m) => m.to === to).at(-1);
    const decoded = mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return /https?:\/\/[^\s"<>]+\/admin\/sign-in\/link\?token=[A-Za-z0-9_-]+/.exec(decoded ?? "")?.[0];
  }

  async function waitForMail(to: string, count: number) {
    for (let i = 0; i < 100 && inbox.received.filter((m) => m.to === to).length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return inbox.received.filter((m) => m.to === to).length;
  }

  /** Follows a sign-in link as a browser would (its page, then its button); returns the session cookie. */
  async function signInWith(link: string): Promise<string> {
    const token = new URL(link).searchParams.get("token")!;
    const page = await fetch(`${origin}/admin/sign-in/link?token=${token}`);
    expect(await page.text()).toContain('action="/admin/auth/magic-link/verify"');
    const verify = await verifyLink(origin, link);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toMatch(/\/admin$/);
    const cookie = verify.headers.getSetCookie().find((c) => c.startsWith("concord.session="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    return cookie!.split(";")[0]!;
  }

  function postSignIn(email: string) {
    return fetch(`${origin}/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ email, next: "/admin" }).toString(),
    });
  }

  it("refuses every workspace page and action without a session: a redirect to sign-in, 401 for JSON", async () => {
    for (const path of WORKSPACE_PAGES) {
      const page = await fetch(`${origin}${path}?x=1`, { headers: { accept: "text/html" }, redirect: "manual" });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(`${path}?x=1`)}`);
      expect(page.headers.get("cache-control"), path).toBe("no-store");
      expect(page.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");

      const json = await fetch(`${origin}${path}`, { headers: { accept: "application/json" } });
      expect(json.status, path).toBe(401);
      expect(await json.text(), path).not.toContain("@");

      // React Router's own data requests (client-side navigation): its redirect to sign-in, no data.
      const data = await fetch(`${origin}${path}.data`, { redirect: "manual" });
      const body = await data.text();
      expect(data.status, path).toBeLessThan(300);
      expect(`${data.headers.get("x-remix-redirect") ?? ""} ${body}`, path).toContain(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      expect(body, path).not.toContain("@");
    }
    for (const [path, intents] of Object.entries(WORKSPACE_ACTIONS)) {
      for (const intent of intents) {
        const post = await fetch(`${origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
          body: `intent=${intent}`,
          redirect: "manual",
        });
        expect(post.status, `${path} ${intent}`).toBe(302);
        expect(post.headers.get("location"), `${path} ${intent}`).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
        const json = await fetch(`${origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin },
          body: `intent=${intent}`,
        });
        expect(json.status, `${path} ${intent}`).toBe(401);
        // The workspace's actions take form posts only: JSON is refused at the edge.
        const asJson = await fetch(`${origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ intent }),
        });
        expect(asJson.status, `${path} ${intent}`).toBe(415);
      }
    }
    // A session cookie that is no session is no better.
    const forged = await fetch(`${origin}/admin`, {
      headers: { accept: "text/html", cookie: "concord.session=forged.value" },
      redirect: "manual",
    });
    expect(forged.status).toBe(302);
  });

  it("adds the first owner from the command line, which prints a link that signs in once", async () => {
    const out = await staff("add", "Owner@Example.org", "--role", "owner", "--name", "Olivia Owner");
    expect(out).toContain("Added owner@example.org (owner).");
    const printed = /http\S+\/admin\/sign-in\/link\?token=\S+/.exec(out)?.[0];
    expect(printed).toBeDefined();
    // Mailed as well, over SMTP.
    await waitForMail("owner@example.org", 1);
    expect(linkIn("owner@example.org")).toBe(printed);

    const cookie = await signInWith(printed!);
    ownerCookie = cookie;
    const overview = await fetch(`${origin}/admin`, { headers: { cookie, accept: "text/html" } });
    expect(overview.status).toBe(200);
    const html = await overview.text();
    expect(html).toContain("Overview");
    expect(html).toContain("owner@example.org");

    // Used once: the same link again goes back to sign-in with a message.
    const again = await verifyLink(origin, printed!);
    expect(again.headers.get("location")).toMatch(/\/admin\/sign-in\?error=/);
    expect(again.headers.getSetCookie().some((c) => c.startsWith("concord.session=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it("makes its links for the site running on DATA_DIR, names the database, and refuses a database no site uses", async () => {
    // Neither SITE_URL nor PORT: the running site's card gives its address.
    const out = await staffCommand({ DATA_DIR: env.DATA_DIR! }, "link", "owner@example.org");
    expect(out).toContain(
      `Database: the embedded PostgreSQL in ${path.resolve(env.DATA_DIR!, "postgres")}, which the site on ${origin} uses.`,
    );
    expect(/http\S+\/admin\/sign-in\/link\?token=\S+/.exec(out)?.[0]).toMatch(new RegExp(`^${origin}/`));

    const refused = (extra: Record<string, string>) =>
      staffCommand(extra, "list").then(
        () => "",
        (error: { code: number; stderr: string }) => `${error.code} ${error.stderr}`,
      );
    // A folder no site ever ran on: nothing is created there.
    const empty = dataDirs();
    expect(await refused({ DATA_DIR: empty })).toMatch(/^1 No site has run on .*: there is no database to add members to\./);
    expect(existsSync(path.join(empty, "postgres"))).toBe(false);
    // Another database than the running site's.
    expect(await refused({ DATA_DIR: env.DATA_DIR!, DATABASE_URL: "postgres://someone@127.0.0.1:9/elsewhere" })).toMatch(
      /^1 The site on .* runs on the embedded PostgreSQL in .*, but this command would open the PostgreSQL at 127\.0\.0\.1:9\/elsewhere\./,
    );
  });

  it("answers a sign-in request alike for staff and for anyone else, and mails only staff", async () => {
    const before = inbox.received.length;
    const member = await postSignIn("owner@example.org");
    const stranger = await postSignIn("stranger@example.org");
    expect(member.status).toBe(200);
    expect(stranger.status).toBe(200);
    const memberText = (await member.text()).replace(/owner@example\.org/g, "ADDRESS");
    const strangerText = (await stranger.text()).replace(/stranger@example\.org/g, "ADDRESS");
    const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    expect(main(memberText)).toContain("Check your inbox");
    expect(main(memberText)).toBe(main(strangerText));
    expect(await waitForMail("owner@example.org", 2)).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.received.length - before).toBe(1);
    expect(inbox.received.some((m) => m.to === "stranger@example.org")).toBe(false);
  });

  it("refuses a signed-in member's write sent from another site (CSRF), and takes it from the site's own pages", async () => {
    const cookie = ownerCookie;
    const invite = (headers: Record<string, string>) =>
      fetch(`${origin}/admin/staff`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body: new URLSearchParams({ intent: "invite", email: "planted@example.org", role: "owner" }).toString(),
        redirect: "manual",
      });
    expect((await invite({ origin: "http://evil.example" })).status).toBe(403);
    expect((await invite({ origin: "null" })).status).toBe(403);
    expect(await member("planted@example.org")).toBeUndefined();
    expect((await invite({ origin })).status).toBe(200);
    expect(await member("planted@example.org")).toBeDefined();
    await staff("remove", "planted@example.org");
  });

  it("changes a member's role only with the confirmation the Staff page asks for, and never adds one that way", async () => {
    await staff("add", "deputy@example.org", "--name", "Dee Deputy");
    const cookie = ownerCookie;
    const setRole = (fields: Record<string, string>) =>
      fetch(`${origin}/admin/staff`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
        body: new URLSearchParams({ intent: "role", email: "deputy@example.org", role: "owner", ...fields }).toString(),
      });
    // A post as the select alone once sent it, and answers other than "yes": nothing changes (each asks for "owner").
    for (const fields of [{}, { confirm: "" }, { confirm: "true" }, { confirm: "no" }] as Record<string, string>[]) {
      expect((await setRole(fields)).status, JSON.stringify(fields)).toBe(200);
    }
    expect(await (await setRole({})).text()).toContain("Make Dee Deputy an owner? They will manage staff and read the audit log.");
    expect((await member("deputy@example.org"))?.role).toBe("staff");

    expect(await (await setRole({ confirm: "yes" })).text()).toContain("deputy@example.org is now an owner.");
    expect((await member("deputy@example.org"))?.role).toBe("owner");
    expect(await (await setRole({ role: "staff" })).text()).toContain(
      "Make Dee Deputy staff? They will no longer manage staff or read the audit log.",
    );
    expect((await member("deputy@example.org"))?.role).toBe("owner");

    await setRole({ email: "newcomer@example.org", confirm: "yes" });
    expect(await member("newcomer@example.org")).toBeUndefined();
    await staff("remove", "deputy@example.org");
  });

  it("limits sign-in requests per client", async () => {
    // Two were made above; the limit is 5 in 10 minutes.
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(await (await postSignIn(`someone${i}@example.org`)).text());
    expect(answers.filter((text) => text.includes("Too many sign-in requests")).length).toBeGreaterThanOrEqual(1);
    expect(answers.at(-1)).toContain("Too many sign-in requests");
  });

  it("ends every session of the member with 'sign out everywhere', and this one with 'sign out'", async () => {
    await staff("link", "owner@example.org");
    const first = await signInWith(linkIn("owner@example.org")!);
    await staff("link", "owner@example.org");
    const second = await signInWith(linkIn("owner@example.org")!);
    for (const cookie of [first, second]) expect((await fetch(`${origin}/admin`, { headers: { cookie } })).status).toBe(200);

    const out = await fetch(`${origin}/admin/account`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: first },
      body: "intent=sign-out-everywhere",
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    for (const cookie of [first, second]) {
      expect((await fetch(`${origin}/admin`, { headers: { cookie, accept: "application/json" } })).status).toBe(401);
    }
  });

  it("removes a member from the command line, which ends their sessions; staff cannot do an owner's actions", async () => {
    await staff("add", "helper@example.org");
    await waitForMail("helper@example.org", 1);
    const cookie = await signInWith(linkIn("helper@example.org")!);
    expect((await fetch(`${origin}/admin`, { headers: { cookie } })).status).toBe(200);
    expect(await (await fetch(`${origin}/admin`, { headers: { cookie } })).text()).not.toContain('href="/admin/staff"');
    for (const path of OWNER_ONLY_PAGES) {
      const page = await fetch(`${origin}${path}`, { headers: { cookie, accept: "text/html" } });
      expect(page.status, path).toBe(403);
      expect(await page.text(), path).toContain("Only an owner can do this.");
    }
    for (const [path, intents] of Object.entries(OWNER_ONLY_ACTIONS)) {
      for (const intent of intents) {
        const post = await fetch(`${origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
          body: new URLSearchParams({ intent, email: "owner@example.org", role: "staff" }).toString(),
        });
        expect(post.status, `${path} ${intent}`).toBe(403);
      }
    }
    // `staff list`: a line per member, with their role and name.
    const listed = await staff("list");
    expect(listed).toMatch(/^owner@example\.org\towner\tOlivia Owner$/m);
    expect(listed).toMatch(/^helper@example\.org\tstaff\t/m);
    expect(await staff("remove", "helper@example.org")).toContain("Removed helper@example.org");
    expect((await fetch(`${origin}/admin`, { headers: { cookie, accept: "application/json" } })).status).toBe(401);
  });

  it("answers only the auth library's endpoints the workspace uses: no rename through them, and no session past 7 days there either", async () => {
    await staff("add", "aged@example.org", "--name", "Avery Aged");
    await waitForMail("aged@example.org", 1);
    const cookie = await signInWith(linkIn("aged@example.org")!);
    const asMember = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}/admin/auth${path}`, { ...init, headers: { cookie, origin, "content-type": "application/json", ...init.headers } });
    // Renaming, changing the address or deleting the account: the workspace's own pages do what
    // the workspace allows; the library's endpoints for them are not there.
    for (const [path, body] of [
      ["/update-user", { name: "Owner" }],
      ["/change-email", { newEmail: "owner2@example.org" }],
      ["/delete-user", {}],
    ] as const) {
      expect((await asMember(path, { method: "POST", body: JSON.stringify(body) })).status, path).toBe(404);
    }
    expect(await member("aged@example.org")).toEqual({ role: "staff", name: "Avery Aged" });
    // The workspace's Account page renames, by its rules, and the audit log says so.
    const rename = async (name: string) => {
      const page = await fetch(`${origin}/admin/account`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
        body: new URLSearchParams({ intent: "rename", name }).toString(),
      });
      return page.text();
    };
    expect(await rename("x".repeat(201))).toContain("Keep your name under 200 characters.");
    expect(await rename("Avery\u0007")).toContain("Remove unusual characters from your name.");
    expect(await rename("   ")).toContain("Enter your name.");
    expect(await member("aged@example.org")).toEqual({ role: "staff", name: "Avery Aged" });
    expect(await rename("  Avery Agerton ")).toContain("Your name is now Avery Agerton.");
    expect(await member("aged@example.org")).toEqual({ role: "staff", name: "Avery Agerton" });
    expect((await (await asMember("/get-session")).json())?.user?.email).toBe("aged@example.org");
    expect((await asMember("/passkey/generate-register-options")).status).toBe(200);

    // Eight days after sign-in the session is over, on the library's endpoints as on pages.
    const { db, connection } = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      const renames = await db.select().from(auditLog).where(eq(auditLog.action, "staff.rename"));
      expect(renames.map((entry) => [entry.actorEmail, entry.target, entry.details])).toEqual([
        ["aged@example.org", "aged@example.org", { from: "Avery Aged", to: "Avery Agerton" }],
      ]);
      const [member] = await db.select().from(staffUsers).where(eq(staffUsers.email, "aged@example.org"));
      await db
        .update(staffSessions)
        .set({ createdAt: sql`now() - interval '8 days'` })
        .where(eq(staffSessions.userId, member!.id));
    } finally {
      await connection.close();
    }
    expect((await asMember("/passkey/generate-register-options")).status).toBe(401);
    expect(await (await asMember("/get-session")).json()).toBeNull();
    expect((await fetch(`${origin}/admin`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);
  });

  it("runs workspace scripts by a nonce of each response; public pages keep their strict policy and load no React", async () => {
    await staff("link", "owner@example.org");
    const cookie = await signInWith(linkIn("owner@example.org")!);
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${origin}/admin/account`, { headers: { cookie } });
      const policy = page.headers.get("content-security-policy")!;
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      const html = await page.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).toContain("window.__reactRouterContext");
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    for (const path of ["/", "/contact", "/our-team"]) {
      const page = await fetch(`${origin}${path}`);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
      const html = await page.text();
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toContain("/admin");
    }
    expect(await (await fetch(`${origin}/sitemap.xml`)).text()).not.toContain("/admin");
  });
});
