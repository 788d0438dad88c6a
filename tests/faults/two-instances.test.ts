// Two server instances on one PostgreSQL and one mail server, as behind a load balancer: leads
// posted to both in turn have each of their mails sent exactly once, also when both workers
// retry the same mails after a mail-server outage (FOR UPDATE SKIP LOCKED); and the per-address
// form limit is shared, so a client alternating between the instances is stopped at the 6th
// post of FORM_RATE_LIMIT=5.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Inbox } from "../integration/smtp-inbox";
import {
  inspect,
  lead,
  leadRows,
  leads,
  outboxRows,
  pool,
  postgresStore,
  prepare,
  Site,
  SITE_ENV,
  sleep,
  tally,
  waitFor,
  type Store,
} from "./harness";

const LEADS = 40;

describe("two instances on one PostgreSQL and one SMTP inbox", () => {
  const inbox = new Inbox();
  let store: Store;
  let sites: Site[] = [];

  beforeAll(async () => {
    await inbox.start();
    store = await postgresStore();
    await prepare(store);
    // Behind a proxy on loopback: each client's address comes from X-Forwarded-For.
    const env = {
      ...SITE_ENV,
      ...store.env,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      TRUST_PROXY: "loopback",
      FORM_RATE_LIMIT: "5",
      MAIL_DAILY_CAP: "100",
      MAIL_RETRY_BASE_MS: "500",
    };
    sites = [new Site(env), new Site(env)];
    await Promise.all(sites.map((site) => site.start()));
  });

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop().catch(() => {})));
    await inbox.stop();
    await store?.dispose();
  });

  it("sends every outbox mail exactly once, also after both workers retried an outage", async () => {
    const batch = leads(LEADS, "pair");
    const post = async (item: (typeof batch)[number], i: number) => {
      // A client address per lead, so the shared limit of 5 does not stop this test.
      const response = await sites[i % 2]!.postJson(item.path, item.body, { "x-forwarded-for": `198.51.100.${i + 1}` });
      expect(response.status, `${item.form} via instance ${i % 2}: ${await response.text()}`).toBe(201);
    };
    // Half with the mail server up; half while it is down, so both workers retry them.
    const t0 = Date.now();
    const phase = (name: string) => console.log(`${name} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await pool(batch.slice(0, LEADS / 2), 4, post);
    phase("first half posted");
    await inbox.stop();
    phase("inbox stopped");
    await pool(batch.slice(LEADS / 2), 4, (item, i) => post(item, i + LEADS / 2));
    await sleep(1500); // both workers try and fail at least once more
    await inbox.start(inbox.port);
    phase("second half posted, inbox back");

    const owed = LEADS * 2;
    await waitFor(
      async () => (await inspect(store, outboxRows)).every((row) => row.status === "sent") && inbox.received.length >= owed,
      90_000,
      () => `${inbox.received.length} of ${owed} mails arrived\n${sites.map((s) => s.output().slice(-1500)).join("\n---\n")}`,
      500,
    );
    phase("every mail sent");
    await sleep(3000); // a second copy would arrive meanwhile

    const { rows, outbox } = await inspect(store, async (c) => ({ rows: await leadRows(c), outbox: await outboxRows(c) }));
    expect(rows).toHaveLength(LEADS);
    expect(outbox).toHaveLength(owed);
    const received = tally(inbox.received.map((mail) => mail.messageId));
    expect(
      [...received].filter(([, n]) => n > 1),
      "mails received more than once",
    ).toEqual([]);
    expect(new Set(received.keys())).toEqual(new Set(outbox.map((row) => row.message_id)));
    expect(inbox.received).toHaveLength(owed);
    // The outage half really was retried.
    expect(outbox.filter((row) => row.attempts >= 2).length).toBeGreaterThanOrEqual(LEADS);
  });

  it("shares the form limit: the 6th post from one client, alternating between instances, gets 429", async () => {
    const client = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const item = lead("newsletter");
      const response = await sites[i % 2]!.postJson(item.path, item.body, client);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await response.json()).status).toBe("limited");
      } else await response.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another client is not affected.
    const other = lead("newsletter");
    expect((await sites[1]!.postJson(other.path, other.body, { "x-forwarded-for": "203.0.113.78" })).status).toBe(201);
  });
});
