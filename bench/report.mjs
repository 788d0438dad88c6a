// Targets and the readable report (bench/results/latest.md) from the collected results.

const kb = (/** @type {number | null | undefined} */ bytes) => (typeof bytes === "number" ? `${(bytes / 1024).toFixed(1)} KB` : "–");
const ms = (/** @type {number | null | undefined} */ value, digits = 0) =>
  typeof value === "number" ? `${value.toFixed(digits)} ms` : "–";
const num = (/** @type {number | null | undefined} */ value, digits = 0) =>
  typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "–";
/** A share as "91.2% (103 of 113)". */
const pct = (/** @type {{ hits: number, of: number, share: number | null } | null | undefined} */ x) =>
  x && typeof x.share === "number" ? `${(x.share * 100).toFixed(1)}% (${x.hits} of ${x.of})` : "–";
/** Text for a Markdown table cell. */
const cell = (/** @type {string} */ text) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");

/**
 * The lowest (or highest) median figure across routes, with the route it belongs to.
 * @param {Record<string, { median: any }>} routes
 * @param {string} key
 * @param {"min" | "max"} which
 */
function extreme(routes, key, which) {
  let best = /** @type {{ route: string, value: number } | null} */ (null);
  for (const [route, entry] of Object.entries(routes)) {
    const value = entry.median?.[key];
    if (typeof value !== "number") continue;
    if (!best || (which === "min" ? value < best.value : value > best.value)) best = { route, value };
  }
  return best;
}

/**
 * The pages' targets (issue: pages back to speed): mobile LCP and the home page's weight, and how
 * far a page may move from bench/baseline.json before the bench fails.
 */
export const PAGE_TARGETS = { lcpMs: 1100, homeBytes: 40 * 1024, weightGrowth: 0.1, lcpGrowthMs: 100 };

/**
 * Routes whose mobile medians are worse than the committed baseline's: total weight grown by more
 * than 10%, or LCP by more than 100 ms. Null without a baseline.
 * @param {Record<string, { runs?: unknown[], median: any }>} mobile
 * @param {{ commit: string, routes: Record<string, { lcpMs: number, totalBytes: number }> } | null | undefined} baseline
 */
export function pageRegressions(mobile, baseline) {
  if (!baseline) return null;
  const heavier = [];
  const slower = [];
  let compared = 0;
  for (const [route, entry] of Object.entries(mobile)) {
    const was = baseline.routes[route];
    const now = entry.median;
    if (!was || !now) continue;
    compared++;
    if (typeof now.totalBytes === "number" && now.totalBytes > was.totalBytes * (1 + PAGE_TARGETS.weightGrowth))
      heavier.push({ route, was: was.totalBytes, now: now.totalBytes });
    if (typeof now.lcpMs === "number" && now.lcpMs > was.lcpMs + PAGE_TARGETS.lcpGrowthMs)
      slower.push({ route, was: was.lcpMs, now: now.lcpMs });
  }
  return { compared, heavier, slower };
}

/**
 * The baseline bench/baseline.json keeps: each route's mobile median LCP and total weight.
 * @param {Record<string, { runs?: unknown[], median: any }>} mobile
 * @param {{ commit: string, measuredAt: string }} at
 */
export function baselineOf(mobile, at) {
  const routes = Object.fromEntries(
    Object.entries(mobile)
      .filter(([, entry]) => typeof entry.median?.lcpMs === "number" && typeof entry.median?.totalBytes === "number")
      .map(([route, entry]) => [
        route,
        // The CPU index says how fast the machine was: LCP is simulated from it.
        { lcpMs: Math.round(entry.median.lcpMs), totalBytes: Math.round(entry.median.totalBytes), cpuIndex: entry.median.benchmarkIndex },
      ]),
  );
  return { ...at, routes };
}

/**
 * Every target as met / missed / not measured, with the figure it was judged on.
 * @param {any} results
 */
export function evaluateTargets(results) {
  /** @type {{ target: string, status: "met" | "missed" | "not measured", figure: string, gate?: true }[]} */
  const targets = [];
  const add = (/** @type {string} */ target, /** @type {boolean | null} */ ok, /** @type {string} */ figure) =>
    targets.push({ target, status: ok === null ? "not measured" : ok ? "met" : "missed", figure });
  // A gate's miss makes `npm run bench` exit non-zero (a page that got worse than its baseline).
  const gate = (/** @type {string} */ target, /** @type {boolean | null} */ ok, /** @type {string} */ figure) =>
    targets.push({ target, status: ok === null ? "not measured" : ok ? "met" : "missed", figure, gate: true });

  const lh = results.lighthouse;
  const mobile = lh?.presets?.mobile;
  const failedRoutes = (/** @type {any} */ preset) =>
    Object.entries(preset ?? {})
      .filter(([, e]) => /** @type {any} */ (e).runs.length === 0)
      .map(([r]) => r);
  if (mobile) {
    const worst = extreme(mobile, "performance", "min");
    const failed = failedRoutes(mobile);
    add(
      "Lighthouse mobile performance ≥ 98 on every route",
      worst ? worst.value >= 98 && failed.length === 0 : null,
      worst ? `lowest ${worst.value} (${worst.route})${failed.length ? `; no result for ${failed.join(", ")}` : ""}` : "no result",
    );
  } else add("Lighthouse mobile performance ≥ 98 on every route", null, "Lighthouse mobile not run");
  for (const [key, name] of [
    ["accessibility", "Accessibility"],
    ["best-practices", "Best practices"],
    ["seo", "SEO"],
  ]) {
    const presets = Object.entries(lh?.presets ?? {});
    if (presets.length === 0) {
      add(`${name} = 100 on every route`, null, "Lighthouse not run");
      continue;
    }
    const lows = presets
      .map(([preset, routes]) => ({ preset, low: extreme(routes, key, "min") }))
      .filter((x) => x.low && x.low.value < 100);
    add(
      `${name} = 100 on every route`,
      lows.length === 0,
      lows.length === 0
        ? `100 everywhere (${presets.map(([p]) => p).join(", ")})`
        : lows.map((x) => `${x.preset} ${x.low?.value} (${x.low?.route})`).join("; "),
    );
  }
  if (mobile) {
    const worst = extreme(mobile, "lcpMs", "max");
    add(
      `Mobile LCP ≤ ${num(PAGE_TARGETS.lcpMs)} ms on every route`,
      worst ? worst.value <= PAGE_TARGETS.lcpMs : null,
      worst ? `highest ${ms(worst.value)} (${worst.route})` : "no result",
    );
    const home = mobile["/"]?.median?.totalBytes;
    add(
      `Home page ≤ ${kb(PAGE_TARGETS.homeBytes)} in total (mobile)`,
      typeof home === "number" ? home <= PAGE_TARGETS.homeBytes : null,
      typeof home === "number" ? kb(home) : "/ not measured",
    );
    const shifts = extreme(mobile, "cls", "max");
    add(
      "CLS 0 on every route (mobile)",
      shifts ? shifts.value === 0 : null,
      shifts ? `highest ${num(shifts.value, 3)} (${shifts.route})` : "no result",
    );
    const regressions = pageRegressions(mobile, results.baseline);
    const compared = regressions ? `${regressions.compared} routes against ${results.baseline.commit}` : "no bench/baseline.json";
    gate(
      `No page more than ${PAGE_TARGETS.weightGrowth * 100}% heavier than its baseline (mobile)`,
      regressions ? regressions.heavier.length === 0 : null,
      regressions?.heavier.length ? regressions.heavier.map((r) => `${r.route} ${kb(r.was)} → ${kb(r.now)}`).join("; ") : compared,
    );
    gate(
      `No mobile LCP more than ${PAGE_TARGETS.lcpGrowthMs} ms above its baseline`,
      regressions ? regressions.slower.length === 0 : null,
      regressions?.slower.length ? regressions.slower.map((r) => `${r.route} ${ms(r.was)} → ${ms(r.now)}`).join("; ") : compared,
    );
  } else add(`Mobile LCP ≤ ${num(PAGE_TARGETS.lcpMs)} ms on every route`, null, "Lighthouse mobile not run");

  const home = results.bundle?.home;
  add(
    "Home page JS ≤ 100 KB gzip",
    home ? home.js.gzip <= home.budget.jsGzip : null,
    home ? `${kb(home.js.gzip)} (${home.js.files} files)` : "bundle not measured",
  );
  add(
    "Home page CSS ≤ 15 KB gzip",
    home ? home.css.gzip <= home.budget.cssGzip : null,
    home ? `${kb(home.css.gzip)} (${home.css.files} files)` : "bundle not measured",
  );

  const assistant = results.assistant;
  add(
    "Assistant top-3 accuracy ≥ 90% (tuning set, no model)",
    assistant ? typeof assistant.top3.share === "number" && assistant.top3.share >= 0.9 : null,
    assistant ? `${pct(assistant.top3)} of the answerable questions; top-1 ${pct(assistant.top1)}` : "not measured",
  );
  const heldout = assistant?.heldout;
  for (const [name, figure, goal, what] of /** @type {const} */ ([
    ["sources", "top3", 0.9, "an expected page among the first 3 sources"],
    ["facts", "facts", 0.9, "answers that hold every fact asked for"],
    ["declines", "idkRecall", 0.85, "questions the site does not answer, declined"],
  ])) {
    const value = heldout?.[figure];
    add(
      `Assistant held-out set: ${name} ≥ ${goal * 100}%`,
      value ? typeof value.share === "number" && value.share >= goal : null,
      value ? `${pct(value)}: ${what}` : "not measured",
    );
  }
  add(
    "Assistant retrieval p95 < 50 ms (server time)",
    assistant ? typeof assistant.serverMs.p95 === "number" && assistant.serverMs.p95 < 50 && assistant.serverMs.missing === 0 : null,
    assistant
      ? `p95 ${ms(assistant.serverMs.p95, 1)} over ${num(assistant.serverMs.n)} answers` +
          (assistant.serverMs.missing ? `; ${num(assistant.serverMs.missing)} without Server-Timing` : "")
      : "not measured",
  );

  const load = results.load;
  const ratio = load?.nginxRatio;
  add(
    "Prerendered page ≥ 30% of nginx requests/s",
    typeof ratio === "number" ? ratio >= 0.3 : null,
    typeof ratio === "number"
      ? `${(ratio * 100).toFixed(0)}% (${num(load.prerendered?.rps)} vs ${num(load.nginx?.rps)} req/s)`
      : load?.nginxNote || "not measured",
  );
  const leads = load?.leads;
  add(
    "Durable posts from many clients ≥ 300/s",
    leads ? leads.siteRps >= 300 : null,
    leads ? `${num(leads.siteRps)} leads/s saved and mailed (mean of ${leads.rounds.length} rounds)` : "not measured",
  );
  add(
    "Lead throughput ≥ 0.8 of the minimal peer (bench/peer.mjs)",
    leads ? leads.peerRatio >= 0.8 : null,
    leads
      ? `${(leads.peerRatio * 100).toFixed(0)}% (${num(leads.siteRps)} vs ${num(leads.peerRps)} leads/s saved and mailed)`
      : "not measured",
  );
  add(
    "Throughput with 100,000 outbox rows ≥ 0.8 of the empty case",
    typeof leads?.fullRatio === "number" ? leads.fullRatio >= 0.8 : null,
    typeof leads?.fullRatio === "number"
      ? `${(leads.fullRatio * 100).toFixed(0)}% (${num(leads.afterOutboxRows.mailedRps)} leads/s saved and mailed)`
      : "not measured",
  );
  const steady = load?.steady;
  add(
    `p99 < 100 ms at a steady ${steady?.rate ?? 100} form posts/s`,
    steady ? typeof steady.p99Ms === "number" && steady.p99Ms < 100 && steady.errors === 0 : null,
    steady ? `p99 ${ms(steady.p99Ms, 1)}, ${steady.errors} errors` : "not measured",
  );
  const flood = results.flood;
  const floodMeasured = flood?.junk && flood?.page;
  add(
    "Prerendered page p99 < 50 ms under ≥ 2,000 junk posts/s",
    floodMeasured
      ? flood.page.p99Ms < 50 &&
          flood.junk.rps >= 2000 &&
          flood.junk.non2xx === 0 &&
          flood.page.non2xx === 0 &&
          flood.page.socketErrors === 0
      : null,
    floodMeasured
      ? `p99 ${ms(flood.page.p99Ms, 1)} at ${num(flood.junk.rps)} junk posts/s (${num(flood.junk.non2xx)} not refused)`
      : flood?.note || "not measured",
  );
  const inbox = results.inbox;
  const at = inbox ? ` with ${num(inbox.leads)} leads` : "";
  add(
    "Workspace inbox first page p95 < 100 ms (1,000,000 leads)",
    inbox ? inbox.leads >= 1_000_000 && inbox.firstPage.p95 < 100 : null,
    inbox ? `p95 ${ms(inbox.firstPage.p95, 1)}${at}` : "not measured",
  );
  add(
    "Workspace overview and lead page p95 < 100 ms (1,000,000 leads)",
    inbox?.overview ? inbox.leads >= 1_000_000 && inbox.overview.p95 < 100 && inbox.leadPage.p95 < 100 : null,
    inbox?.overview ? `overview p95 ${ms(inbox.overview.p95, 1)}, lead page p95 ${ms(inbox.leadPage.p95, 1)}${at}` : "not measured",
  );
  add(
    "Workspace person page p95 < 100 ms, charts < 150 ms (1,000,000 leads; the charts are drawn in the overview)",
    inbox?.personPage ? inbox.leads >= 1_000_000 && inbox.personPage.p95 < 100 && inbox.overview.p95 < 150 : null,
    inbox?.personPage
      ? `person page p95 ${ms(inbox.personPage.p95, 1)}, overview with its charts p95 ${ms(inbox.overview.p95, 1)}${at}`
      : "not measured",
  );
  add(
    "Workspace reply queued < 50 ms (p95, 1,000,000 leads)",
    inbox?.reply ? inbox.leads >= 1_000_000 && inbox.reply.p95 < 50 : null,
    inbox?.reply ? `p95 ${ms(inbox.reply.p95, 1)}${at}` : "not measured",
  );
  add(
    "Workspace search p95 < 300 ms (1,000,000 leads)",
    inbox ? inbox.leads >= 1_000_000 && inbox.searches.every((/** @type {any} */ s) => s.p95 < 300) : null,
    inbox ? `slowest p95 ${ms(inbox.worstSearch.p95, 1)} (${inbox.worstSearch.label})${at}` : "not measured",
  );
  add(
    "CSV export of 1,000,000 leads with < 100 MB memory growth",
    inbox ? inbox.csv.rows >= 1_000_000 && inbox.csv.rssGrowthMb < 100 : null,
    inbox ? `${num(inbox.csv.rows)} rows, +${num(inbox.csv.rssGrowthMb)} MB` : "not measured",
  );
  return targets;
}

/** @param {any} results */
export function renderMarkdown(results) {
  const lines = [];
  const push = (/** @type {string[]} */ ...rows) => lines.push(...rows);
  push(
    "# Benchmark results",
    "",
    `Run ${results.startedAt} on commit \`${results.commit}\`, Node ${results.node}, ${results.machine.cpus} × ${results.machine.cpuModel}.`,
    `Command: \`npm run bench${results.argv.length ? " -- " + results.argv.join(" ") : ""}\`. Parts: ${results.parts.join(", ") || "none"}.`,
    ...(results.database ? [`Database: ${results.database}.`] : []),
    ...(typeof results.machine.busyBeforeStart === "number" && results.machine.busyBeforeStart > 0.2
      ? [
          "",
          `**Noisy run:** other processes kept ${(results.machine.busyBeforeStart * 100).toFixed(0)}% of the CPUs busy when it started; compare with care.`,
        ]
      : []),
    "",
    "## Targets",
    "",
    "| Target | Status | Figure |",
    "| --- | --- | --- |",
    ...results.targets.map(
      (/** @type {any} */ t) =>
        `| ${t.target} | ${t.status === "met" ? "✅ met" : t.status === "missed" ? "❌ missed" : "– not measured"} | ${t.figure} |`,
    ),
    "",
  );

  const lh = results.lighthouse;
  if (lh) {
    push(
      `## Lighthouse ${lh.lighthouseVersion}`,
      "",
      `Median of ${lh.runsPerRoute} run(s) per route and preset. ${lh.userAgent}. ` +
        "CPU index: Lighthouse's benchmarkIndex of the machine during the runs (higher is faster); mobile figures are simulated from it, so a busy machine lowers them.",
      "",
    );
    for (const [preset, routes] of Object.entries(lh.presets)) {
      push(
        `### ${preset}`,
        "",
        "| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Total | JS | CPU index |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      );
      for (const [route, entry] of Object.entries(/** @type {Record<string, any>} */ (routes))) {
        const m = entry.median;
        if (!m) {
          push(`| ${route} | no result: ${entry.failures.join("; ").replace(/\|/g, "/").slice(0, 120)} ||||||||||| `);
          continue;
        }
        push(
          `| ${route} | ${num(m.performance)} | ${num(m.accessibility)} | ${num(m["best-practices"])} | ${num(m.seo)} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${num(m.cls, 3)} | ${kb(m.totalBytes)} | ${kb(m.jsBytes)} | ${num(m.benchmarkIndex)} |` +
            (entry.failures.length ? ` (${entry.failures.length} failed run(s))` : ""),
        );
      }
      push("");
    }
    if (lh.warnings.length) push("Lighthouse warnings:", "", ...[...new Set(lh.warnings)].map((w) => `- ${w}`), "");
  }

  const bundle = results.bundle;
  if (bundle) {
    push(
      "## Bundle (prerendered pages, from the built HTML)",
      "",
      "| Route | JS files | JS raw | JS gzip | CSS files | CSS raw | CSS gzip |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...Object.entries(bundle.pages).map(
        ([route, w]) =>
          `| ${route} | ${w.js.files} | ${kb(w.js.raw)} | ${kb(w.js.gzip)} | ${w.css.files} | ${kb(w.css.raw)} | ${kb(w.css.gzip)} |`,
      ),
      "",
    );
    if (bundle.home) {
      push(
        `Home page budget: JS ${kb(bundle.home.js.gzip)} of ${kb(bundle.home.budget.jsGzip)} gzip (${bundle.home.jsWithinBudget ? "within" : "over"}), ` +
          `CSS ${kb(bundle.home.css.gzip)} of ${kb(bundle.home.budget.cssGzip)} gzip (${bundle.home.cssWithinBudget ? "within" : "over"}).`,
        "",
      );
    }
    if (bundle.serverRendered.length) push(`Server-rendered (not measured here): ${bundle.serverRendered.join(", ")}.`, "");
  }

  const assistant = results.assistant;
  if (assistant) {
    const held = assistant.heldout;
    push(
      "## Site assistant (retrieval without a model, loopback, one question at a time)",
      "",
      `${assistant.questions} questions of bench/assistant-questions.json (the tuning set) and ${held?.questions ?? 0} of bench/assistant-heldout.json (never tuned on). ` +
        `Accuracy is scored on the first pass (also the warm-up); server time is each answer's \`Server-Timing: assistant;dur\` over ${assistant.rounds} more passes.`,
      "",
      "| Figure | Tuning set | Held-out set |",
      "| --- | ---: | ---: |",
      `| Questions (the site answers / cannot) | ${assistant.answerable} / ${assistant.unanswerable} | ${held ? `${held.answerable} / ${held.unanswerable}` : "–"} |`,
      `| Top-1: the first source is an expected page | ${pct(assistant.top1)} | ${pct(held?.top1)} |`,
      `| Top-3: an expected page among the first 3 sources | ${pct(assistant.top3)} | ${pct(held?.top3)} |`,
      `| Facts: answers that hold every fact asked for | ${pct(assistant.facts)} | ${pct(held?.facts)} |`,
      `| "I don't know" precision: answers without sources whose question has no answer | ${pct(assistant.idkPrecision)} | ${pct(held?.idkPrecision)} |`,
      `| "I don't know" recall: questions without an answer answered without sources | ${pct(assistant.idkRecall)} | ${pct(held?.idkRecall)} |`,
      `| Answers with sources that end mid-copy (a button's label, a heading) | ${pct(assistant.midCopy)} | ${pct(held?.midCopy)} |`,
      "",
      "| Server time (tuning set) | p50 / p95 / max |",
      "| --- | ---: |",
      `| Server time | ${ms(assistant.serverMs.p50, 2)} / ${ms(assistant.serverMs.p95, 2)} / ${ms(assistant.serverMs.max, 2)} |`,
      `| Round trip | ${ms(assistant.roundTripMs.p50, 2)} / ${ms(assistant.roundTripMs.p95, 2)} / ${ms(assistant.roundTripMs.max, 2)} |`,
      "",
      "The held-out set's misses are not listed: nobody tunes on it (bench/assistant-heldout.md).",
      "",
    );
    if (assistant.failed) push(`Failed answers (not scored as right): ${JSON.stringify(assistant.failedStatuses)}.`, "");
    if (assistant.unstable?.length) push(`First source changed between passes: ${assistant.unstable.map((q) => `"${q}"`).join(", ")}.`, "");
    if (assistant.misses.length) {
      push(
        `### Misses of the tuning set (${assistant.misses.length})`,
        "",
        '"not first": an expected page is in the top 3 but not first. "answered, none expected": the site holds no answer, yet sources were given. ' +
          '"facts missing": the patterns the answer did not match. "ends mid-copy": its last line.',
        "",
        "| Question | Miss | Expected | Got (top 3) |",
        "| --- | --- | --- | --- |",
        ...assistant.misses.map(
          (/** @type {any} */ m) =>
            `| ${cell(m.q)} | ${m.kind}${m.kind === "failed" ? ` (${m.status})` : ""}${m.detail ? `: ${cell(m.detail)}` : ""} | ${m.expect ? m.expect.join(" ") : "none"} | ${m.got.length ? m.got.join(" ") : "none"} |`,
        ),
        "",
      );
    } else push("No misses.", "");
  }

  const load = results.load;
  if (load) {
    push(
      "## Load (loopback)",
      "",
      `wrk: ${load.settings.threads} thread(s), ${load.settings.connections} connections, ${load.settings.seconds} s after a ${load.settings.warmupSeconds} s warm-up. ` +
        "Latency of the steady test counts from each request's scheduled send time.",
      "",
      "| Test | Requests/s | p50 | p99 | Not 2xx | Socket errors | Bytes/response |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    const row = (/** @type {string} */ name, /** @type {any} */ r) =>
      r &&
      push(
        `| ${name} | ${num(r.rps)} | ${ms(r.p50Ms, 2)} | ${ms(r.p99Ms, 2)} | ${num(r.non2xx)} | ${num(r.socketErrors)} | ${num(r.bytesPerResponse)} |`,
      );
    row(`Prerendered ${load.pageRoute} (Node)`, load.prerendered);
    row(`Same page from nginx`, load.nginx);
    row("Server-rendered /our-team", load.serverRendered);
    row("POST /newsletter, one client (JSON, unique addresses)", load.newsletter);
    for (const [i, round] of (load.leads?.rounds ?? []).entries()) {
      row(`POST /newsletter, many clients (round ${i + 1})`, round.ours);
      row(`Minimal peer, many clients (round ${i + 1})`, round.theirs);
    }
    row("POST /newsletter, many clients, 100,000 outbox rows", load.leads?.afterOutboxRows);
    if (load.steady) {
      const s = load.steady;
      push(
        `| Steady ${s.rate}/s POST /newsletter for ${s.seconds} s | ${num(s.achievedRate)} sent/s | ${ms(s.p50Ms, 2)} | ${ms(s.p99Ms, 2)} | ${num(s.errors - s.networkErrors)} | ${num(s.networkErrors)} | – |`,
      );
    }
    push("");
    if (load.leads) {
      const cost = (/** @type {any} */ r) =>
        r && typeof r.statementsPerLead === "number"
          ? `${r.statementsPerLead.toFixed(1)} statements, ${r.flushesPerLead.toFixed(2)} WAL flushes`
          : "–";
      const first = load.leads.rounds[0];
      push(
        `Leads saved and mailed per second (a run's leads over its seconds plus the time its outbox took to drain): ` +
          load.leads.rounds.map((r, i) => `round ${i + 1} site ${num(r.ours?.mailedRps)}, peer ${num(r.theirs?.mailedRps)}`).join("; ") +
          `; with 100,000 outbox rows ${num(load.leads.afterOutboxRows?.mailedRps)}.`,
        "",
        `Per lead (pg_stat_statements, pg_stat_io; the worker's mails included): site ${cost(first?.ours)}, peer ${cost(first?.theirs)}; ` +
          `with 100,000 outbox rows: site ${cost(load.leads.afterOutboxRows)}.`,
        "",
      );
    }
    if (typeof load.nginxRatio === "number")
      push(`Prerendered page, ours / nginx: ${(load.nginxRatio * 100).toFixed(0)}% of nginx's requests per second.`, "");
    for (const note of load.notes ?? []) push(`- ${note}`);
    if (load.notes?.length) push("");
  }
  const flood = results.flood;
  if (flood?.junk && flood?.page) {
    const { settings, junk, page } = flood;
    push(
      "## Flood (loopback)",
      "",
      `Junk form posts (missing and unknown fields, JSON lists, broken JSON, to the four form paths) from ${settings.junkConnections} wrk connections, ` +
        `each pausing ${settings.junkDelayMs} ms after an answer, for ${num(junk.seconds, 1)} s; meanwhile ${flood.pageRoute} read from ` +
        `${settings.pageConnections} connections, each pausing ${settings.pageDelayMs} ms, for ${num(page.seconds, 1)} s.`,
      "",
      "| Test | Requests/s | p50 | p99 | Max | Unexpected answers | Socket errors |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      `| Junk posts (expected 400/422) | ${num(junk.rps)} | ${ms(junk.p50Ms, 2)} | ${ms(junk.p99Ms, 2)} | ${ms(junk.maxMs, 1)} | ${num(junk.non2xx)} | ${num(junk.socketErrors)} |`,
      `| ${flood.pageRoute} during the flood | ${num(page.rps)} | ${ms(page.p50Ms, 2)} | ${ms(page.p99Ms, 2)} | ${ms(page.maxMs, 1)} | ${num(page.non2xx)} | ${num(page.socketErrors)} |`,
      "",
      `Server: ${typeof flood.serverCpuShare === "number" ? `${(flood.serverCpuShare * 100).toFixed(0)}% of one CPU` : "CPU not measured"}, ` +
        `resident memory ${num(flood.rssBeforeMb)} MB before, ${num(flood.rssPeakMb)} MB at most. ` +
        `Afterwards ${flood.pageRoute} answered ${flood.afterwards.page.status} and a sign-up ${flood.afterwards.newsletter.status}.`,
      "",
    );
  }
  const inbox = results.inbox;
  if (inbox) {
    push(
      "## Workspace inbox (loopback, one request at a time)",
      "",
      `${num(inbox.leads)} leads in the database (filled in ${num(inbox.fillSeconds)} s). Each figure is ${inbox.firstPage.n} requests of the ` +
        "whole HTML page by a signed-in owner, from request to last byte, after a warm-up.",
      "",
      "| Request | p50 | p95 | Max |",
      "| --- | ---: | ---: | ---: |",
      `| /admin/leads (first page) | ${ms(inbox.firstPage.p50, 1)} | ${ms(inbox.firstPage.p95, 1)} | ${ms(inbox.firstPage.max, 1)} |`,
      ...(inbox.overview
        ? [
            `| /admin (overview, with its charts) | ${ms(inbox.overview.p50, 1)} | ${ms(inbox.overview.p95, 1)} | ${ms(inbox.overview.max, 1)} |`,
            `| /admin/leads/:id (a lead) | ${ms(inbox.leadPage.p50, 1)} | ${ms(inbox.leadPage.p95, 1)} | ${ms(inbox.leadPage.max, 1)} |`,
            ...(inbox.personPage
              ? [
                  `| /admin/people/:id (a person with 41 leads) | ${ms(inbox.personPage.p50, 1)} | ${ms(inbox.personPage.p95, 1)} | ${ms(inbox.personPage.max, 1)} |`,
                ]
              : []),
            `| Reply queued (POST) | ${ms(inbox.reply.p50, 1)} | ${ms(inbox.reply.p95, 1)} | ${ms(inbox.reply.max, 1)} |`,
          ]
        : []),
      ...inbox.searches.map(
        (/** @type {any} */ s) => `| Search, ${s.label} (\`${s.q}\`) | ${ms(s.p50, 1)} | ${ms(s.p95, 1)} | ${ms(s.max, 1)} |`,
      ),
      "",
      `CSV export of every lead: ${num(inbox.csv.rows)} rows, ${num(inbox.csv.megabytes)} MB in ${num(inbox.csv.seconds, 1)} s; ` +
        `server resident memory ${num(inbox.csv.rssBeforeMb)} MB before, ${num(inbox.csv.rssPeakMb)} MB at most (+${num(inbox.csv.rssGrowthMb)} MB).`,
      "",
    );
  }
  if (results.errors?.length) push("## Harness errors", "", ...results.errors.map((/** @type {string} */ e) => `- ${e}`), "");
  return lines.join("\n");
}
