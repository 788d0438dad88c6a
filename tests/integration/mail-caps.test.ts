// What the mail caps protect, on the built server with mail over SMTP: one client cannot make
// the site mail for more than its first MAIL_CLIENT_CAP leads; the sign-in page cannot flood a
// member's mailbox (SIGN_IN_HOURLY_CAP links an hour, counted in MAIL_HOURLY_CAP); and a lead
// over the notification caps still reaches the company, in the hour's one digest mail.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LEAD_DIGEST_KIND } from "~/lib/lead-labels";
import { openDatabase } from "~/server/db/client.server";
import { contactInquiries, mailOutbox } from "~/server/db/schema.server";
import { dataDirsForThisFile } from "../support/databases";
import { freePort, Site } from "../support/site";
import { staffCommand } from "../support/staff-session";
import { header, Inbox, mailsTo } from "./smtp-inbox";

const NOTIFY = "leads@example.com";
const MEMBER = "member@example.org";
const dataDirs = dataDirsForThisFile();
const inbox = new Inbox();
let site: Site;
let env: Record<string, string>;

beforeAll(async () => {
  await inbox.start();
  const port = await freePort();
  env = {
    DATA_DIR: dataDirs(),
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    LEADS_NOTIFY_TO: NOTIFY,
    // Each test request names its client in X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: "loopback",
    MAIL_CLIENT_CAP: "2",
    SIGN_IN_HOURLY_CAP: "5",
    MAIL_HOURLY_CAP: "8",
    NOTIFY_HOURLY_CAP: "4",
    // The worker looks for due mails this often (the digest is made due by hand below).
    MAIL_RETRY_BASE_MS: "200",
  };
  site = new Site(env);
  await site.start();
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await inbox.stop();
});

let serial = 0;
const lead = (client: string) =>
  site.postJson(
    "/contact",
    { firstName: "Dana", lastName: "Rivers", email: `caps-${++serial}@example.org`, subject: "Hello", message: "A question." },
    { "x-forwarded-for": client },
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

it(
  "mails only for a client's first MAIL_CLIENT_CAP leads; the rest are saved, and the hour's digest names them to the company",
  { timeout: 30_000 },
  async () => {
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await (await lead("203.0.113.1")).json()).confirmation);
    expect(answers).toEqual(["sent", "sent", "capped", "capped", "capped"]);
    // Another client still gets its mails: the bot alone did not use up the site's caps.
    expect((await (await lead("203.0.113.2")).json()).confirmation).toBe("sent");
    await expect.poll(() => mailsTo(inbox, NOTIFY).length, { timeout: 10_000 }).toBe(3);

    // Two more clients: the notification cap (4) is reached by the second one's lead.
    expect((await (await lead("203.0.113.3")).json()).confirmation).toBe("sent");
    expect((await (await lead("203.0.113.4")).json()).confirmation).toBe("sent");
    await expect.poll(() => mailsTo(inbox, NOTIFY).length, { timeout: 10_000 }).toBe(4);
    await settle();
    expect(mailsTo(inbox, NOTIFY)).toHaveLength(4);

    // Every lead is saved; the four held back wait for one digest, due at the hour's end.
    const { db, connection } = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      expect(await db.$count(contactInquiries)).toBe(8);
      const digests = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, LEAD_DIGEST_KIND));
      expect(digests.length).toBeGreaterThanOrEqual(1); // two when the test runs across the hour
      for (const digest of digests) {
        expect(digest.status).toBe("pending");
        expect(digest.nextAttemptAt.getTime()).toBe(new Date(String((digest.payload as { until: string }).until)).getTime());
        expect(digest.nextAttemptAt.getTime() % 3_600_000).toBe(0);
      }
      // The hour is over (as the test pretends): the worker sends it.
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.kind, LEAD_DIGEST_KIND));
    } finally {
      await connection.close();
    }
    await expect.poll(() => mailsTo(inbox, NOTIFY).length, { timeout: 10_000 }).toBe(4 + 1);
    const digest = mailsTo(inbox, NOTIFY).at(-1)!;
    expect(header(digest.raw, "Subject")).toBe("4 more leads in the last hour");
    const body = digest.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain(`${env.SITE_URL}/admin/leads`);
    expect(body).toMatch(/Contact message[\s\S]{0,200}4/);
  },
);

it(
  "mails a member at most SIGN_IN_HOURLY_CAP sign-in links an hour, however many clients ask; each counts in MAIL_HOURLY_CAP",
  { timeout: 60_000 },
  async () => {
    await staffCommand(env, "add", MEMBER, "--name", "Morgan Member");
    const ask = (client: string) =>
      fetch(`${site.origin}/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
        body: new URLSearchParams({ email: MEMBER, next: "/admin" }).toString(),
      });
    const pages = new Set<string>();
    // 20 clients, 5 requests each: the auth library's own limit is per client, so it lets them all through.
    for (let client = 1; client <= 20; client++) {
      for (let i = 0; i < 5; i++) {
        const answer = await ask(`198.51.100.${client}`);
        expect(answer.status).toBe(200);
        pages.add(/<main[\s\S]*<\/main>/.exec(await answer.text())?.[0] ?? "");
      }
    }
    await settle();
    // The invitation the command line mailed and four more: five in the hour.
    expect(mailsTo(inbox, MEMBER)).toHaveLength(5);
    // Answered alike whether a link went out or not.
    expect([...pages].filter((page) => page.includes("Check your inbox"))).toHaveLength(1);
    expect(site.output()).toMatch(/Sign-in link for member@example\.org not mailed: 5 were mailed to it this hour \(SIGN_IN_HOURLY_CAP\)/);

    // Five visitor mails were sent above and five links: MAIL_HOURLY_CAP (8) is used up.
    expect((await (await lead("203.0.113.9")).json()).confirmation).toBe("capped");
    // A member still gets a link when visitors have used up the hour: staff are never locked out.
    await staffCommand(env, "add", "second@example.org", "--name", "Sam Second");
    await expect.poll(() => mailsTo(inbox, "second@example.org").length, { timeout: 10_000 }).toBe(1);
  },
);
