// Small process helpers: run a command to completion, wait for a child to exit, find a free port.
import { spawn } from "node:child_process";
import net from "node:net";

/**
 * Runs a command and collects its output. Rejects when it cannot start; resolves with the exit
 * code otherwise (callers decide what a non-zero code means).
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions & { onChild?: (child: import("node:child_process").ChildProcess) => void }} [options]
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, stdout: string, stderr: string }>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const { onChild, ...spawnOptions } = options;
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...spawnOptions });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
    onChild?.(child);
  });
}

/**
 * Resolves when the child has exited (at once if it already has).
 * @param {import("node:child_process").ChildProcess} child
 * @param {number} timeoutMs
 * @returns {Promise<boolean>} true when it exited within the time
 */
export function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Stops a child: the given signal first, SIGKILL if it has not exited in time.
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number} graceMs
 */
export async function stopChild(child, signal = "SIGTERM", graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (await waitForExit(child, graceMs)) return;
  console.error(`pid ${child.pid} did not exit on ${signal} within ${graceMs} ms; killing it`);
  child.kill("SIGKILL");
  await waitForExit(child, 5_000);
}

/** A loopback port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds a process has used so far (Linux /proc), or null where unavailable. */
export async function cpuSeconds(/** @type {number} */ pid) {
  try {
    const { readFile } = await import("node:fs/promises");
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 (1-based), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until a process is nearly idle (under `busyShare` of one CPU over half a second), so work
 * left over from one load test (e.g. the mail outbox after thousands of sign-ups) does not count
 * against the next. Gives up after `maxMs`; returns how long it waited and whether it settled.
 * @param {number} pid
 * @param {{ maxMs?: number, busyShare?: number }} [options]
 */
export async function waitForIdle(pid, { maxMs = 30_000, busyShare = 0.1 } = {}) {
  const started = Date.now();
  let previous = await cpuSeconds(pid);
  if (previous === null) {
    await sleep(2_000);
    return { waitedMs: Date.now() - started, settled: false };
  }
  while (Date.now() - started < maxMs) {
    await sleep(500);
    const now = await cpuSeconds(pid);
    if (now === null) break;
    const share = (now - previous) / 0.5;
    previous = now;
    if (share < busyShare) return { waitedMs: Date.now() - started, settled: true };
  }
  return { waitedMs: Date.now() - started, settled: false };
}

/**
 * Share of all CPUs busy over `ms` (Linux /proc/stat), or null elsewhere. Sampled while the bench
 * itself is idle, it tells whether other processes compete with the measurements.
 */
export async function machineBusyShare(ms = 1_000) {
  const { readFile } = await import("node:fs/promises");
  const sample = async () => {
    const line = (await readFile("/proc/stat", "utf8")).split("\n")[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = values[3] + (values[4] ?? 0);
    return { idle, total: values.slice(0, 8).reduce((a, b) => a + b, 0) };
  };
  try {
    const first = await sample();
    await sleep(ms);
    const second = await sample();
    const total = second.total - first.total;
    return total > 0 ? 1 - (second.idle - first.idle) / total : null;
  } catch {
    return null;
  }
}
