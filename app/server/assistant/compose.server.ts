import { MAX_ANSWER_CHARS } from "~/lib/assistant-answer";
import { normalize, termWeight, TOKENIZE, type Retrieval } from "~/server/assistant/retrieval.server";

/**
 * The answer without a model: the sentences of the best passages that hold most of the question's
 * words, quoted as the site words them (so a price or a duration is never restated), best passage
 * first. The sources, shown under the answer, say where each came from.
 */
const MAX_SENTENCES = 3;
const MAX_CHARS = 700;

/** A sentence whose subject is the one before's: "It…", "They…", "Once loaded, it…". */
const REFERS_BACK = /^(?:(?:[A-Z]\w+(?: \w+)?, )?(?:it|they|this|these|those)\b|(?:It|They|This|These|Those) )/;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=["$0-9A-Z])/).filter((s) => s.trim().length > 0);
}

function matches(sentence: string, expanded: readonly string[][]): number {
  const words = sentence
    .split(TOKENIZE)
    .map(normalize)
    .filter((w): w is string => w !== null);
  return expanded
    .filter((alternatives) =>
      alternatives.some((term) => words.some((word) => word === term || (term.length >= 4 && word.startsWith(term)))),
    )
    .reduce((sum, alternatives) => sum + termWeight(alternatives), 0);
}

export function composeAnswer(retrieval: Retrieval): string {
  const [best, ...rest] = retrieval.hits;
  if (!best) return "";
  const picked: string[] = [];
  const take = (text: string, limit: number, terms = retrieval.expanded) => {
    const scored = sentencesOf(text)
      .map((sentence, position) => ({ sentence, position, score: matches(sentence, terms) }))
      .filter((s) => s.score > 0);
    const chosen = scored
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, limit)
      .sort((a, b) => a.position - b.position);
    const all = sentencesOf(text);
    for (const { sentence, position } of chosen) {
      // "Once loaded, it may set its own cookies" needs the sentence that says what "it" is.
      const before = all[position - 1];
      if (before && REFERS_BACK.test(sentence) && !picked.includes(before)) picked.push(before);
      if (!picked.includes(sentence)) picked.push(sentence);
    }
  };
  // A short passage (a FAQ answer, a plan) reads best whole; a long one by its best sentences.
  if (best.passage.text.length <= MAX_CHARS / 2) picked.push(...sentencesOf(best.passage.text));
  else take(best.passage.text, MAX_SENTENCES);
  if (picked.length === 0) picked.push(...sentencesOf(best.passage.text).slice(0, 2));
  // Another passage adds its best sentence only for words of the question the first left out.
  const missing = retrieval.expanded.filter((alternatives) => matches(picked.join(" "), [alternatives]) === 0);
  const other = rest.find((hit) => hit.passage.id !== best.passage.id && missing.length > 0 && matches(hit.passage.text, missing) > 0);
  if (other) take(other.passage.text, 1, missing);

  let answer = "";
  for (const sentence of picked) {
    if (answer && answer.length + sentence.length > MAX_CHARS) break;
    answer = answer ? `${answer} ${sentence}` : sentence;
  }
  return answer;
}

const REST_ON_PAGES = "The rest is on the pages below.";

/**
 * An answer the panel can send back with the next question (the conversation's limit for an
 * answer is MAX_ANSWER_CHARS): a longer one keeps its first paragraphs, or lines, whole, and says
 * where the rest is.
 */
export function withinAnswerLimit(text: string): string {
  if (text.length <= MAX_ANSWER_CHARS) return text;
  const room = MAX_ANSWER_CHARS - REST_ON_PAGES.length - 2;
  for (const separator of ["\n\n", "\n"]) {
    let kept = "";
    for (const part of text.split(separator)) {
      const next = kept ? `${kept}${separator}${part}` : part;
      if (next.length > room) break;
      kept = next;
    }
    if (kept) return `${kept}\n\n${REST_ON_PAGES}`;
  }
  // One line longer than the limit: cut after its last whole sentence, or word.
  const cut = text.slice(0, room);
  const end = cut.lastIndexOf(". ");
  return `${end > 0 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}…`}\n\n${REST_ON_PAGES}`;
}

/** Figures as they are written: "$2,500", "20,000+", "2-5", "30-45", "7". */
const FIGURE = /\d[\d,.]*\d|\d/g;

/**
 * The figures of a model's answer that none of the given texts (its passages, the visitor's
 * messages) holds: a price, fee or duration the model made up or worked out itself.
 */
export function unsupportedFigures(answer: string, texts: readonly string[]): string[] {
  const known = new Set(texts.flatMap((text) => text.match(FIGURE) ?? []).map((figure) => figure.replace(/[.,]$/, "")));
  // The numbers of a numbered list and passage markers ("[1]") are no claim.
  const claims = answer.replace(/^\s*\d+[.)]\s/gm, "").replace(/\[\d+\]/g, "");
  return [...new Set((claims.match(FIGURE) ?? []).map((figure) => figure.replace(/[.,]$/, "")))].filter((figure) => !known.has(figure));
}
