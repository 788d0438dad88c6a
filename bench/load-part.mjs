// The load part: checks each endpoint answers as expected, then measures the prerendered page,
// the same page from nginx, the server-rendered /our-team and JSON form posts with wrk, and form
// posts at a steady rate with our own client.
import path from "node:path";
import { htmlFileOf } from "./bundle.mjs";
import { runLeads } from "./leads-part.mjs";
import { newRunId, runSteadyRate, runWrk, verifyEndpoint } from "./load.mjs";
import { ensureCommand, startNginx } from "./nginx.mjs";
import os from "node:os";
import { machineBusyShare, waitForIdle } from "./proc.mjs";

const PAGE_HEADERS = { "Accept-Encoding": "gzip, br" };

/**
 * @param {{ root: string, origin: string, serverPid: number, dataDir: string, clientDir: string, options: { page: string, seconds: number, warmupSeconds: number, connections: number, threads: number, rate: number, skipNginx: boolean } }} input
 */
export async function runLoad({ root, origin, serverPid, dataDir, clientDir, options }) {
  const { page, seconds, warmupSeconds, connections, threads, rate } = options;
  /** @type {string[]} */
  const notes = [];
  /** @type {any} */
  const load = {
    settings: { seconds, warmupSeconds, connections, threads, rate },
    pageRoute: page,
    checks: {},
    prerendered: null,
    nginx: null,
    nginxRatio: null,
    nginxNote: "",
    serverRendered: null,
    newsletter: null,
    leads: null,
    steady: null,
    notes,
  };

  // Figures of an endpoint that answers 404 or 500 would be meaningless: check first.
  console.log("Load: checking the endpoints…");
  load.checks.prerendered = await verifyEndpoint("prerendered page", origin + page, 200, { headers: PAGE_HEADERS });
  load.checks.serverRendered = await verifyEndpoint("server-rendered page", `${origin}/our-team`, 200, { headers: PAGE_HEADERS });
  load.checks.newsletter = await verifyEndpoint("newsletter", `${origin}/newsletter`, 201, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `check-${newRunId()}@example.com` }),
  });

  // Each test starts with the server idle, so leftovers of the previous one do not count here.
  const settle = async (/** @type {string} */ label) => {
    const idle = await waitForIdle(serverPid);
    if (!idle.settled)
      notes.push(`${label}: the server was still busy after ${(idle.waitedMs / 1000).toFixed(0)} s of waiting; measured anyway`);
    // Other work on the machine skews every figure here: with the server idle, anything busy is
    // someone else. Say so in the report.
    const busy = await machineBusyShare();
    if (busy !== null && busy > 0.2) {
      notes.push(
        `${label}: other processes kept ${(busy * 100).toFixed(0)}% of the ${os.availableParallelism()} CPUs busy just before the test`,
      );
    }
  };

  const wrk = await ensureCommand("wrk");
  if (wrk.note) notes.push(`wrk: ${wrk.note}`);

  /**
   * A warm-up (discarded), then the measured run; beforeMeasured runs between the two.
   * @param {string} label
   * @param {Omit<Parameters<typeof runWrk>[0], "wrk" | "seconds" | "threads" | "connections"> & { beforeMeasured?: () => Promise<unknown> }} test
   */
  const measure = async (label, { beforeMeasured, ...test }) => {
    if (!wrk.path) return null;
    await settle(label);
    const base = { wrk: wrk.path, threads, connections };
    if (warmupSeconds > 0) await runWrk({ ...base, ...test, seconds: warmupSeconds });
    await beforeMeasured?.();
    const result = await runWrk({ ...base, ...test, seconds });
    console.log(
      `Load: ${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, ` +
        `not 2xx ${result.non2xx}, socket errors ${result.socketErrors}, ${result.bytesPerResponse} B/response`,
    );
    return result;
  };

  load.prerendered = await measure(`prerendered ${page}`, { url: origin + page, headers: PAGE_HEADERS });

  if (options.skipNginx) {
    load.nginxNote = "skipped (--skip-nginx)";
  } else if (!wrk.path) {
    load.nginxNote = "skipped (no wrk)";
  } else {
    const nginxCommand = await ensureCommand("nginx");
    if (!nginxCommand.path) {
      load.nginxNote = `nginx: ${nginxCommand.note}`;
      console.log(`Load: ${load.nginxNote}`);
    } else {
      if (nginxCommand.note) notes.push(`nginx: ${nginxCommand.note}`);
      const nginx = await startNginx({ nginx: nginxCommand.path, htmlFile: path.join(clientDir, htmlFileOf(page)), route: page });
      try {
        load.checks.nginx = await verifyEndpoint("nginx", nginx.origin + page, 200, { headers: PAGE_HEADERS });
        load.nginx = await measure(`nginx ${page}`, { url: nginx.origin + page, headers: PAGE_HEADERS });
      } finally {
        await nginx.stop();
      }
      if (load.prerendered && load.nginx) {
        load.nginxRatio = load.prerendered.rps / load.nginx.rps;
        console.log(`Load: ours / nginx = ${(load.nginxRatio * 100).toFixed(0)}%`);
      }
      // The two may pick different encodings for "gzip, br" (nginx here only has gzip_static).
      const ours = load.checks.prerendered;
      const theirs = load.checks.nginx;
      notes.push(
        `${page}: Node answers ${ours.encoding} (${ours.bodyBytes} B body), nginx answers ${theirs.encoding} (${theirs.bodyBytes} B body); ` +
          `nginx runs one worker per CPU (worker_processes auto), the Node server one process.`,
      );
    }
  }

  load.serverRendered = await measure("server-rendered /our-team", { url: `${origin}/our-team`, headers: PAGE_HEADERS });
  load.newsletter = await measure("POST /newsletter, one client", { url: `${origin}/newsletter`, newsletter: true });
  load.leads = await runLeads({ root, origin, dataDir, measure });

  console.log(`Load: steady ${rate} form posts/s for ${seconds} s${warmupSeconds > 0 ? ` after ${warmupSeconds} s warm-up` : ""}…`);
  await settle(`steady ${rate}/s`);
  if (warmupSeconds > 0) await runSteadyRate({ url: `${origin}/newsletter`, rate, seconds: warmupSeconds });
  load.steady = await runSteadyRate({ url: `${origin}/newsletter`, rate, seconds });
  const s = load.steady;
  console.log(
    `Load: steady: ${s.achievedRate.toFixed(0)} sent/s, p50 ${s.p50Ms?.toFixed(2)} ms, p99 ${s.p99Ms?.toFixed(2)} ms, max ${s.maxMs?.toFixed(1)} ms, ` +
      `errors ${s.errors} (${JSON.stringify(s.statuses)}, ${s.networkErrors} network)`,
  );
  if (s.lateStarts > 0) notes.push(`steady: ${s.lateStarts} requests left more than 5 ms late (client busy); their wait counts as latency`);
  return load;
}
