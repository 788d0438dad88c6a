#!/usr/bin/env node
// `npm run bench`: builds the site, starts the production server on a throwaway database and a
// free loopback port, runs Lighthouse, the bundle measurement, the site assistant's questions, the
// load tests, the flood and the inbox, stops all it started (also on failure or Ctrl-C) and writes
// bench/results/latest.md and latest.json.
// Exit code 0 even when targets are missed (it is a report), except 3 when a page got heavier or
// slower than bench/baseline.json allows (the next such change is caught when it is made);
// 1 when the harness itself failed. `--update-baseline` makes this run's mobile figures the baseline.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { installSignalHandlers, runCleanups } from "./cleanup.mjs";
import { htmlFileOf, measureBundles } from "./bundle.mjs";
import { machineBusyShare, run } from "./proc.mjs";
import { startServer } from "./server.mjs";
import { baselineOf, evaluateTargets, renderMarkdown } from "./report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build/client");
const resultsDir = path.join(root, "bench/results");
const baselinePath = path.join(root, "bench/baseline.json");
const PARTS = ["lighthouse", "bundle", "assistant", "load", "flood", "inbox"];

const usage = `Usage: npm run bench -- [options]

  --only <parts>        comma-separated parts to run: ${PARTS.join(", ")} (default: all)
  --skip-lighthouse     --skip-bundle  --skip-assistant  --skip-load  --skip-flood  --skip-inbox   leave a part out
  --skip-nginx          load part without the nginx comparison
  --skip-build          use the existing build/ instead of running npm run build
  --routes </,/about>   Lighthouse and bundle routes (default: every path in /sitemap.xml)
  --runs <n>            Lighthouse runs per route and preset (default 3)
  --presets <list>      Lighthouse presets: mobile,desktop (default both)
  --duration <s>        seconds per load test (default 10)
  --warmup <s>          warm-up seconds before each load test (default 2)
  --connections <n>     wrk connections (default 50)
  --threads <n>         wrk threads (default 1 on ≤ 2 CPUs, else 2)
  --rate <n>            steady form posts per second (default 100)
  --page <route>        prerendered page for the load and flood tests (default /about)
  --leads <n>           leads in the database for the inbox part (default 1000000)
  --samples <n>         timed requests per inbox measurement (default 40)
  --rounds <n>          timed passes over the assistant's questions after the scored one (default 5)
  --update-baseline     write this run's mobile LCP and page weights to bench/baseline.json
  -h, --help`;

/** @param {string[]} argv */
function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: "string" },
      "skip-lighthouse": { type: "boolean" },
      "skip-bundle": { type: "boolean" },
      "skip-assistant": { type: "boolean" },
      "skip-load": { type: "boolean" },
      "skip-flood": { type: "boolean" },
      "skip-inbox": { type: "boolean" },
      "skip-nginx": { type: "boolean" },
      "skip-build": { type: "boolean" },
      routes: { type: "string" },
      runs: { type: "string" },
      presets: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      threads: { type: "string" },
      rate: { type: "string" },
      page: { type: "string" },
      leads: { type: "string" },
      samples: { type: "string" },
      rounds: { type: "string" },
      "update-baseline": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const positive = (/** @type {string | undefined} */ value, /** @type {number} */ fallback, /** @type {string} */ name) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const list = (/** @type {string | undefined} */ value) =>
    value
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  let parts = list(values.only) ?? PARTS;
  for (const part of parts) if (!PARTS.includes(part)) throw new Error(`unknown part "${part}" in --only (${PARTS.join(", ")})`);
  parts = parts.filter((part) => !values[/** @type {"skip-lighthouse"} */ (`skip-${part}`)]);
  const routes = list(values.routes)?.map((r) => (r.startsWith("/") ? r : `/${r}`));
  return {
    help: Boolean(values.help),
    updateBaseline: Boolean(values["update-baseline"]),
    parts,
    skipNginx: Boolean(values["skip-nginx"]),
    skipBuild: Boolean(values["skip-build"]),
    routes,
    runs: Math.round(positive(values.runs, 3, "runs")),
    presets: list(values.presets) ?? ["mobile", "desktop"],
    seconds: positive(values.duration, 10, "duration"),
    warmupSeconds: values.warmup === "0" ? 0 : positive(values.warmup, 2, "warmup"),
    connections: Math.round(positive(values.connections, 50, "connections")),
    threads: Math.round(positive(values.threads, os.availableParallelism() <= 2 ? 1 : 2, "threads")),
    rate: positive(values.rate, 100, "rate"),
    page: values.page ?? "/about",
    leads: Math.round(positive(values.leads, 1_000_000, "leads")),
    samples: Math.round(positive(values.samples, 40, "samples")),
    rounds: Math.round(positive(values.rounds, 5, "rounds")),
  };
}

/** Paths of every <loc> in the sitemap: the public routes (the host there is SITE_URL's). */
async function sitemapRoutes(/** @type {string} */ origin) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const routes = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/(.)\/$/, "$1"));
  if (routes.length === 0) throw new Error("the sitemap lists no URLs");
  return [...new Set(routes)];
}

async function build() {
  console.log("Building the site (npm run build)…");
  const started = Date.now();
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = await run(npm, ["run", "build"], { cwd: root });
  if (result.code !== 0)
    throw new Error(`npm run build failed (exit ${result.code}):\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

async function gitCommit() {
  const head = await run("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).catch(() => null);
  const dirty = await run("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root }).catch(() => null);
  const commit = head?.code === 0 ? head.stdout.trim() : "unknown";
  return dirty?.stdout.trim() ? `${commit} (with uncommitted changes)` : commit;
}

async function main() {
  const argv = process.argv.slice(2);
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  installSignalHandlers();

  /** @type {any} */
  const results = {
    startedAt: new Date().toISOString(),
    commit: await gitCommit(),
    node: process.version,
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown",
      platform: `${os.platform()} ${os.release()}`,
    },
    argv,
    parts: options.parts,
    options,
    routes: [],
    lighthouse: null,
    bundle: null,
    assistant: null,
    load: null,
    flood: null,
    inbox: null,
    targets: [],
    errors: [],
  };
  const fail = (/** @type {string} */ part, /** @type {unknown} */ error) => {
    const message = `${part}: ${error instanceof Error ? error.message : error}`;
    console.error(`\n✖ ${message}\n`);
    results.errors.push(message);
  };

  try {
    if (options.skipBuild) {
      if (!existsSync(path.join(root, "build/server/index.js")))
        throw new Error("--skip-build, but there is no build/: run npm run build first");
      console.log("Using the existing build (--skip-build).");
    } else {
      await build();
    }

    // The assistant part measures retrieval: no language model, and no per-client limit in the way
    // of its hundreds of questions from one address (the server inherits this environment).
    delete process.env.ASSISTANT_MODEL_PROVIDER;
    process.env.ASSISTANT_RATE_LIMIT = "100000";
    const server = await startServer({ root });
    console.log(`Server up on ${server.origin} (data in ${server.dataDir}; ${server.database}).`);
    results.database = server.database;
    // Other processes competing for the CPUs skew every figure; sampled while the bench is idle.
    const busy = await machineBusyShare();
    results.machine.busyBeforeStart = busy;
    if (busy !== null && busy > 0.2)
      console.warn(`Warning: other processes keep ${(busy * 100).toFixed(0)}% of the CPUs busy; figures will be noisy.`);
    try {
      const allRoutes = await sitemapRoutes(server.origin);
      const unknown = (options.routes ?? []).filter((r) => !allRoutes.includes(r));
      if (unknown.length) console.warn(`Not in the sitemap (measured anyway): ${unknown.join(", ")}`);
      results.routes = options.routes ?? allRoutes;
      console.log(`Routes (${results.routes.length}): ${results.routes.join(" ")}`);

      if (options.parts.includes("bundle")) {
        try {
          results.bundle = measureBundles({ clientDir, routes: results.routes });
          const home = results.bundle.home;
          console.log(
            `Bundle: ${Object.keys(results.bundle.pages).length} prerendered pages measured` +
              (home ? `; home JS ${(home.js.gzip / 1024).toFixed(1)} KB gzip, CSS ${(home.css.gzip / 1024).toFixed(1)} KB gzip` : ""),
          );
        } catch (error) {
          fail("bundle", error);
        }
      }

      // Lighthouse before the load tests: those leave thousands of leads and mails behind, and
      // the server working through its mail outbox would skew the page-load figures.
      if (options.parts.includes("lighthouse")) {
        try {
          // Imported here so a run without Lighthouse does not load it.
          const { runLighthouse } = await import("./lighthouse.mjs");
          results.lighthouse = await runLighthouse({
            origin: server.origin,
            routes: results.routes,
            runs: options.runs,
            presets: options.presets,
          });
        } catch (error) {
          fail("lighthouse", error);
        }
      }
      // Before the load tests, whose saved leads and mail outbox keep the server busy afterwards.
      if (options.parts.includes("assistant")) {
        try {
          const { runAssistant } = await import("./assistant-part.mjs");
          results.assistant = await runAssistant({ origin: server.origin, options });
        } catch (error) {
          fail("assistant", error);
        }
      }
      if (options.parts.includes("load")) {
        try {
          const { runLoad } = await import("./load-part.mjs");
          if (!existsSync(path.join(clientDir, htmlFileOf(options.page))))
            throw new Error(`${options.page} is not a prerendered page (no ${htmlFileOf(options.page)})`);
          results.load = await runLoad({ root, origin: server.origin, serverPid: server.pid, dataDir: server.dataDir, clientDir, options });
        } catch (error) {
          fail("load", error);
        }
      }
      if (options.parts.includes("flood")) {
        try {
          const { runFlood } = await import("./flood-part.mjs");
          results.flood = await runFlood({ origin: server.origin, serverPid: server.pid, options });
        } catch (error) {
          fail("flood", error);
        }
      }
      // Last: it leaves a million leads in the throwaway database.
      if (options.parts.includes("inbox")) {
        try {
          const { runInbox } = await import("./inbox-part.mjs");
          results.inbox = await runInbox({ root, origin: server.origin, serverPid: server.pid, dataDir: server.dataDir, options });
        } catch (error) {
          fail("inbox", error);
        }
      }
    } finally {
      console.log("Stopping the server…");
      await server.stop();
    }
  } catch (error) {
    fail("harness", error);
  } finally {
    await runCleanups();
  }

  results.finishedAt = new Date().toISOString();
  results.baseline = existsSync(baselinePath) ? JSON.parse(await readFile(baselinePath, "utf8")) : null;
  results.targets = evaluateTargets(results);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, "latest.json"), JSON.stringify(results, null, 2) + "\n");
  const markdown = renderMarkdown(results);
  await writeFile(path.join(resultsDir, "latest.md"), markdown + "\n");
  console.log(`\n${markdown}`);
  console.log(`Wrote bench/results/latest.md and latest.json.`);
  const mobile = results.lighthouse?.presets?.mobile;
  if (options.updateBaseline && mobile) {
    // Routes this run did not measure keep their earlier figures.
    const baseline = baselineOf(mobile, { commit: results.commit, measuredAt: results.finishedAt });
    baseline.routes = { ...results.baseline?.routes, ...baseline.routes };
    await writeFile(baselinePath, JSON.stringify(baseline, null, 2) + "\n");
    console.log(`Wrote bench/baseline.json (${Object.keys(baseline.routes).length} routes).`);
  }
  if (results.errors.length) return 1;
  const regressed = results.targets.filter((t) => t.gate && t.status === "missed");
  if (regressed.length && !options.updateBaseline) {
    console.error(`\n✖ Pages got worse than bench/baseline.json allows:\n${regressed.map((t) => `  ${t.target}: ${t.figure}`).join("\n")}`);
    return 3;
  }
  return 0;
}

process.exitCode = await main().catch(async (error) => {
  console.error(error);
  await runCleanups();
  return 1;
});
