// Flood: junk form posts at 2,000 a second for 10 seconds, from 200 addresses (127.0.x.y, which
// loopback answers for), while a visitor reads prerendered pages and real leads come in from
// other addresses. The junk is refused before the database, pages keep answering, every real
// lead is saved, the server's memory stays bounded and it answers normally afterwards. How fast
// the pages stay is printed, not asserted: timing belongs to the benchmark (bench/, "flood"),
// and this machine also runs the flood's sender.
import http from "node:http";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedStore, inspect, lead, leadRows, prepare, Site, SITE_ENV, sleep, tally, type Store } from "./harness";

const RATE = 2_000;
const SECONDS = 10;
const ADDRESSES = 200;

/** What bots send to a form: missing and wrong fields, fields no form has, bodies that are no JSON object. */
const JUNK = [
  JSON.stringify({ email: "x" }),
  JSON.stringify({ firstName: "a", lastName: "b", email: "not-an-address", subject: "", message: "" }),
  JSON.stringify({ name: "buy now", url: "https://spam.example", comment: "cheap" }),
  "[1,2,3]",
  "{not json",
];
const JUNK_PATHS = ["/contact", "/book-demo", "/newsletter", "/services/ai-training"];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A JSON post through `agent` (whose local address is the client's); resolves with the status, 0 when the connection failed. */
function postJson(port: number, agent: http.Agent, path: string, body: string) {
  return new Promise<number>((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

/** The server's resident memory in MB (Linux). */
function rssMb(pid: number) {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : NaN;
}

describe("flood: 2,000 junk posts a second for 10 s from many addresses", () => {
  let store: Store;
  let site: Site;
  let port = 0;

  beforeAll(async () => {
    store = embeddedStore();
    await prepare(store);
    site = new Site({ ...SITE_ENV, ...store.env });
    port = Number(new URL(await site.start()).port);
  });

  afterAll(async () => {
    await site?.stop().catch(() => {});
    await store?.dispose();
  });

  it("refuses the junk, keeps pages answering, saves real leads, stays bounded in memory and answers normally afterwards", async () => {
    const pid = site.pid!;
    // Warm up: the first requests of a process are slower.
    for (let i = 0; i < 50; i++) await fetch(`http://127.0.0.1:${port}/about`).then((r) => r.arrayBuffer());
    const rssBefore = rssMb(pid);

    // One keep-alive agent per bot address.
    const agents = Array.from(
      { length: ADDRESSES },
      (_, i) => new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` }),
    );
    const junkStatuses: number[] = [];
    let junkSent = 0;
    const post = async (index: number) => {
      junkStatuses.push(
        await postJson(port, agents[index % ADDRESSES]!, JUNK_PATHS[index % JUNK_PATHS.length]!, JUNK[index % JUNK.length]!),
      );
    };

    // The visitor: a prerendered page every 20 ms, from 127.0.0.1.
    const pageMs: number[] = [];
    const pageStatuses: number[] = [];
    // Real leads, from addresses of their own (127.0.9.x), one every 250 ms.
    const realLeads: { email: string; status: number }[] = [];
    let flooding = true;
    const visitor = (async () => {
      while (flooding) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/about`);
        await response.arrayBuffer();
        pageMs.push(performance.now() - started);
        pageStatuses.push(response.status);
        await sleep(20);
      }
    })();
    const leadAgents = Array.from({ length: 50 }, (_, i) => new http.Agent({ keepAlive: true, localAddress: `127.0.9.${i + 1}` }));
    // One every 250 ms, whether or not the last one has been answered yet.
    const realPosts: Promise<void>[] = [];
    const realSender = (async () => {
      for (let i = 0; flooding; i++) {
        const item = lead(["newsletter", "contact", "demo", "training"][i % 4] as never, `flood-real-${i}-${process.pid}@example.com`);
        realPosts.push(
          postJson(port, leadAgents[i % leadAgents.length]!, item.path, JSON.stringify(item.body)).then((status) => {
            realLeads.push({ email: item.email, status });
          }),
        );
        await sleep(250);
      }
    })();

    // The flood: RATE posts a second, sent in 10 ms slices, not waiting for answers.
    let rssPeak = rssBefore;
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    const slice = RATE / 100;
    for (let tick = 0; tick < SECONDS * 100; tick++) {
      for (let i = 0; i < slice; i++) inFlight.push(post(junkSent++));
      if (tick % 50 === 0) rssPeak = Math.max(rssPeak, rssMb(pid));
      const due = started + (tick + 1) * 10;
      await sleep(Math.max(0, due - performance.now()));
    }
    const sendSeconds = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    const allSeconds = (performance.now() - started) / 1000;
    rssPeak = Math.max(rssPeak, rssMb(pid));
    flooding = false;
    await Promise.all([visitor, realSender]);
    await Promise.all(realPosts);
    for (const agent of [...agents, ...leadAgents]) agent.destroy();

    const byStatus = Object.fromEntries(tally(junkStatuses));
    const figures = {
      junkPosts: junkSent,
      sentPerSecond: Math.round(junkSent / sendSeconds),
      answeredPerSecond: Math.round(junkSent / allSeconds),
      junkStatuses: byStatus,
      pageRequests: pageMs.length,
      pageP50Ms: Number(percentile(pageMs, 50).toFixed(2)),
      pageP99Ms: Number(percentile(pageMs, 99).toFixed(2)),
      pageMaxMs: Number(Math.max(...pageMs).toFixed(2)),
      realLeads: realLeads.length,
      realLeadStatuses: Object.fromEntries(tally(realLeads.map((l) => l.status))),
      rssBeforeMb: Math.round(rssBefore),
      rssPeakMb: Math.round(rssPeak),
    };
    console.log(`flood figures: ${JSON.stringify(figures)}`);

    expect(junkSent).toBe(RATE * SECONDS);
    expect(figures.sentPerSecond).toBeGreaterThanOrEqual(RATE * 0.95);
    // Junk is refused, never saved and never a server error: 400 or 422 by the forms' rules, or,
    // for the few posts a machine too busy to read them in time leaves waiting, 408 by the
    // server's own request time limit (server/connections.mjs).
    expect(Object.keys(byStatus).filter((status) => !["400", "422", "408"].includes(status))).toEqual([]);
    expect(byStatus["408"] ?? 0).toBeLessThan(junkSent / 100);
    expect(pageStatuses.every((status) => status === 200)).toBe(true);
    expect(realLeads.length).toBeGreaterThanOrEqual(SECONDS * 4 - 2);
    expect(realLeads.filter((l) => l.status !== 201)).toEqual([]);
    // Bounded: what 800 connections' requests in flight hold, not what 20,000 posts would.
    expect(rssPeak - rssBefore).toBeLessThan(250);

    // Afterwards: a page and a lead as usual.
    expect((await fetch(`http://127.0.0.1:${port}/about`)).status).toBe(200);
    const after = lead("newsletter", `flood-after-${process.pid}@example.com`);
    expect((await site.postJson(after.path, after.body)).status).toBe(201);

    // Every real lead is in the database, once; nothing else is.
    await site.stop();
    const rows = await inspect(store, leadRows);
    const saved = tally(rows.map((row) => row.email));
    expect(realLeads.filter((l) => saved.get(l.email) !== 1).map((l) => l.email)).toEqual([]);
    expect(rows).toHaveLength(realLeads.length + 1);
  });
});
