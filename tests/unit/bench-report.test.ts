// The bench's flood target: met only when the page stays fast while the junk really arrives at
// 2,000 a second and is all refused.
import { describe, expect, it } from "vitest";
import { baselineOf, evaluateTargets, pageRegressions, renderMarkdown } from "../../bench/report.mjs";

const run = (junk: object, page: object) => ({
  startedAt: "2026-11-24T00:00:00.000Z",
  commit: "abc",
  node: "v24",
  machine: { cpus: 2, cpuModel: "test" },
  argv: ["--only", "flood"],
  parts: ["flood"],
  flood: {
    settings: { junkConnections: 50, junkDelayMs: 20, pageConnections: 2, pageDelayMs: 20, seconds: 10 },
    pageRoute: "/about",
    junk: { rps: 2200, p50Ms: 1, p99Ms: 10, maxMs: 20, non2xx: 0, socketErrors: 0, seconds: 12, ...junk },
    page: { rps: 90, p50Ms: 1, p99Ms: 12, maxMs: 20, non2xx: 0, socketErrors: 0, seconds: 10, ...page },
    serverCpuShare: 0.5,
    rssBeforeMb: 150,
    rssPeakMb: 200,
    afterwards: { page: { status: 200 }, newsletter: { status: 201 } },
  },
});

const floodTarget = (results: object) =>
  (evaluateTargets(results) as { target: string; status: string; figure: string }[]).find((t) => t.target.includes("junk posts"))!;

describe("bench report: the flood target", () => {
  it("is met with the page's p99 under 50 ms at 2,000 junk posts a second or more, all refused", () => {
    expect(floodTarget(run({}, {}))).toMatchObject({ status: "met", figure: "p99 12.0 ms at 2,200 junk posts/s (0 not refused)" });
  });

  it("is missed when the page is slow, the junk too slow to count, or some junk was not refused", () => {
    expect(floodTarget(run({}, { p99Ms: 50 })).status).toBe("missed");
    expect(floodTarget(run({ rps: 1999 }, {})).status).toBe("missed");
    expect(floodTarget(run({ non2xx: 1 }, {})).status).toBe("missed");
    expect(floodTarget(run({}, { socketErrors: 3 })).status).toBe("missed");
  });

  it("is not measured without a flood part, and the report shows the flood's table when there is one", () => {
    expect(floodTarget({ ...run({}, {}), flood: null }).status).toBe("not measured");
    const markdown = renderMarkdown({ ...run({}, {}), targets: evaluateTargets(run({}, {})), errors: [] }) as string;
    expect(markdown).toContain("## Flood (loopback)");
    expect(markdown).toContain("| /about during the flood | 90 | 1.00 ms | 12.00 ms | 20.0 ms | 0 | 0 |");
  });
});

const inboxRun = (inbox: Record<string, unknown>) => {
  const searches = [
    { label: "a common surname", q: "carter", n: 40, p50: 20, p95: 40, max: 60 },
    { label: "nothing matches", q: "zebra", n: 40, p50: 5, p95: 8, max: 9 },
  ];
  return {
    ...run({}, {}),
    flood: null,
    parts: ["inbox"],
    inbox: {
      leads: 1_000_000,
      fillSeconds: 90,
      firstPage: { n: 40, p50: 30, p95: 45, max: 60 },
      searches,
      worstSearch: searches[0],
      csv: { rows: 1_000_000, megabytes: 250, seconds: 20, rssBeforeMb: 200, rssPeakMb: 240, rssGrowthMb: 40 },
      ...inbox,
    },
  };
};
const target = (results: object, name: string) =>
  (evaluateTargets(results) as { target: string; status: string; figure: string }[]).find((t) => t.target.includes(name))!;

describe("bench report: the workspace inbox targets", () => {
  it("are met with a million leads, the first page under 100 ms, every search under 300 ms and the export's growth under 100 MB", () => {
    expect(target(inboxRun({}), "inbox first page")).toMatchObject({ status: "met", figure: "p95 45.0 ms with 1,000,000 leads" });
    expect(target(inboxRun({}), "search")).toMatchObject({
      status: "met",
      figure: "slowest p95 40.0 ms (a common surname) with 1,000,000 leads",
    });
    expect(target(inboxRun({}), "CSV export")).toMatchObject({ status: "met", figure: "1,000,000 rows, +40 MB" });
  });

  it("are missed when slower, when memory grows, or on fewer leads than a million", () => {
    expect(target(inboxRun({ firstPage: { n: 40, p50: 30, p95: 100, max: 120 } }), "inbox first page").status).toBe("missed");
    expect(target(inboxRun({ leads: 20_000 }), "inbox first page").status).toBe("missed");
    expect(target(inboxRun({ searches: [{ label: "x", q: "x", n: 1, p50: 1, p95: 300, max: 1 }] }), "search").status).toBe("missed");
    expect(
      target(
        inboxRun({ csv: { rows: 1_000_000, megabytes: 1, seconds: 1, rssBeforeMb: 1, rssPeakMb: 101, rssGrowthMb: 100 } }),
        "CSV export",
      ).status,
    ).toBe("missed");
  });

  it("are not measured without the inbox part, and the report shows its table when there is one", () => {
    expect(target(run({}, {}), "inbox first page").status).toBe("not measured");
    const markdown = renderMarkdown({ ...inboxRun({}), targets: evaluateTargets(inboxRun({})), errors: [] }) as string;
    expect(markdown).toContain("## Workspace inbox");
    expect(markdown).toContain("| Search, a common surname (`carter`) | 20.0 ms | 40.0 ms | 60.0 ms |");
  });
});

describe("bench report: pages against bench/baseline.json", () => {
  const route = (lcpMs: number, totalBytes: number) => ({ runs: [{}], median: { lcpMs, totalBytes, cls: 0, benchmarkIndex: 1500 } });
  const baseline = {
    commit: "abc1234",
    measuredAt: "2026-11-27T00:00:00.000Z",
    routes: { "/": { lcpMs: 1000, totalBytes: 40_000 }, "/about": { lcpMs: 1000, totalBytes: 30_000 } },
  };

  it("finds a page over 10% heavier or over 100 ms slower, and nothing within the margins", () => {
    expect(pageRegressions({ "/": route(1100, 44_000), "/about": route(1000, 30_000) }, baseline)).toEqual({
      compared: 2,
      heavier: [],
      slower: [],
    });
    expect(pageRegressions({ "/": route(1101, 44_001), "/new": route(5000, 99_000) }, baseline)).toEqual({
      compared: 1,
      heavier: [{ route: "/", was: 40_000, now: 44_001 }],
      slower: [{ route: "/", was: 1000, now: 1101 }],
    });
    expect(pageRegressions({ "/": route(1101, 44_001) }, null)).toBeNull();
  });

  it("misses the regression targets, which make the bench exit non-zero, and names the pages", () => {
    const results = { lighthouse: { presets: { mobile: { "/": route(1300, 60_000), "/about": route(1000, 30_000) } } }, baseline };
    const targets = evaluateTargets(results) as { target: string; status: string; figure: string; gate?: true }[];
    const regressions = targets.filter((t) => t.gate);
    expect(regressions.map((t) => [t.status, t.figure])).toEqual([
      ["missed", "/ 39.1 KB → 58.6 KB"],
      ["missed", "/ 1000 ms → 1300 ms"],
    ]);
    const page = (name: string) => targets.find((t) => t.target.startsWith(name))!;
    expect(page("Mobile LCP ≤ 1,100 ms")).toMatchObject({ status: "missed", figure: "highest 1300 ms (/)" });
    expect(page("Home page ≤ 40.0 KB")).toMatchObject({ status: "missed", figure: "58.6 KB" });
    expect(page("CLS 0")).toMatchObject({ status: "met" });
  });

  it("keeps each route's median LCP, weight and the machine's CPU index as the next baseline", () => {
    expect(baselineOf({ "/": route(1000.4, 40_000.2), "/x": { runs: [], median: null } }, { commit: "c", measuredAt: "t" })).toEqual({
      commit: "c",
      measuredAt: "t",
      routes: { "/": { lcpMs: 1000, totalBytes: 40_000, cpuIndex: 1500 } },
    });
  });
});
