// PostgreSQL goes away while the server runs: form posts answer 503 with the spec's failure
// message (JSON), a post without JavaScript gets its page back with the message and the
// visitor's fields kept, prerendered pages keep being served, and once PostgreSQL is back the
// server takes leads again by itself.
//
// With a cluster of the tests' own (no TEST_DATABASE_URL) PostgreSQL itself is stopped and
// started; with TEST_DATABASE_URL (a server others may use) the server reaches it through a TCP
// proxy that is closed instead, which looks the same from the site: connections refused.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearsFields, messageFor } from "~/forms/outcome";
import { Inbox } from "../integration/smtp-inbox";
import {
  adminUrl,
  fromOwnPage,
  ownOrigin,
  inspect,
  lead,
  leadRows,
  postgresStore,
  prepare,
  Site,
  SITE_ENV,
  sleep,
  waitFor,
  type Store,
} from "./harness";
import { startPostgres, stopPostgres, type Cluster } from "./postgres";

interface Outage {
  /** The host:port the site connects to. */
  via?: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function clusterOutage(cluster: Cluster): Outage {
  let isDown = false;
  return {
    async down() {
      stopPostgres(cluster, "fast");
      isDown = true;
    },
    async up() {
      startPostgres(cluster);
      isDown = false;
    },
    async close() {
      if (isDown) startPostgres(cluster);
    },
  };
}

/** A TCP proxy to PostgreSQL that can refuse connections (and cut the open ones) on demand. */
async function proxyOutage(target: URL): Promise<Outage> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return { via: `postgresql://${target.username}@127.0.0.1:${port}/`, down: close, up: listen, close };
}

describe("PostgreSQL unreachable while the server runs", () => {
  const inbox = new Inbox();
  let outage: Outage;
  let store: Store;
  let site: Site;

  beforeAll(async () => {
    await inbox.start();
    const cluster = process.env.FAULTS_PG_CLUSTER ? (JSON.parse(process.env.FAULTS_PG_CLUSTER) as Cluster) : undefined;
    outage = cluster ? clusterOutage(cluster) : await proxyOutage(new URL(adminUrl()));
    store = await postgresStore(outage.via);
    await prepare(store);
    // The no-JS posts come from the site's own pages: it runs at its SITE_URL.
    site = new Site({
      ...SITE_ENV,
      ...(await ownOrigin()),
      ...store.env,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      FORM_RATE_LIMIT: "1000",
    });
    await site.start();
  });

  afterAll(async () => {
    await outage?.close();
    await site?.stop().catch(() => {});
    await inbox.stop();
    await store?.dispose();
  });

  it("answers 503 with the failure message, keeps the no-JS visitor's fields, serves prerendered pages, and recovers", async () => {
    const before = lead("contact");
    expect((await site.postJson(before.path, before.body)).status).toBe(201);

    await outage.down();

    // JSON posts of every form: 503 and the spec's failure message.
    for (const form of ["newsletter", "demo", "contact", "webinar", "training"] as const) {
      const attempt = lead(form);
      const response = await site.postJson(attempt.path, attempt.body);
      const body = await response.json();
      expect(response.status, `${form}: ${JSON.stringify(body)}`).toBe(503);
      const { title, description, variant } = messageFor(form, { status: "unavailable" });
      expect(body).toMatchObject({
        form,
        status: "unavailable",
        saved: false,
        confirmationSent: false,
        clearFields: clearsFields(form, { status: "unavailable" }),
      });
      expect(body.message).toEqual({ title, description, variant });
    }

    // A post without JavaScript: the page, with the message and what the visitor typed.
    const fields = {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace.hopper@example.com",
      company: "Harvard Mark I",
      subject: "Compilers",
      message: "Kept after the failure, please",
    };
    const page = await site.postForm("/book-demo", fields, fromOwnPage(site));
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = decodeHtml(await page.text());
    const failed = messageFor("demo", { status: "unavailable" });
    expect(html).toContain('data-form-status="demo"');
    expect(html).toContain(failed.title);
    expect(html).toContain(failed.description);
    for (const [name, value] of Object.entries(fields)) expect(html, `field ${name} kept`).toContain(value);

    const contactFields = {
      firstName: "Alan",
      lastName: "Turing",
      email: "alan.turing@example.com",
      subject: "Machines",
      message: "Can machines think?",
    };
    const contactPage = await site.postForm("/contact", contactFields, fromOwnPage(site));
    expect(contactPage.status).toBe(503);
    const contactHtml = decodeHtml(await contactPage.text());
    expect(contactHtml).toContain(messageFor("contact", { status: "unavailable" }).description);
    for (const value of Object.values(contactFields)) expect(contactHtml).toContain(value);

    // Prerendered pages do not need the database.
    for (const path of ["/about", "/faq", "/"]) expect((await fetch(`${site.origin}${path}`)).status, path).toBe(200);

    await outage.up();

    // The pool reconnects on its own: a new lead is saved within a few seconds.
    const after = lead("newsletter");
    let last = 0;
    await waitFor(
      async () => {
        const response = await site.postJson("/newsletter", { email: after.email });
        last = response.status;
        return response.status === 201;
      },
      30_000,
      () => `last answer ${last}\n${site.output().slice(-3000)}`,
      1000,
    );
    // The server never went down meanwhile.
    expect(site.pid).toBeDefined();
    await sleep(100);

    const rows = await inspect(store, leadRows);
    expect(rows.map((row) => row.email).sort()).toEqual([before.email, after.email].sort());
  });
});

function decodeHtml(html: string) {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
