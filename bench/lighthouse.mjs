// Lighthouse 12 against the running server: mobile (default config) and desktop presets,
// every route, N runs each; the report keeps each run's figures and their medians.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { isStopping, onCleanup } from "./cleanup.mjs";

export const CATEGORIES = /** @type {const} */ (["performance", "accessibility", "best-practices", "seo"]);

/** @type {Record<string, object | undefined>} undefined = Lighthouse's default (mobile) config */
export const PRESETS = { mobile: undefined, desktop: desktopConfig };

/**
 * The figures we keep from one Lighthouse result.
 * @param {any} lhr
 */
export function figuresOf(lhr) {
  const audits = lhr.audits;
  const numeric = (/** @type {string} */ id) => {
    const value = audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  );
  // Transfer size of scripts as loaded (compressed), from the resource summary.
  const scriptRow = audits["resource-summary"]?.details?.items?.find((/** @type {any} */ item) => item.resourceType === "script");
  return {
    ...scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: typeof scriptRow?.transferSize === "number" ? scriptRow.transferSize : null,
    // Lighthouse's own CPU speed measure of this run: the simulated mobile figures scale with it,
    // so a low value (a busy or slow machine) explains poor scores that are not the page's fault.
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? Math.round(lhr.environment.benchmarkIndex) : null,
  };
}

/** @param {(number | null)[]} values */
export function median(values) {
  const numbers = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const mid = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[mid] : (numbers[mid - 1] + numbers[mid]) / 2;
}

/**
 * Median of every figure across runs (each figure on its own, as Lighthouse CI does).
 * @param {Record<string, number | null>[]} runs
 */
export function medianFigures(runs) {
  if (runs.length === 0) return null;
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

async function launchChrome() {
  // The Launcher class rather than launch(): its kill() can be registered before Chromium starts,
  // so Ctrl-C during start-up stops it too. Chromium runs in its own process group (detached),
  // so a terminal's Ctrl-C never reaches it; only this cleanup does.
  const launcher = new chromeLauncher.Launcher({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs, "--headless=new"],
    logLevel: "silent",
  });
  const unregister = onCleanup("chromium", () => launcher.kill());
  try {
    await launcher.launch();
  } catch (error) {
    launcher.kill();
    unregister();
    throw error;
  }
  return {
    port: /** @type {number} */ (launcher.port),
    async kill() {
      unregister();
      launcher.kill();
    },
  };
}

/**
 * @param {{ origin: string, routes: string[], runs: number, presets: string[], log?: (line: string) => void }} options
 */
export async function runLighthouse({ origin, routes, runs, presets, log = console.log }) {
  /** @type {Record<string, Record<string, { runs: any[], median: any, failures: string[] }>>} */
  const byPreset = {};
  const meta = { lighthouseVersion: "", userAgent: "", warnings: /** @type {string[]} */ ([]) };
  const total = presets.length * routes.length * runs;
  let done = 0;

  for (const preset of presets) {
    if (!(preset in PRESETS)) throw new Error(`unknown preset "${preset}" (mobile or desktop)`);
    byPreset[preset] = {};
    // One Chromium per preset: Lighthouse opens a fresh tab per run and clears the origin's
    // storage and cache first, so runs do not share state. A run that fails gets a new Chromium.
    let chrome = await launchChrome();
    try {
      for (const route of routes) {
        const entry = { runs: /** @type {any[]} */ ([]), median: null, failures: /** @type {string[]} */ ([]) };
        byPreset[preset][route] = entry;
        for (let run = 1; run <= runs; run++) {
          done++;
          const label = `[lighthouse ${done}/${total}] ${preset} ${route} run ${run}/${runs}`;
          let attempt = 0;
          for (;;) {
            attempt++;
            try {
              const started = Date.now();
              const result = await lighthouse(
                origin + route,
                { port: chrome.port, logLevel: "error", output: "json", onlyCategories: [...CATEGORIES] },
                PRESETS[preset],
              );
              const lhr = result?.lhr;
              if (!lhr) throw new Error("Lighthouse returned no result");
              if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
              meta.lighthouseVersion = lhr.lighthouseVersion;
              meta.userAgent = lhr.environment?.hostUserAgent ?? "";
              for (const warning of lhr.runWarnings ?? []) meta.warnings.push(`${preset} ${route}: ${warning}`);
              const figures = figuresOf(lhr);
              entry.runs.push(figures);
              log(
                `${label}: perf ${figures.performance} a11y ${figures.accessibility} bp ${figures["best-practices"]} seo ${figures.seo}` +
                  ` LCP ${Math.round(figures.lcpMs ?? NaN)} ms TBT ${Math.round(figures.tbtMs ?? NaN)} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`,
              );
              break;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              if (isStopping()) throw error;
              log(`${label}: failed (attempt ${attempt}): ${message}`);
              // A fresh browser for the retry: a wedged Chromium would fail every later run too.
              await chrome.kill().catch(() => {});
              chrome = await launchChrome();
              if (attempt >= 2) {
                entry.failures.push(message);
                break;
              }
            }
          }
        }
        entry.median = medianFigures(entry.runs);
      }
    } finally {
      await chrome.kill().catch(() => {});
    }
  }
  return { ...meta, runsPerRoute: runs, presets: byPreset };
}
