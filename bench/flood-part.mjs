// The flood part: bots post junk to the forms at over 2,000 requests a second while a visitor
// reads a prerendered page; how fast the page stays is the figure. wrk sends both (a C client,
// so the sender takes little of the CPU the server needs): the junk from many connections,
// each pausing briefly after every answer, the page from two connections at about 100 requests
// a second. Afterwards the page and a real sign-up must answer as usual. The fault test
// (tests/faults/flood.test.ts) floods from 200 addresses and checks real leads are saved meanwhile.
import { readFile } from "node:fs/promises";
import { runWrk, verifyEndpoint, newRunId } from "./load.mjs";
import { ensureCommand } from "./nginx.mjs";
import { cpuSeconds, sleep, waitForIdle } from "./proc.mjs";

/** Junk connections and each one's pause after an answer: at most 50 × 1000 / 20 = 2,500 posts/s, about 2,250 at 2 ms an answer. */
const JUNK_CONNECTIONS = 50;
const JUNK_DELAY_MS = 20;
/** The visitor: two connections, 20 ms between a page and the next. */
const PAGE_CONNECTIONS = 2;
const PAGE_DELAY_MS = 20;
const PAGE_HEADERS = { "Accept-Encoding": "gzip, br" };

/** A process's resident memory in MB (Linux), or null. */
async function rssMb(/** @type {number} */ pid) {
  try {
    const line = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ origin: string, serverPid: number, options: { page: string, seconds: number } }} input
 */
export async function runFlood({ origin, serverPid, options }) {
  const { page, seconds } = options;
  const wrk = await ensureCommand("wrk");
  if (!wrk.path) return { note: `not measured: ${wrk.note}` };

  await verifyEndpoint("junk post", `${origin}/contact`, 400, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  await waitForIdle(serverPid);
  const rssBefore = await rssMb(serverPid);
  const cpuBefore = await cpuSeconds(serverPid);
  console.log(`Flood: junk posts from ${JUNK_CONNECTIONS} connections for ${seconds + 2} s, ${page} read meanwhile for ${seconds} s…`);

  // The junk starts a second before the page is read and ends a second after.
  const junkDone = runWrk({
    wrk: wrk.path,
    url: `${origin}/contact`,
    seconds: seconds + 2,
    threads: 1,
    connections: JUNK_CONNECTIONS,
    junk: true,
    delayMs: JUNK_DELAY_MS,
  });
  await sleep(1_000);
  let rssPeak = rssBefore ?? 0;
  let reading = true;
  const sampler = (async () => {
    while (reading) {
      rssPeak = Math.max(rssPeak, (await rssMb(serverPid)) ?? 0);
      await sleep(250);
    }
  })();
  const pageRun = await runWrk({
    wrk: wrk.path,
    url: origin + page,
    seconds,
    threads: 1,
    connections: PAGE_CONNECTIONS,
    headers: PAGE_HEADERS,
    delayMs: PAGE_DELAY_MS,
  });
  const junk = await junkDone;
  reading = false;
  await sampler;
  const cpuAfter = await cpuSeconds(serverPid);

  // Afterwards: the page and a real sign-up answer as they did before.
  const after = {
    page: await verifyEndpoint("page after the flood", origin + page, 200, { headers: PAGE_HEADERS }),
    newsletter: await verifyEndpoint("sign-up after the flood", `${origin}/newsletter`, 201, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `after-flood-${newRunId()}@example.com` }),
    }),
  };

  const result = {
    settings: {
      junkConnections: JUNK_CONNECTIONS,
      junkDelayMs: JUNK_DELAY_MS,
      pageConnections: PAGE_CONNECTIONS,
      pageDelayMs: PAGE_DELAY_MS,
      seconds,
    },
    pageRoute: page,
    junk,
    page: pageRun,
    serverCpuShare: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / junk.seconds : null,
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    afterwards: after,
  };
  console.log(
    `Flood: junk ${junk.rps.toFixed(0)} posts/s (${junk.non2xx} not 400/422, ${junk.socketErrors} socket errors); ` +
      `${page} p50 ${pageRun.p50Ms.toFixed(2)} ms, p99 ${pageRun.p99Ms.toFixed(2)} ms, max ${pageRun.maxMs.toFixed(1)} ms over ${pageRun.requests} reads; ` +
      `server CPU ${result.serverCpuShare === null ? "?" : (result.serverCpuShare * 100).toFixed(0) + "%"} of one core, RSS ${rssBefore?.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`,
  );
  return result;
}
