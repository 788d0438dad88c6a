// The bench's flood target: met only when the page stays fast while the junk really arrives at
// 2,000 a second and is all refused.
import { describe, expect, it } from "vitest";
import { evaluateTargets, renderMarkdown } from "../../bench/report.mjs";

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
