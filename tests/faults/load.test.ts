// Load: 2,000 submissions from 100 concurrent clients, unique addresses and a mix of the five
// forms, against one server on its embedded PostgreSQL: nothing lost (each 201 has exactly one row), nothing
// saved twice, no 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspect, leadRows, leads, outboxRows, embeddedStore, pool, prepare, Site, SITE_ENV, tally, type Store } from "./harness";

const SUBMISSIONS = 2000;
const CLIENTS = 100;

describe("load: 2,000 submissions from 100 concurrent clients (embedded PostgreSQL)", () => {
  let store: Store;
  let site: Site;

  beforeAll(async () => {
    store = embeddedStore();
    await prepare(store);
    // No SMTP_URL: mails are written as .eml files into DATA_DIR/mail.
    site = new Site({ ...SITE_ENV, ...store.env, FORM_RATE_LIMIT: "100000", MAIL_DAILY_CAP: "100000" });
    await site.start();
  });

  afterAll(async () => {
    await site?.stop().catch(() => {});
    await store?.dispose();
  });

  it("saves every lead exactly once and never answers 5xx", async () => {
    const batch = leads(SUBMISSIONS, "load");
    const statuses: number[] = [];
    const failures: string[] = [];
    const started = Date.now();
    await pool(batch, CLIENTS, async (item, i) => {
      try {
        const response = await site.postJson(item.path, item.body);
        statuses[i] = response.status;
        const body = await response.text();
        if (response.status !== 201 && failures.length < 10) failures.push(`${item.form} ${response.status}: ${body.slice(0, 300)}`);
      } catch (error) {
        statuses[i] = 0;
        const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
        if (failures.length < 10) {
          failures.push(
            `${item.form} after ${Date.now() - started} ms: ${(error as Error).message} (${cause?.code ?? ""} ${cause?.message ?? ""})`,
          );
        }
      }
    });
    const seconds = (Date.now() - started) / 1000;
    const byStatus = Object.fromEntries(tally(statuses));
    console.log(
      `${SUBMISSIONS} submissions in ${seconds.toFixed(1)} s (${(SUBMISSIONS / seconds).toFixed(0)}/s): ${JSON.stringify(byStatus)}`,
    );

    // A connection the server refused shows as status 0; its warnings say why.
    const warnings = site
      .output()
      .split("\n")
      .filter((line) => /"level":(40|50)/.test(line));
    expect(
      statuses.filter((status) => status >= 500 || status === 0),
      [...failures, ...warnings.slice(-5)].join("\n"),
    ).toEqual([]);
    expect(byStatus, failures.join("\n")).toEqual({ 201: SUBMISSIONS });

    await site.stop();
    const { rows, outbox } = await inspect(store, async (c) => ({ rows: await leadRows(c), outbox: await outboxRows(c) }));
    const byEmail = tally(rows.map((row) => row.email));
    const lost = batch.filter((item, i) => statuses[i] === 201 && byEmail.get(item.email) !== 1);
    expect(
      lost.map((item) => `${item.email}: ${byEmail.get(item.email) ?? 0} rows`),
      "lost or duplicated leads",
    ).toEqual([]);
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(
      [...byEmail.values()].filter((n) => n > 1),
      "duplicated rows",
    ).toEqual([]);
    // Each lead queued its visitor's mail and the company's notification, once.
    expect(outbox).toHaveLength(SUBMISSIONS * 2);
    expect(new Set(outbox.map((row) => row.message_id)).size).toBe(SUBMISSIONS * 2);
  });
});
