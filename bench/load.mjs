// Load tests on loopback: wrk for throughput (as many requests as the server takes in a fixed
// time) and a constant-rate client for latency at a steady rate of form posts (--rate, 100 a second by default).
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "./proc.mjs";
import { onCleanup } from "./cleanup.mjs";

const wrkScript = path.join(path.dirname(fileURLToPath(import.meta.url)), "wrk.lua");

/** A short random id so addresses never repeat across runs on the same database. */
export const newRunId = () => randomBytes(4).toString("hex");

/**
 * One request with Node's http client; returns status, headers and body size.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, bytes: number, body: string }>}
 */
export function request(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: buffer.length, body: buffer.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Checks an endpoint answers as the load test expects before hammering it; throws otherwise,
 * since figures of an endpoint that answers 404 or 500 would be meaningless.
 * @param {string} label
 * @param {string} url
 * @param {number} expectStatus
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 */
export async function verifyEndpoint(label, url, expectStatus, options = {}) {
  const response = await request(url, options);
  if (response.status !== expectStatus) {
    throw new Error(
      `${label}: ${options.method ?? "GET"} ${url} answered ${response.status}, expected ${expectStatus}: ${response.body.slice(0, 300)}`,
    );
  }
  return { status: response.status, encoding: response.headers["content-encoding"] ?? "identity", bodyBytes: response.bytes };
}

/**
 * Runs wrk once and returns its summary (from the BENCH_JSON line of bench/wrk.lua).
 * newsletter: unique sign-ups; junk: the posts bots send (see bench/wrk.lua); delayMs: each
 * connection's pause after an answer, to pace wrk below its maximum.
 * spread: each sign-up from a client address of its own (X-Forwarded-For).
 * @param {{ wrk: string, url: string, seconds: number, threads: number, connections: number, headers?: Record<string, string>, newsletter?: boolean, spread?: boolean, junk?: boolean, delayMs?: number }} options
 */
export async function runWrk({
  wrk,
  url,
  seconds,
  threads,
  connections,
  headers = {},
  newsletter = false,
  spread = false,
  junk = false,
  delayMs,
}) {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--timeout", "5s", "--latency", "-s", wrkScript];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const env = { ...process.env };
  if (newsletter) {
    env.BENCH_NEWSLETTER = "1";
    env.BENCH_RUN_ID = newRunId();
  }
  if (spread) env.BENCH_SPREAD = "1";
  if (junk) env.BENCH_JUNK = "1";
  if (delayMs !== undefined) env.BENCH_DELAY_MS = String(delayMs);
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  const unregister = onCleanup("wrk", () => void child?.kill("SIGTERM"));
  let result;
  try {
    result = await run(wrk, args, { env, onChild: (c) => (child = c) });
  } finally {
    unregister();
  }
  const line = result.stdout.split("\n").find((l) => l.startsWith("BENCH_JSON "));
  if (result.code !== 0 || !line) throw new Error(`wrk failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  const raw = JSON.parse(line.slice("BENCH_JSON ".length));
  const seconds_ = raw.durationUs / 1e6;
  const errors = raw.errors.connect + raw.errors.read + raw.errors.write + raw.errors.timeout;
  // wrk's status error counts answers ≥ 400; for the form we count everything but 201 ourselves,
  // for the junk everything but 400 and 422.
  const notOk = newsletter ? raw.notCreated : junk ? raw.notRefused : raw.errors.status;
  return {
    requests: raw.requests,
    seconds: seconds_,
    rps: raw.requests / seconds_,
    okRps: (raw.requests - notOk) / seconds_,
    p50Ms: raw.p50Us / 1000,
    p90Ms: raw.p90Us / 1000,
    p99Ms: raw.p99Us / 1000,
    maxMs: raw.maxUs / 1000,
    non2xx: notOk,
    socketErrors: errors,
    errors: raw.errors,
    bytesPerResponse: raw.requests ? Math.round(raw.bytes / raw.requests) : 0,
    threads,
    connections,
  };
}

/** @param {number[]} sorted ascending @param {number} p 0-100 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * Newsletter sign-ups at a constant rate (open model: requests leave on schedule whether or not
 * earlier ones have answered). Latency counts from each request's scheduled time, so a stalled
 * server or client shows up as latency instead of silently lowering the rate.
 * @param {{ url: string, rate: number, seconds: number, runId?: string }} options
 */
export async function runSteadyRate({ url, rate, seconds, runId = newRunId() }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  /** @type {number[]} */
  const latencies = [];
  const statuses = /** @type {Record<string, number>} */ ({});
  let networkErrors = 0;
  let lateStarts = 0;
  /** @type {Promise<void>[]} */
  const inFlight = [];

  const send = (/** @type {number} */ index, /** @type {bigint} */ scheduledNs) =>
    new Promise((resolve) => {
      const body = JSON.stringify({ email: `steady-${runId}-${index}@example.com` });
      const req = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            // Visitors post from addresses of their own, named as a proxy in front would.
            "X-Forwarded-For": `10.200.${(index >> 8) & 255}.${index & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(Number(process.hrtime.bigint() - scheduledNs) / 1e6);
            const key = String(res.statusCode);
            statuses[key] = (statuses[key] ?? 0) + 1;
            resolve(undefined);
          });
          res.on("error", () => {
            networkErrors++;
            resolve(undefined);
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        networkErrors++;
        resolve(undefined);
      });
      req.end(body);
    });

  const startNs = process.hrtime.bigint();
  let next = 0;
  while (next < total) {
    const elapsedMs = Number(process.hrtime.bigint() - startNs) / 1e6;
    // Send everything that is due; timers are only ms-accurate, so catch up in batches.
    while (next < total && next * intervalMs <= elapsedMs) {
      const scheduledNs = startNs + BigInt(Math.round(next * intervalMs * 1e6));
      if (elapsedMs - next * intervalMs > 5) lateStarts++;
      inFlight.push(send(next, scheduledNs));
      next++;
    }
    if (next < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, next * intervalMs - elapsedMs)));
  }
  const sentSeconds = Number(process.hrtime.bigint() - startNs) / 1e9;
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const created = statuses["201"] ?? 0;
  return {
    rate,
    seconds,
    sent: total,
    achievedRate: total / sentSeconds,
    created,
    statuses,
    errors: total - created,
    networkErrors,
    lateStarts,
    p50Ms: percentile(latencies, 50),
    p90Ms: percentile(latencies, 90),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.length ? latencies[latencies.length - 1] : null,
  };
}
