// The lead webhook (LEAD_WEBHOOK_URL) as the company's chat sees it, against a real HTTP server
// started here: each lead that notifies the company is posted once, as JSON Slack and Teams both
// take, through the outbox (saved with the lead, retried by the same worker, given up the same
// way); without the setting nothing is queued. Then the same through the production server.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_DIGEST_KIND, LEAD_WEBHOOK_KIND, outboxKindLabel } from "~/lib/lead-labels";
import { mailOutbox } from "~/server/db/schema.server";
import { getEnv } from "~/server/env.server";
import {
  saveContactInquiry,
  saveDemoRequest,
  saveNewsletterSubscription,
  type MailCaps,
  type SaveContext,
  type SaveResult,
} from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import { deliverNow, type OutboxDeps, type OutboxRow } from "~/server/mail/outbox.server";
import { outboxDeliverer } from "~/server/mail/render-outbox.server";
import { postLeadWebhook } from "~/server/mail/webhook.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { dataDirsForThisFile, embeddedStore, postgresStore, type Store } from "../support/databases";
import { Site } from "../support/site";
import { targets, useMigratedDatabase } from "./databases";

interface Post {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { text: string; lead: Record<string, unknown> };
}

/** A chat's incoming webhook: records every request; answers each with the next status of `answers`, then 200. */
class Hook {
  posts: Post[] = [];
  answers: number[] = [];
  /** Path prefixes that get no answer at all. */
  silent = new Set<string>();
  /** Where a 302 points. */
  redirectTo = "";
  private server?: Server;

  async start() {
    this.server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        const path = request.url ?? "";
        let json: Post["json"];
        try {
          json = JSON.parse(body) as Post["json"];
        } catch {
          json = { text: "", lead: {} };
        }
        this.posts.push({ method: request.method ?? "", path, headers: request.headers, body, json });
        if ([...this.silent].some((prefix) => path.startsWith(prefix))) return;
        const status = this.answers.shift() ?? 200;
        if (status === 302) response.writeHead(302, { location: this.redirectTo }).end();
        else response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "invalid_payload");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  url(path: string) {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}${path}`;
  }

  postsFor(leadId: string) {
    return this.posts.filter((post) => post.json.lead?.id === leadId);
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

function saved(result: SaveResult) {
  if (result.status !== "saved") throw new Error(`not saved: ${result.status}`);
  return result;
}

const SITE_URL = "https://www.example.com";
const SECRET_PATH = "/services/T000/B000/SECRET";
const dataDir = dataDirsForThisFile();

describe.each(targets)("lead webhook on $name", (target) => {
  const database = useMigratedDatabase(target);
  const hook = new Hook();
  const other = new Hook();
  let env: ReturnType<typeof getEnv>;

  beforeAll(async () => {
    await Promise.all([hook.start(), other.start()]);
    // Mails go to .eml files in a folder of the test's own; the webhook to the server above.
    env = getEnv({ SITE_URL, LEAD_WEBHOOK_URL: hook.url(SECRET_PATH), DATA_DIR: dataDir() });
  });

  afterAll(async () => {
    await Promise.all([hook.stop(), other.stop()]);
  });

  function context(overrides: Partial<SaveContext> = {}): SaveContext {
    return {
      db: database().db,
      source: leadSource(new Request("https://www.example.com/book-demo")),
      notifyTo: "leads@example.com",
      messageHost: "www.example.com",
      leadWebhookUrl: env.LEAD_WEBHOOK_URL,
      ...overrides,
    };
  }

  /** The outbox as the site runs it: the real deliverer (mails and webhook), a short first retry. */
  function deps(): OutboxDeps {
    return { db: database().db, deliver: outboxDeliverer(database().db, env), policy: { baseDelayMs: 50 } };
  }

  async function rowsOf(leadId: string): Promise<OutboxRow[]> {
    const rows = await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
    return rows.sort((a, b) => a.kind.localeCompare(b.kind));
  }

  async function webhookRow(leadId: string): Promise<OutboxRow> {
    const row = (await rowsOf(leadId)).find((r) => r.kind === LEAD_WEBHOOK_KIND);
    if (!row) throw new Error("no webhook row");
    return row;
  }

  const dana = {
    firstName: "Dana",
    lastName: "Rivers",
    company: "Rivers Plumbing",
    subject: "Chatbot for the front desk",
    message: "Private details the chat must not see",
  };

  it("queues one post beside the lead's mails and sends it as JSON Slack and Teams both take", async () => {
    const lead = saved(await saveDemoRequest(context(), { ...dana, email: "dana@example.com" }));
    const rows = await rowsOf(lead.leadId);
    expect(rows.map((row) => [row.kind, row.toAddress, row.mailbox, row.status])).toEqual([
      ["demo-auto-reply", "dana@example.com", "dana@example.com", "pending"],
      ["demo-notification", "leads@example.com", null, "pending"],
      // Only the origin is kept: the path of a chat webhook is its secret.
      [LEAD_WEBHOOK_KIND, hook.url(""), null, "pending"],
    ]);
    expect(lead.mailIds).toHaveLength(3);
    expect(rows.map((row) => outboxKindLabel(row.kind))).toEqual([
      "Mail to the visitor",
      "Notification to the company",
      "Chat message (webhook)",
    ]);

    const { allSent } = await deliverNow(deps(), lead.mailIds);
    expect(allSent).toBe(true);
    const posts = hook.postsFor(lead.leadId);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.method).toBe("POST");
    expect(post!.path).toBe(SECRET_PATH);
    expect(post!.headers["content-type"]).toBe("application/json");
    const url = `${SITE_URL}/admin/leads/${lead.leadId}`;
    const row = await webhookRow(lead.leadId);
    expect(JSON.parse(post!.body)).toEqual({
      text: `New demo request from Dana Rivers (dana@example.com), Rivers Plumbing, about "Chatbot for the front desk". Open it in the workspace: ${url}`,
      lead: {
        id: lead.leadId,
        form: "demo",
        formLabel: "Demo request",
        name: "Dana Rivers",
        email: "dana@example.com",
        company: "Rivers Plumbing",
        subject: "Chatbot for the front desk",
        url,
        receivedAt: row.createdAt.toISOString(),
      },
    });
    expect(post!.body).not.toContain("Private details");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  }, 30_000);

  it("retries a post the chat refused (500) with the mails' back-off, and sends it later", async () => {
    const lead = saved(await saveContactInquiry(context(), { ...dana, email: "retry@example.com" }));
    const id = (await webhookRow(lead.leadId)).id;
    hook.answers = [500];
    const first = await deliverNow(deps(), [id]);
    expect(first.results.get(id)).toBe("retry");
    expect(await webhookRow(lead.leadId)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "the webhook answered 500: invalid_payload",
    });

    // The outbox's own worker sends it once it is due again.
    const worker = startMailWorker(deps(), { intervalMs: 20 });
    try {
      await expect.poll(async () => (await webhookRow(lead.leadId)).status, { timeout: 10_000 }).toBe("sent");
    } finally {
      await worker.stop();
    }
    expect(await webhookRow(lead.leadId)).toMatchObject({ attempts: 2, lastError: null });
    const posts = hook.postsFor(lead.leadId);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toBe(posts[0]!.body);
  }, 30_000);

  it("queues nothing without LEAD_WEBHOOK_URL", async () => {
    const lead = saved(await saveContactInquiry(context({ leadWebhookUrl: undefined }), { ...dana, email: "off@example.com" }));
    expect((await rowsOf(lead.leadId)).map((row) => row.kind)).toEqual(["contact-auto-reply", "contact-notification"]);
  });

  it("follows the company's notification: none for a duplicate, none past NOTIFY_HOURLY_CAP", async () => {
    const first = saved(await saveNewsletterSubscription(context(), { email: "twice@example.com" }));
    expect((await rowsOf(first.leadId)).map((row) => row.kind)).toEqual([
      LEAD_WEBHOOK_KIND,
      "newsletter-confirmation",
      "newsletter-notification",
    ]);
    expect((await saveNewsletterSubscription(context(), { email: "twice@example.com" })).status).toBe("duplicate");

    // The hour's notifications are counted as leads are saved under the caps: these two are the
    // first, so the cap of one lets the first through and holds the second.
    const caps: MailCaps = { perMailbox: 100, perClient: 1000, visitorPerHour: 1000, notificationsPerHour: 1 };
    const within = saved(await saveContactInquiry(context({ mailCaps: caps }), { ...dana, email: "within@example.com" }));
    expect((await rowsOf(within.leadId)).map((row) => row.kind)).toEqual(["contact-auto-reply", "contact-notification", LEAD_WEBHOOK_KIND]);
    const over = saved(await saveContactInquiry(context({ mailCaps: caps }), { ...dana, email: "over@example.com" }));
    // Over the cap: no notification and no chat post, only the hour's digest (which this lead is the first to need).
    expect((await rowsOf(over.leadId)).map((row) => row.kind)).toEqual(["contact-auto-reply", LEAD_DIGEST_KIND]);
  });

  it("keeps the text one paragraph with Slack's markup characters escaped, and the fields as given", async () => {
    const lead = saved(
      await saveContactInquiry(context(), {
        firstName: "Tom & <!channel>",
        lastName: "Jerry",
        email: "tom@example.com",
        subject: "Line one\nline two <https://evil.example|click>",
        message: "m",
      }),
    );
    expect((await postLeadWebhook(await webhookRow(lead.leadId), env)).ok).toBe(true);
    const [post] = hook.postsFor(lead.leadId);
    expect(post!.json.text).toBe(
      `New contact message from Tom &amp; &lt;!channel&gt; Jerry (tom@example.com), about "Line one line two &lt;https://evil.example|click&gt;". ` +
        `Open it in the workspace: ${SITE_URL}/admin/leads/${lead.leadId}`,
    );
    expect(post!.json.lead).toMatchObject({
      name: "Tom & <!channel> Jerry",
      company: null,
      subject: "Line one\nline two <https://evil.example|click>",
    });
  });

  it("follows no redirect and gives up on a silent chat after the timeout, both as tries to retry", async () => {
    const lead = saved(await saveContactInquiry(context(), { ...dana, email: "moved@example.com" }));
    const row = await webhookRow(lead.leadId);
    hook.answers = [302];
    hook.redirectTo = other.url("/elsewhere");
    expect(await postLeadWebhook(row, env)).toEqual({ ok: false, error: "the webhook answered 302, a redirect, which is not followed" });
    expect(other.posts).toHaveLength(0);

    hook.silent.add("/silent");
    const silent = { ...env, LEAD_WEBHOOK_URL: hook.url("/silent") };
    expect(await postLeadWebhook(row, silent, { timeoutMs: 300 })).toEqual({ ok: false, error: "the webhook did not answer in time" });
  });
});

// ---------------------------------------------------------------------------------------------
// Through the production server: a form post reaches the chat by itself, and a refused post
// is retried by the site's worker. Needs `npm run build` (npm test does it).

const stores: { name: string; create(): Promise<Store> }[] = [
  { name: "embedded PostgreSQL", create: async () => embeddedStore() },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", create: () => postgresStore(process.env.TEST_DATABASE_URL!) }] : []),
];

describe.each(stores)("lead webhook through the site on $name", (kind) => {
  const hook = new Hook();
  let store: Store;
  let site: Site;

  beforeAll(async () => {
    await hook.start();
    store = await kind.create();
    site = new Site({
      SITE_URL,
      LEADS_NOTIFY_TO: "leads@example.com",
      LEAD_WEBHOOK_URL: hook.url(SECRET_PATH),
      MAIL_RETRY_BASE_MS: "200",
      DATA_DIR: dataDir(),
      ...store.env,
    });
    await site.start();
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await hook.stop();
    await store?.dispose();
  }, 60_000);

  async function webhookRows(email: string) {
    const handle = await store.open();
    try {
      return await handle.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, LEAD_WEBHOOK_KIND), eq(mailOutbox.leadTable, "contact_inquiries")))
        .then((rows) => rows.filter((row) => (row.payload as { email?: string }).email === email));
    } finally {
      await handle.connection.close();
    }
  }

  it("posts each new lead once, and again after a refusal until the chat takes it", async () => {
    const email = `site.${randomBytes(3).toString("hex")}@example.com`;
    const response = await site.postJson("/contact", { ...dana(), email });
    expect(response.status).toBe(201);
    await expect.poll(() => hook.posts.filter((post) => post.json.lead?.email === email).length, { timeout: 10_000 }).toBe(1);
    const [post] = hook.posts.filter((p) => p.json.lead?.email === email);
    expect(post!.path).toBe(SECRET_PATH);
    expect(post!.json.text).toMatch(
      new RegExp(
        `^New contact message from Dana Rivers \\(${email.replace(/\./g, "\\.")}\\), about "Chatbot"\\. Open it in the workspace: https://www\\.example\\.com/admin/leads/[0-9a-f-]{36}$`,
      ),
    );
    await expect.poll(async () => (await webhookRows(email)).map((row) => row.status), { timeout: 10_000 }).toEqual(["sent"]);

    hook.answers = [500];
    const refused = `refused.${randomBytes(3).toString("hex")}@example.com`;
    expect((await site.postJson("/contact", { ...dana(), email: refused })).status).toBe(201);
    await expect
      .poll(async () => (await webhookRows(refused)).map((row) => [row.status, row.attempts]), { timeout: 15_000 })
      .toEqual([["sent", 2]]);
    expect(hook.posts.filter((p) => p.json.lead?.email === refused)).toHaveLength(2);
  }, 60_000);

  function dana() {
    return { firstName: "Dana", lastName: "Rivers", subject: "Chatbot", message: "Hello there" };
  }
});
