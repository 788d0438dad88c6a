// The bench's assistant part: its question set is well formed, and its figures (top-1, top-3,
// "I don't know" precision and recall, server time) and targets are computed as documented.
import { describe, expect, it } from "vitest";
import { endsMidCopy, HELDOUT_FILE, loadQuestions, scoreAnswers, serverTimingMs, timingSummary } from "../../bench/assistant-part.mjs";
import { evaluateTargets, renderMarkdown } from "../../bench/report.mjs";
import { publicPaths } from "~/content/site-map";

type Question = { q: string; turns: string[]; expect: string[] | null; facts: string[] };
const answer = (urls: string[], status = 200, text = "An answer.") => ({ status, urls, text, serverMs: 1, roundTripMs: 2 });
const question = (q: string, expect: string[] | null, facts: string[] = []): Question => ({ q, turns: [q], expect, facts });

describe("bench assistant: the question sets", () => {
  it("the held-out set has at least 60 questions, follow-ups, comparisons, injections and questions the site does not answer", async () => {
    const heldout = (await loadQuestions(HELDOUT_FILE)) as (Question & { kind?: string })[];
    expect(heldout.length).toBeGreaterThanOrEqual(60);
    const kinds = (kind: string) => heldout.filter((x) => x.kind === kind).length;
    expect(heldout.filter((x) => x.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(kinds("comparison")).toBeGreaterThanOrEqual(6);
    expect(kinds("injection")).toBeGreaterThanOrEqual(5);
    expect(heldout.filter((x) => x.expect === null).length).toBeGreaterThanOrEqual(10);
    expect(heldout.filter((x) => x.facts.length > 0).length).toBeGreaterThanOrEqual(30);
    const pages = new Set<string>([...publicPaths, "/newsletter"]);
    expect(heldout.flatMap((x) => (x.expect ?? []).filter((p) => !pages.has(p)))).toEqual([]);
  });

  it("no held-out question is in the tuning set", async () => {
    const tuning = new Set(((await loadQuestions()) as Question[]).flatMap((x) => x.turns.map((t) => t.toLowerCase().trim())));
    const heldout = (await loadQuestions(HELDOUT_FILE)) as Question[];
    expect(heldout.flatMap((x) => x.turns).filter((t) => tuning.has(t.toLowerCase().trim()))).toEqual([]);
  });

  it("has at least 90 questions, 15-25% of them without an answer on the site, each expecting pages the site has", async () => {
    const questions = (await loadQuestions()) as Question[];
    expect(questions.length).toBeGreaterThanOrEqual(90);
    // Sets written blind (decision 0023) find that visitors ask more than the site answers: 40-45% of theirs have no answer.
    const unanswerable = questions.filter((x) => x.expect === null).length / questions.length;
    expect(unanswerable).toBeGreaterThanOrEqual(0.15);
    expect(unanswerable).toBeLessThanOrEqual(0.25);
    const pages = new Set<string>([...publicPaths, "/newsletter"]);
    const unknown = questions.flatMap((x) => (x.expect ?? []).filter((p) => !pages.has(p)).map((p) => `${x.q}: ${p}`));
    expect(unknown).toEqual([]);
  });
});

describe("bench assistant: scoring", () => {
  const questions: Question[] = [
    question("price?", ["/pricing", "/faq"]),
    question("hours?", ["/contact"]),
    question("rag?", ["/services/rag-qa-systems"]),
    question("demo length?", ["/faq"]),
    question("weather?", null),
    question("laptops?", null),
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

  it("counts the answers that hold every fact, and those that end mid-copy, with what was missing", () => {
    const facts = [
      question("starter price?", ["/pricing"], ["\\$29", "\\$299"]),
      question("hours?", ["/contact"], ["monday"]),
      question("rag?", ["/services"]),
    ];
    const score = scoreAnswers(facts, [
      answer(["/pricing"], 200, "Starter is $29 a month plus a $299 setup."),
      answer(["/contact"], 200, "We are open Tuesday.\nBook a Free Demo"),
      answer(["/services"], 200, "Two things:\n- chatbots\n- document Q&A"),
    ]);
    expect(score.facts).toEqual({ hits: 1, of: 2, share: 0.5 });
    expect(score.midCopy).toEqual({ hits: 1, of: 3, share: 1 / 3 });
    expect(score.misses.map((m: { q: string; kind: string; detail?: string }) => [m.q, m.kind, m.detail])).toEqual([
      ["hours?", "facts missing", "monday"],
      ["hours?", "ends mid-copy", "Book a Free Demo"],
    ]);
  });

  it("reads an answer's end: a sentence or a list item is whole, a label or heading is not", () => {
    expect(endsMidCopy("Starter is $29 a month.")).toBe(false);
    expect(endsMidCopy("Ask away:\n- hours\n- prices")).toBe(false);
    expect(endsMidCopy("Call us (9 to 5)")).toBe(false);
    expect(endsMidCopy("We teach SageMaker.\n\nRegister for Training")).toBe(true);
    expect(endsMidCopy("Hands-on courses")).toBe(true);
  });

  it("reads a conversation's turns, and refuses a malformed set", async () => {
    const { writeFile, mkdtemp } = await import("node:fs/promises");
    const dir = await mkdtemp(`${(await import("node:os")).tmpdir()}/questions-`);
    await writeFile(
      `${dir}/ok.json`,
      JSON.stringify([{ turns: ["starter?", "and the bigger one?"], expect: ["/pricing"], facts: ["\\$99"] }]),
    );
    expect(await loadQuestions(`${dir}/ok.json`)).toEqual([
      { q: "starter? → and the bigger one?", turns: ["starter?", "and the bigger one?"], expect: ["/pricing"], facts: ["\\$99"] },
    ]);
    await writeFile(`${dir}/bad.json`, JSON.stringify([{ q: "x", expect: null, facts: ["("] }]));
    await expect(loadQuestions(`${dir}/bad.json`)).rejects.toThrow(/Invalid regular expression/);
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
      facts: { hits: 0, of: 0, share: null },
      midCopy: { hits: 0, of: 8, share: 0 },
      heldout: {
        questions: 70,
        answerable: 56,
        unanswerable: 14,
        top1: { hits: 40, of: 56, share: 40 / 56 },
        top3: { hits: 51, of: 56, share: 51 / 56 },
        facts: { hits: 27, of: 30, share: 0.9 },
        idkPrecision: { hits: 12, of: 13, share: 12 / 13 },
        idkRecall: { hits: 12, of: 14, share: 12 / 14 },
        midCopy: { hits: 1, of: 50, share: 0.02 },
        misses: [{ q: "secret held-out question", expect: ["/faq"], got: [], kind: "no sources", status: 200 }],
      },
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
    expect(markdown).toContain("| Facts: answers that hold every fact asked for | – | 90.0% (27 of 30) |");
    // The held-out set's figures are shown, never its questions.
    expect(markdown).not.toContain("secret held-out question");
  });

  it("hold the held-out set to 90% sources, 90% facts and 85% declines", () => {
    expect(target(results({}), "held-out set: sources")).toMatchObject({
      status: "met",
      figure: expect.stringMatching(/^91\.1% \(51 of 56\)/),
    });
    expect(target(results({}), "held-out set: facts")).toMatchObject({ status: "met" });
    expect(target(results({}), "held-out set: declines")).toMatchObject({
      status: "met",
      figure: expect.stringMatching(/^85\.7% \(12 of 14\)/),
    });
    const worse = results({});
    Object.assign(worse.assistant!.heldout, { facts: { hits: 26, of: 30, share: 26 / 30 } });
    expect(target(worse, "held-out set: facts").status).toBe("missed");
    expect(target(results(null), "held-out set: sources").status).toBe("not measured");
  });
});
