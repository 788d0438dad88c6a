// The bench's assistant part: its question set is well formed, and its figures (top-1, top-3,
// "I don't know" precision and recall, server time) and targets are computed as documented.
import { describe, expect, it } from "vitest";
import { loadQuestions, scoreAnswers, serverTimingMs, timingSummary } from "../../bench/assistant-part.mjs";
import { evaluateTargets, renderMarkdown } from "../../bench/report.mjs";
import { publicPaths } from "~/content/site-map";

type Question = { q: string; expect: string[] | null };
const answer = (urls: string[], status = 200) => ({ status, urls, serverMs: 1, roundTripMs: 2 });

describe("bench assistant: the question set", () => {
  it("has at least 90 questions, 15-20% of them without an answer on the site, each expecting pages the site has", async () => {
    const questions = (await loadQuestions()) as Question[];
    expect(questions.length).toBeGreaterThanOrEqual(90);
    const unanswerable = questions.filter((x) => x.expect === null).length / questions.length;
    expect(unanswerable).toBeGreaterThanOrEqual(0.15);
    expect(unanswerable).toBeLessThanOrEqual(0.2);
    const pages = new Set<string>([...publicPaths, "/newsletter"]);
    const unknown = questions.flatMap((x) => (x.expect ?? []).filter((p) => !pages.has(p)).map((p) => `${x.q}: ${p}`));
    expect(unknown).toEqual([]);
  });
});

describe("bench assistant: scoring", () => {
  const questions: Question[] = [
    { q: "price?", expect: ["/pricing", "/faq"] },
    { q: "hours?", expect: ["/contact"] },
    { q: "rag?", expect: ["/services/rag-qa-systems"] },
    { q: "demo length?", expect: ["/faq"] },
    { q: "weather?", expect: null },
    { q: "laptops?", expect: null },
  ];

  it("counts top-1 and top-3 over answerable questions, and precision and recall of answers without sources", () => {
    const score = scoreAnswers(questions, [
      answer(["/faq", "/pricing"]), // top-1 (second choice is fine)
      answer(["/", "/about", "/contact", "/faq"]), // top-3 only
      answer(["/", "/about", "/faq", "/services/rag-qa-systems"]), // 4th: a miss
      answer([]), // no sources for an answerable question
      answer([]), // right: "I don't know"
      answer(["/services"]), // answered although the site cannot
    ]);
    expect(score).toMatchObject({
      questions: 6,
      answerable: 4,
      unanswerable: 2,
      failed: 0,
      top1: { hits: 1, of: 4, share: 0.25 },
      top3: { hits: 2, of: 4, share: 0.5 },
      idkPrecision: { hits: 1, of: 2, share: 0.5 },
      idkRecall: { hits: 1, of: 2, share: 0.5 },
    });
    expect(score.misses.map((m: { q: string; kind: string }) => [m.q, m.kind])).toEqual([
      ["rag?", "not in top 3"],
      ["demo length?", "no sources"],
      ["laptops?", "answered, none expected"],
      ["hours?", "not first"],
    ]);
    expect(score.misses[0]?.got).toEqual(["/", "/about", "/faq"]);
  });

  it("counts a failed request as wrong, not as an answer without sources", () => {
    const score = scoreAnswers(questions.slice(4, 5).concat(questions.slice(0, 1)), [answer([], 429), answer(["/pricing"], 500)]);
    expect(score).toMatchObject({
      failed: 2,
      top3: { hits: 0, of: 1 },
      idkPrecision: { hits: 0, of: 0, share: null },
      idkRecall: { hits: 0 },
    });
    expect(score.misses.map((m: { kind: string }) => m.kind)).toEqual(["failed", "failed"]);
  });

  it("refuses answers that do not match the questions", () => {
    expect(() => scoreAnswers(questions, [answer([])])).toThrow(/1 answers to 6 questions/);
  });
});

describe("bench assistant: server time", () => {
  it("reads the assistant's metric from Server-Timing, among others or alone", () => {
    expect(serverTimingMs("assistant;dur=3.25")).toBe(3.25);
    expect(serverTimingMs('db;dur=1, assistant;desc="retrieval";dur=12')).toBe(12);
    expect(serverTimingMs("total;dur=9")).toBeNull();
    expect(serverTimingMs(null)).toBeNull();
  });

  it("summarizes p50, p95 and max, counting samples without a figure as missing", () => {
    const samples = [...Array.from({ length: 100 }, (_, i) => i + 1), null];
    expect(timingSummary(samples)).toEqual({ n: 100, missing: 1, p50: 50, p95: 95, max: 100 });
    expect(timingSummary([])).toEqual({ n: 0, missing: 0, p50: null, p95: null, max: null });
  });
});

describe("bench report: the assistant targets", () => {
  const results = (assistant: Record<string, unknown> | null) => ({
    startedAt: "2026-11-24T00:00:00.000Z",
    commit: "abc",
    node: "v24",
    machine: { cpus: 2, cpuModel: "test" },
    argv: ["--only", "assistant"],
    parts: ["assistant"],
    assistant: assistant && {
      questions: 10,
      answerable: 8,
      unanswerable: 2,
      failed: 0,
      top1: { hits: 6, of: 8, share: 0.75 },
      top3: { hits: 8, of: 8, share: 1 },
      idkPrecision: { hits: 2, of: 2, share: 1 },
      idkRecall: { hits: 2, of: 2, share: 1 },
      rounds: 5,
      serverMs: { n: 50, missing: 0, p50: 2, p95: 4.5, max: 9 },
      roundTripMs: { n: 50, missing: 0, p50: 3, p95: 6, max: 12 },
      misses: [{ q: "a | b", expect: ["/faq"], got: ["/pricing", "/faq"], kind: "not first", status: 200 }],
      unstable: [],
      failedStatuses: {},
      ...assistant,
    },
  });
  const target = (r: object, name: string) =>
    (evaluateTargets(r) as { target: string; status: string; figure: string }[]).find((t) => t.target.includes(name))!;

  it("are met at 90% top-3 and a p95 under 50 ms, and missed below", () => {
    expect(target(results({}), "top-3")).toMatchObject({
      status: "met",
      figure: "100.0% (8 of 8) of the answerable questions; top-1 75.0% (6 of 8)",
    });
    expect(target(results({}), "retrieval p95")).toMatchObject({ status: "met", figure: "p95 4.5 ms over 50 answers" });
    expect(target(results({ top3: { hits: 7, of: 8, share: 0.875 } }), "top-3").status).toBe("missed");
    expect(target(results({ serverMs: { n: 50, missing: 0, p50: 2, p95: 50, max: 60 } }), "retrieval p95").status).toBe("missed");
    expect(target(results({ serverMs: { n: 49, missing: 1, p50: 2, p95: 4, max: 6 } }), "retrieval p95").status).toBe("missed");
  });

  it("are not measured without the part, and the report lists every miss", () => {
    expect(target(results(null), "top-3").status).toBe("not measured");
    const r = results({});
    const markdown = renderMarkdown({ ...r, targets: evaluateTargets(r), errors: [] }) as string;
    expect(markdown).toContain("## Site assistant");
    expect(markdown).toContain("| Top-3: an expected page among the first 3 sources | 100.0% (8 of 8) |");
    expect(markdown).toContain("| a \\| b | not first | /faq | /pricing /faq |");
  });
});
