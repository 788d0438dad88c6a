// The assistant part: the site assistant (POST /assistant without a language model, decision
// 0018) asked every question of two sets, one at a time over loopback, as the chat panel asks it
// (JSON, same origin): bench/assistant-questions.json, the set retrieval is tuned on, and
// bench/assistant-heldout.json, written from the site's content before any answer was seen and
// never tuned on (bench/assistant-heldout.md). A question of several turns is asked as a
// conversation, each earlier answer sent back with it; its last answer is scored. The first pass
// warms the server up and is the one scored:
// - top-1 and top-3 accuracy over the questions the site answers (the first source, or one of
//   the first three, is a page the question expects);
// - "I don't know": of the answers without sources, the share whose question the site cannot
//   answer (precision), and of those questions, the share answered without sources (recall);
// - facts: of the questions with facts to hold, the share whose answer matches every pattern;
// - answers that end mid-copy: of the answers with sources, those whose last line is neither a
//   sentence nor a list item (a button's label, a heading);
// then the set is asked again `rounds` times for the server time each answer reports in
// `Server-Timing: assistant;dur=<ms>` (p50, p95, max). Every miss is listed so retrieval can be
// improved question by question.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./load.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The set retrieval is tuned on. */
export const QUESTIONS_FILE = path.join(here, "assistant-questions.json");
/** The held-out set: never tuned on, its questions never moved into the other set. */
export const HELDOUT_FILE = path.join(here, "assistant-heldout.json");
/** The sources a visitor sees first; top-3 accuracy looks at these. */
const TOP = 3;

/**
 * @typedef {{ q: string, turns: string[], expect: string[] | null, facts: string[], kind?: string }} Question
 *   q: the question as the report shows it (its turns joined by " → "); facts: patterns (case-insensitive) its answer must all match
 * @typedef {{ status: number, urls: string[], text: string, serverMs: number | null, roundTripMs: number }} Answer
 *   status: the HTTP status, or 0 for a 200 whose body is not an answer; urls: the sources' paths, best first; text: the answer
 * @typedef {"not in top 3" | "not first" | "no sources" | "answered, none expected" | "failed" | "facts missing" | "ends mid-copy"} MissKind
 */

/**
 * A question set, checked: each entry has a question (`q`) or the turns of a conversation
 * (`turns`), either expected page paths (best first) or null for a question the site cannot
 * answer, and optionally `facts`, patterns its answer must match.
 * @param {string} [file]
 * @returns {Promise<Question[]>}
 */
export async function loadQuestions(file = QUESTIONS_FILE) {
  const list = JSON.parse(await readFile(file, "utf8"));
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${file}: expected a non-empty JSON array`);
  const seen = new Set();
  return list.map((entry, i) => {
    const where = `${path.basename(file)} #${i + 1}`;
    const turns = entry?.turns ?? (typeof entry?.q === "string" ? [entry.q] : null);
    if (!Array.isArray(turns) || turns.length === 0 || !turns.every((t) => typeof t === "string" && t.trim()))
      throw new Error(`${where}: "q" must be a question, or "turns" a list of them`);
    const q = turns.join(" → ");
    if (seen.has(q)) throw new Error(`${where}: "${q}" is in the set twice`);
    seen.add(q);
    const ok =
      entry.expect === null ||
      (Array.isArray(entry.expect) &&
        entry.expect.length > 0 &&
        entry.expect.every((/** @type {unknown} */ p) => typeof p === "string" && p.startsWith("/")));
    if (!ok) throw new Error(`${where}: "expect" must be null or a non-empty list of page paths such as ["/pricing"]`);
    const facts = entry.facts ?? [];
    if (!Array.isArray(facts) || !facts.every((f) => typeof f === "string" && f))
      throw new Error(`${where}: "facts" must be a list of patterns`);
    for (const fact of facts) new RegExp(fact, "i");
    return { q, turns, expect: entry.expect, facts, ...(entry.kind ? { kind: entry.kind } : {}) };
  });
}

/**
 * Whether an answer ends mid-copy: its last line is neither a sentence nor a list item, as when
 * it ends with a button's label or a heading.
 * @param {string} text
 */
export function endsMidCopy(text) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.at(-1) ?? "";
  if (!last || /^([-*•]|\d+[.)])\s/.test(last)) return false;
  return !/[.!?:)"”’]$/.test(last);
}

/** The server time of `Server-Timing: assistant;dur=<ms>` (other metrics may share the header), or null. */
export function serverTimingMs(/** @type {string | null | undefined} */ header) {
  if (!header) return null;
  for (const metric of header.split(",")) {
    const [name, ...params] = metric.split(";").map((s) => s.trim());
    if (name !== "assistant") continue;
    for (const param of params) {
      const match = /^dur=("?)([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\1$/i.exec(param);
      if (match) return Number(match[2]);
    }
  }
  return null;
}

const share = (/** @type {number} */ hits, /** @type {number} */ of) => ({ hits, of, share: of ? hits / of : null });

/**
 * Accuracy, fact and "I don't know" figures of one pass, with every miss.
 * @param {Question[]} questions
 * @param {Answer[]} answers the answer to each question, same order
 */
export function scoreAnswers(questions, answers) {
  if (answers.length !== questions.length) throw new Error(`${answers.length} answers to ${questions.length} questions`);
  let answerable = 0;
  let top1 = 0;
  let top3 = 0;
  let unanswerable = 0;
  let noSources = 0;
  let noSourcesRight = 0;
  let failed = 0;
  let withFacts = 0;
  let factsRight = 0;
  let substantive = 0;
  let midCopy = 0;
  /** @type {{ q: string, expect: string[] | null, got: string[], kind: MissKind, status: number, detail?: string }[]} */
  const misses = [];
  questions.forEach(({ q, expect, facts }, i) => {
    const { status, urls, text } = answers[i];
    const got = urls.slice(0, TOP);
    const miss = (/** @type {MissKind} */ kind, /** @type {string | undefined} */ detail = undefined) =>
      misses.push({ q, expect, got, kind, status, ...(detail ? { detail } : {}) });
    // A failed request (4xx, 5xx, no JSON) counts against every figure: it answered nothing.
    const ok = status === 200;
    if (!ok) failed++;
    if (ok && urls.length === 0) {
      noSources++;
      if (expect === null) noSourcesRight++;
    }
    if (ok && urls.length > 0) {
      substantive++;
      if (endsMidCopy(text)) {
        midCopy++;
        miss("ends mid-copy", text.trim().split("\n").at(-1)?.trim().slice(0, 80));
      }
    }
    if (expect === null) {
      unanswerable++;
      if (!ok) miss("failed");
      else if (urls.length > 0) miss("answered, none expected");
      return;
    }
    answerable++;
    const first = ok && urls.length > 0 && expect.includes(urls[0]);
    const inTop = ok && got.some((url) => expect.includes(url));
    if (first) top1++;
    if (inTop) top3++;
    if (facts.length > 0) {
      withFacts++;
      const missing = ok ? facts.filter((fact) => !new RegExp(fact, "i").test(text)) : facts;
      if (missing.length === 0) factsRight++;
      else if (ok) miss("facts missing", missing.join("  "));
    }
    if (!ok) miss("failed");
    else if (urls.length === 0) miss("no sources");
    else if (!inTop) miss("not in top 3");
    else if (!first) miss("not first");
  });
  const order = /** @type {MissKind[]} */ ([
    "failed",
    "not in top 3",
    "no sources",
    "answered, none expected",
    "facts missing",
    "ends mid-copy",
    "not first",
  ]);
  misses.sort((x, y) => order.indexOf(x.kind) - order.indexOf(y.kind));
  return {
    questions: questions.length,
    answerable,
    unanswerable,
    failed,
    top1: share(top1, answerable),
    top3: share(top3, answerable),
    /** Of the answerable questions with facts to hold, those whose answer matches every pattern. */
    facts: share(factsRight, withFacts),
    /** Of the answers with sources, those that end mid-copy (a button's label, a heading). */
    midCopy: share(midCopy, substantive),
    /** Of the answers without sources, those whose question has none to give. */
    idkPrecision: share(noSourcesRight, noSources),
    /** Of the questions without an answer on the site, those answered without sources. */
    idkRecall: share(noSourcesRight, unanswerable),
    misses,
  };
}

/**
 * p50, p95 and max of a list of milliseconds (null entries are counted as missing).
 * @param {(number | null)[]} samples
 */
export function timingSummary(samples) {
  const sorted = samples.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  return {
    n: sorted.length,
    missing: samples.length - sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length ? sorted[sorted.length - 1] : null,
  };
}

/**
 * The site's own origin (SITE_URL's, which the write guard compares Origin with; by default
 * http://localhost:<port>, not the loopback address the bench connects to), read from the
 * Sitemap line of /robots.txt.
 * @param {string} origin where the server listens
 */
export async function siteOriginOf(origin) {
  const response = await fetch(`${origin}/robots.txt`);
  if (!response.ok) throw new Error(`GET /robots.txt answered ${response.status}`);
  const line = /^Sitemap:\s*(\S+)/im.exec(await response.text());
  return line ? new URL(line[1]).origin : origin;
}

/**
 * One request as the panel makes it: from a page of the site, as JSON, the conversation so far.
 * @param {string} origin where the server listens
 * @param {string} siteOrigin the Origin the panel's requests carry
 * @param {{ role: "user" | "assistant", content: string }[]} messages
 * @returns {Promise<Answer & { body: any }>}
 */
async function post(origin, siteOrigin, messages) {
  const started = performance.now();
  const response = await fetch(`${origin}/assistant`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: siteOrigin },
    body: JSON.stringify({ messages }),
  });
  const text = await response.text();
  const roundTripMs = performance.now() - started;
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the error message.
  }
  const sources = Array.isArray(body?.sources) ? body.sources : null;
  return {
    status: response.ok && sources ? response.status : response.ok ? 0 : response.status,
    urls: (sources ?? []).map((/** @type {any} */ s) => new URL(String(s?.url ?? ""), origin).pathname.replace(/(.)\/$/, "$1")),
    text: typeof body?.answer === "string" ? body.answer : "",
    serverMs: serverTimingMs(response.headers.get("server-timing")),
    roundTripMs,
    body: body ?? text.slice(0, 200),
  };
}

/**
 * A question as a visitor asks it: each turn in order, with the answers to the earlier ones; the
 * last answer is the question's.
 * @param {string} origin
 * @param {string} siteOrigin
 * @param {Question} question
 */
async function ask(origin, siteOrigin, question) {
  /** @type {{ role: "user" | "assistant", content: string }[]} */
  const messages = [];
  for (const [i, turn] of question.turns.entries()) {
    messages.push({ role: "user", content: turn });
    const answer = await post(origin, siteOrigin, messages);
    if (i === question.turns.length - 1 || answer.status !== 200) return answer;
    messages.push({ role: "assistant", content: answer.text });
  }
  throw new Error("a question without turns");
}

/**
 * @param {{ origin: string, options: { rounds: number } }} input
 */
export async function runAssistant({ origin, options }) {
  const questions = await loadQuestions();
  const heldout = await loadQuestions(HELDOUT_FILE);
  const siteOrigin = await siteOriginOf(origin);
  const probe = await ask(origin, siteOrigin, questions[0]);
  if (probe.status === 404) throw new Error("POST /assistant answered 404: this build has no site assistant");
  if (probe.status !== 200)
    throw new Error(`POST /assistant answered ${probe.status || "200 without sources"}: ${JSON.stringify(probe.body).slice(0, 300)}`);

  const nulls = questions.filter((x) => x.expect === null).length;
  console.log(`Assistant: ${questions.length} questions (${nulls} the site cannot answer), scored on the warm-up pass…`);
  /** @type {Answer[]} */
  const scored = [];
  for (const question of questions) scored.push(await ask(origin, siteOrigin, question));
  const score = scoreAnswers(questions, scored);
  console.log(
    `Assistant: the held-out set, ${heldout.length} questions (${heldout.filter((x) => x.expect === null).length} the site cannot answer)…`,
  );
  /** @type {Answer[]} */
  const heldoutAnswers = [];
  for (const question of heldout) heldoutAnswers.push(await ask(origin, siteOrigin, question));
  const heldoutScore = scoreAnswers(heldout, heldoutAnswers);

  console.log(`Assistant: timing ${options.rounds} more pass(es)…`);
  /** @type {(number | null)[]} */
  const serverSamples = [];
  /** @type {number[]} */
  const roundTrips = [];
  const firstSourceChanged = new Set();
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, question] of questions.entries()) {
      const answer = await ask(origin, siteOrigin, question);
      serverSamples.push(answer.status === 200 ? answer.serverMs : null);
      roundTrips.push(answer.roundTripMs);
      if ((answer.urls[0] ?? null) !== (scored[i].urls[0] ?? null)) firstSourceChanged.add(question.q);
    }
  }
  const statuses = /** @type {Record<string, number>} */ ({});
  for (const a of scored)
    if (a.status !== 200) statuses[a.status || "no sources list"] = (statuses[a.status || "no sources list"] ?? 0) + 1;

  const result = {
    ...score,
    heldout: heldoutScore,
    rounds: options.rounds,
    serverMs: timingSummary(serverSamples),
    roundTripMs: timingSummary(roundTrips),
    /** Questions whose first source differed between passes: retrieval should not depend on timing or order. */
    unstable: [...firstSourceChanged],
    failedStatuses: statuses,
  };
  const pct = (/** @type {{ share: number | null }} */ x) => (x.share === null ? "–" : `${(x.share * 100).toFixed(1)}%`);
  const msText = (/** @type {number | null} */ x) => (x === null ? "?" : x.toFixed(2));
  console.log(
    `Assistant: top-1 ${pct(result.top1)}, top-3 ${pct(result.top3)} of ${result.answerable} answerable; ` +
      `"I don't know" precision ${pct(result.idkPrecision)} (${result.idkPrecision.of} answers without sources), recall ${pct(result.idkRecall)} of ${result.unanswerable}; ` +
      `server p50 ${msText(result.serverMs.p50)} ms, p95 ${msText(result.serverMs.p95)} ms, max ${msText(result.serverMs.max)} ms over ${result.serverMs.n} answers` +
      (result.serverMs.missing ? ` (${result.serverMs.missing} without Server-Timing)` : "") +
      `; ${result.misses.length} misses listed in the report`,
  );
  const h = result.heldout;
  console.log(
    `Assistant, held-out set: top-3 ${pct(h.top3)} of ${h.answerable}, facts ${pct(h.facts)} of ${h.facts.of}, ` +
      `"I don't know" recall ${pct(h.idkRecall)} of ${h.unanswerable}, precision ${pct(h.idkPrecision)}, ends mid-copy ${pct(h.midCopy)}`,
  );
  if (result.failed) console.warn(`Assistant: ${result.failed} question(s) failed: ${JSON.stringify(statuses)}`);
  if (result.unstable.length) console.warn(`Assistant: the first source changed between passes for ${result.unstable.length} question(s)`);
  return result;
}
