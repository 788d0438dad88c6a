// kill -9 in the middle of a burst of submissions, on the embedded PostgreSQL and on PostgreSQL: every lead the
// server answered 201 for is in the database after a restart on the same data, with its mails
// in the outbox, and no lead row is left without its mails (one transaction each).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Inbox } from "../integration/smtp-inbox";
import {
  inspect,
  lead,
  leadRows,
  leads,
  outboxRows,
  embeddedStore,
  pool,
  postgresStore,
  prepare,
  Site,
  SITE_ENV,
  tally,
  type Store,
} from "./harness";

const BURST = 200;
const CONCURRENCY = 20;
/** The server is killed once this many posts have been answered 201. */
const KILL_AFTER = 50;

const kinds: { name: string; create: () => Promise<Store> }[] = [
  { name: "embedded PostgreSQL", create: async () => embeddedStore() },
  { name: "PostgreSQL", create: () => postgresStore() },
];

describe.each(kinds)("SIGKILL mid-burst on $name", ({ create }) => {
  const inbox = new Inbox();
  let store: Store;
  let site: Site;

  beforeAll(async () => {
    await inbox.start();
    store = await create();
    await prepare(store);
    site = new Site({
      ...SITE_ENV,
      ...store.env,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      FORM_RATE_LIMIT: "100000",
      MAIL_DAILY_CAP: "100",
    });
    await site.start();
  });

  afterAll(async () => {
    await site?.stop().catch(() => {});
    await inbox.stop();
    await store?.dispose();
  });

  it(`keeps every lead answered 201 before the kill, with its outbox rows`, async () => {
    const batch = leads(BURST, "kill");
    const saved: typeof batch = [];
    const other = new Map<number, number>();
    let errors = 0;
    let killed: Promise<void> | undefined;

    await pool(batch, CONCURRENCY, async (item) => {
      try {
        const response = await site.postJson(item.path, item.body);
        if (response.status === 201) {
          saved.push(item);
          if (saved.length === KILL_AFTER) killed ??= site.kill9();
        } else other.set(response.status, (other.get(response.status) ?? 0) + 1);
        await response.arrayBuffer();
      } catch {
        errors += 1; // no answer: the server was killed under it
      }
    });
    await killed;

    expect(killed, "the server was killed mid-burst").toBeDefined();
    expect(saved.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(saved.length, "some posts were cut off by the kill").toBeLessThan(BURST);
    // Before the kill nothing failed: only answers after it are missing.
    expect(
      [...other.keys()].filter((status) => status >= 500),
      "5xx answers",
    ).toEqual([]);
    console.log(
      `${store.name}: ${saved.length} saved (201) before the kill, ${errors} posts without an answer, other answers ${JSON.stringify(Object.fromEntries(other))}`,
    );

    // The server starts again on the same data (embedded: a stale owner file and the PostgreSQL the killed site left running) and takes leads.
    await site.start();
    const afterRestart = lead("newsletter");
    expect((await site.postJson(afterRestart.path, afterRestart.body)).status).toBe(201);

    const { rows, outbox } = await inspect(store, async (c) => ({ rows: await leadRows(c), outbox: await outboxRows(c) }));
    const rowsByEmail = tally(rows.map((row) => row.email));
    const lost = saved.filter((item) => rowsByEmail.get(item.email) !== 1);
    expect(
      lost.map((item) => `${item.email}: ${rowsByEmail.get(item.email) ?? 0} rows`),
      "201'd leads missing or duplicated",
    ).toEqual([]);

    // Every lead row in the database (answered or not) has its two mails: visitor and company.
    const mailsByLead = new Map<string, string[]>();
    for (const row of outbox)
      mailsByLead.set(`${row.lead_table}:${row.lead_id}`, [...(mailsByLead.get(`${row.lead_table}:${row.lead_id}`) ?? []), row.kind]);
    const incomplete = rows.filter((row) => (mailsByLead.get(`${row.table}:${row.id}`) ?? []).length !== 2);
    expect(
      incomplete.map((row) => `${row.table} ${row.email}: ${JSON.stringify(mailsByLead.get(`${row.table}:${row.id}`))}`),
      "leads without both outbox rows",
    ).toEqual([]);
    expect(outbox).toHaveLength(rows.length * 2);
    expect(rows.length).toBeGreaterThanOrEqual(saved.length + 1);
    console.log(`${store.name}: ${rows.length - 1 - saved.length} more leads were committed without their answer reaching the client`);
    expect(new Set(outbox.map((row) => row.message_id)).size).toBe(outbox.length);
  });
});
