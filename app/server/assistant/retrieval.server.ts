import MiniSearch from "minisearch";
import { sitePassages, type Passage } from "~/server/assistant/passages.server";
import { isCommonWord, sameWord } from "~/server/assistant/words.server";

/**
 * Full-text retrieval over the site's passages (MiniSearch: BM25 with prefix and fuzzy matching).
 * A question is answered from the passages that match most of its words; one whose words the
 * site does not hold gets no passages, and the assistant says it does not know (decision 0018).
 */

/** Words that carry no topic: the site's answer never depends on them. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be been being but by can could did do does doing
  for from had has have having he her here hers him his how i if in into is it its just me might more most
  much my no nor not of off on once only or other our ours out over own please same she should so some such
  than that the their them then there these they this those through to too under until up very was we were
  what when where which while who whom why will with would you your yours yourself hi hello hey tell know
  there's what's whats it's im i'm id i'd ive i've dont don't does doesnt want like need get got give thanks thank
  offer offered provide provides anything something thing things really kind sort way ok okay us let lets let's
  question questions u ur r pls plz cant can't guys gonna wanna gimme lol kinda sorta stuff folks literally actually
  basically roughly ballpark thru tho ya yeah hey btw mean means meant happen happens happened apply applies between
  exactly even`.split(/\s+/),
);

/**
 * Visitors' words for what the site calls otherwise. Only the site's own vocabulary is added;
 * nothing here states a fact.
 */
const SYNONYM_WORDS: Record<string, readonly string[]> = {
  problem: ["dispute"],
  problems: ["dispute"],
  binder: ["documents"],
  binders: ["documents"],
  bill: ["cost"],
  bills: ["cost"],
  billing: ["cost"],
  cost: ["price", "fee"],
  costs: ["price", "fee"],
  price: ["fee", "cost"],
  pricing: ["price", "fee"],
  expensive: ["price", "fee"],
  cheap: ["price", "fee"],
  charge: ["fee", "price"],
  pay: ["fee", "price"],
  monthly: ["month"],
  open: ["hour"],
  eastern: ["et", "hour"],
  timezone: ["et", "hour"],
  opening: ["hour"],
  closed: ["hour", "closed"],
  refund: ["guarantee", "refund"],
  money: ["refund", "guarantee"],
  located: ["address"],
  location: ["address"],
  where: ["address"],
  phone: ["phone", "call"],
  email: ["e-mail", "mail"],
  bot: ["chatbot"],
  amazon: ["aws"],
  hook: ["integration", "connect"],
  hooked: ["integration", "connect"],
  connect: ["integration", "connect"],
  crm: ["crm", "integration"],
  human: ["person"],
  addon: ["add"],
  addons: ["add"],
  chat: ["chatbot"],
  chatbots: ["chatbot"],
  class: ["course"],
  classes: ["course"],
  training: ["course", "training"],
  courses: ["course"],
  long: ["duration", "take"],
  length: ["duration", "take"],
  salary: ["salary"],
  earn: ["salary"],
  documents: ["document"],
  docs: ["document"],
  doc: ["document"],
  pdf: ["document"],
  pdfs: ["document"],
  data: ["data", "privacy"],
  privacy: ["privacy", "personal"],
  cookies: ["cookie"],
  newsletter: ["newsletter", "subscribe"],
  area: ["serve", "region"],
  towns: ["serve", "region"],
  cities: ["serve", "region"],
  near: ["serve", "region"],
  rag: ["rag", "retrieval", "document"],
  ml: ["machine", "learning"],
  genai: ["generative"],
  llm: ["foundation", "model"],
  info: ["information"],
  nc: ["north", "carolina"],
  local: ["local", "based"],
  stories: ["story", "stories"],
  case: ["story", "success"],
  manuals: ["document", "manual"],
  contracts: ["document", "contract"],
};

/** The same, keyed and valued by stems, as the index holds words. */
const SYNONYMS = new Map(Object.entries(SYNONYM_WORDS).map(([word, others]) => [stem(word), others.map(stem)]));

/** The site's words for a visitor's word (a stem, as `normalize` gives it). */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

/**
 * Plurals and common endings, so "chatbots" finds "chatbot", "sharing" finds "share" and
 * "trained" finds "training". Index and question go through the same steps, so a stem only
 * has to be consistent, not a word.
 */
function stem(term: string): string {
  let word = term;
  if (word.length <= 4) return word;
  if (word.endsWith("ies")) word = `${word.slice(0, -3)}y`;
  else if (word.endsWith("sses")) word = word.slice(0, -2);
  else if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) word = word.slice(0, -1);
  if (word.endsWith("ing") && word.length - 3 >= 4) word = word.slice(0, -3);
  else if (word.endsWith("ed") && word.length - 2 >= 4) word = word.slice(0, -2);
  if (word.endsWith("e") && word.length - 1 >= 4) word = word.slice(0, -1);
  return word;
}

export function normalize(term: string): string | null {
  const word = term
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");
  if (!word || STOP_WORDS.has(word)) return null;
  return stem(word);
}

export const TOKENIZE = /[^\p{L}\p{N}$%]+/u;

export interface Hit {
  passage: Passage;
  score: number;
  /** The share of the question's words the site uses that this passage holds (0 to 1). */
  coverage: number;
}

export interface Retrieval {
  /** The question's topic words, as searched. */
  terms: string[];
  /** Each topic word with the site's words for it. */
  expanded: string[][];
  /** Best first; empty when the site holds no answer. */
  hits: Hit[];
}

let index:
  | {
      search: MiniSearch<Passage>;
      byId: Map<string, Passage>;
      vocabulary: Set<string>;
      /** The vocabulary as a list, for the scans that look for a slip. */
      words: readonly string[];
      /** Each passage's heading as a set of words (allWords), for the heading overlap. */
      headingWords: Map<string, Set<string>>;
      /** How many passages hold each word, and how many passages there are. */
      passagesWith: Map<string, number>;
      passageCount: number;
    }
  | undefined;

function getIndex() {
  if (index) return index;
  const passages = sitePassages();
  const search = new MiniSearch<Passage>({
    fields: ["page", "heading", "text"],
    tokenize: (text) => text.split(TOKENIZE),
    processTerm: normalize,
    searchOptions: {
      boost: { heading: 2.5, page: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      weights: { fuzzy: 0.4, prefix: 0.6 },
    },
  });
  search.addAll(passages);
  const wordsOf = passages.map(
    (p) =>
      new Set(
        `${p.page} ${p.heading} ${p.text}`
          .split(TOKENIZE)
          .map(normalize)
          .filter((w): w is string => w !== null),
      ),
  );
  const vocabulary = new Set(wordsOf.flatMap((words) => [...words]));
  const passagesWith = new Map<string, number>();
  for (const words of wordsOf) for (const word of words) passagesWith.set(word, (passagesWith.get(word) ?? 0) + 1);
  index = {
    search,
    byId: new Map(passages.map((p) => [p.id, p])),
    vocabulary,
    words: [...vocabulary],
    headingWords: new Map(passages.map((p) => [p.id, allWords(p.heading)])),
    passagesWith,
    passageCount: passages.length,
  };
  return index;
}

/** Builds the index now (at start-up), so the first question does not wait for it. */
export function buildIndex(): void {
  getIndex();
}

/**
 * How much a question's word (with the site's words for it) says about which sentence answers:
 * a word few passages hold ("capstone") says more than one most hold ("course"). Inverse
 * document frequency over the passages, at least 1.
 */
export function termWeight(alternatives: readonly string[]): number {
  const { passagesWith, passageCount } = getIndex();
  const holding = Math.max(...alternatives.map((term) => passagesWith.get(term) ?? 0));
  return 1 + Math.log(passageCount / (1 + holding));
}

/** The question's topic words: stop words dropped, endings removed. */
export function questionTerms(question: string): string[] {
  // "How much?" asks for a price even though neither word names one.
  const terms = question
    .replace(/\bhow much\b/gi, "price")
    .split(TOKENIZE)
    .map(normalize)
    .filter((term): term is string => term !== null && term.length > 1);
  return [...new Set(terms)];
}

/**
 * The words of a question that the site never uses, as the visitor wrote them, even allowing
 * for a slip or an ending ("chatbto", "sagemker" and "pricing" are familiar; "pizza" and
 * "bitcoin" are not). Numbers, the visitors' words of SYNONYM_WORDS and the `alsoKnown` stems
 * count as familiar, and so do the 3,940 most common English words (SCOWL's size 10 list:
 * "reach", "package", "talk"), which seldom name what a question is about. Returned with the
 * count of the question's topic words they are among.
 */
export function unfamiliarWords(question: string, alsoKnown: ReadonlySet<string> = new Set()): { words: string[]; of: number } {
  const { vocabulary, words: siteWords } = getIndex();
  const familiar = (term: string) =>
    vocabulary.has(term) ||
    SYNONYMS.has(term) ||
    alsoKnown.has(term) ||
    /\d/.test(term) ||
    siteWords.some((word) => (term.length >= 4 && word.startsWith(term)) || sameWord(term, word));
  const words = new Map<string, string>();
  for (const word of question.replace(/\bhow much\b/gi, "price").split(TOKENIZE)) {
    const term = normalize(word);
    if (term !== null && term.length > 1 && !words.has(term)) words.set(term, word.toLowerCase());
  }
  return { words: [...words].filter(([term, word]) => !familiar(term) && !isCommonWord(word)).map(([, word]) => word), of: words.size };
}

/** Less than this share of the question's words the site uses found, and the passage is not an answer. */
const MIN_COVERAGE = 0.5;
/**
 * A question of this many words the site uses tells its story too ("my wife answers emails at
 * 10pm…"): a third of them found is enough, and a third of all its words. Both measured on the
 * tuning set and fresh visitor sets.
 */
const MIN_SHARE_OF_ALL = 0.34;
const LONG_QUESTION = 5;
/**
 * A passage that holds only some of the question's words must match those strongly (a score,
 * weighted by coverage, measured on bench/assistant-questions.json): "do you sell laptops" finds
 * "sell" in the privacy policy, weakly, and is better answered "I don't know".
 */
const MIN_PARTIAL_SCORE = 15;
const MAX_HITS = 8;
/** How much a word of the message before counts against one of the question's own. */
const CONTEXT_WEIGHT = 0.5;
/** A heading that shares this share of its and the question's words says what the question asks. */
const HEADING_ECHO = 0.5;

/** Every word of a text, lower case, a plural's "s" dropped. */
function allWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => (word.length > 3 ? word.replace(/s$/, "") : word)),
  );
}

/**
 * The site's words a term the site never uses may be a slip of ("trail" for "trial", "cousre"):
 * MiniSearch's fuzzy match counts a swap of two letters as two edits and skips short words.
 */
function slipsOf(term: string, vocabulary: ReadonlySet<string>, words: readonly string[]): string[] {
  if (vocabulary.has(term)) return [];
  return words.filter((word) => sameWord(term, word)).slice(0, 3);
}

/** The share of two texts' words they have in common (Jaccard). */
function wordOverlap(asked: ReadonlySet<string>, words: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of words) if (asked.has(word)) shared++;
  return shared / (asked.size + words.size - shared || 1);
}

/**
 * The passages that answer `question`, best first. `context`, the visitor's message before it,
 * breaks ties in the ranking ("prompt engineering course" → "do i need to be technical" wants the
 * prompt course's prerequisites, not the course named "Technical Essentials"); which passages
 * answer at all depends on the question's own words alone.
 */
export function retrieve(question: string, context = ""): Retrieval {
  const terms = questionTerms(question);
  const asked = allWords(question);
  if (terms.length === 0) return { terms, expanded: [], hits: [] };
  const { search, byId, vocabulary, words, headingWords } = getIndex();
  const expanded = terms.map((term) => [term, ...(SYNONYMS.get(term) ?? []), ...slipsOf(term, vocabulary, words)]);
  const own = new Set(expanded.flat());
  const contextTerms = questionTerms(context).filter((term) => !own.has(term));
  const query = [...own, ...contextTerms].join(" ");
  // A word the site never uses cannot be found ("y'all", "bereavement"): the share found is of
  // the words the site has, and at least a third of all of them. What such a word says of the
  // question ("do you sell laptops") is for the assistant's "not on the site" answer to judge.
  const knownTerms = expanded.filter((alternatives) =>
    alternatives.some((t) => vocabulary.has(t) || words.some((w) => t.length >= 4 && w.startsWith(t))),
  ).length;
  // The terms are processed already: the index must not stem them a second time.
  const results = search.search(query, {
    combineWith: "OR",
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term,
    boostTerm: (_term, i) => (i < own.size ? 1 : CONTEXT_WEIGHT),
  });
  const hits: Hit[] = [];
  for (const result of results) {
    const matched = new Set(result.queryTerms);
    const found = expanded.filter((alternatives) => alternatives.some((t) => matched.has(t))).length;
    const coverage = found / (knownTerms || 1);
    if (coverage < (knownTerms >= LONG_QUESTION ? MIN_SHARE_OF_ALL : MIN_COVERAGE) || found / terms.length < MIN_SHARE_OF_ALL) continue;
    // A heading in nearly the visitor's own words ("Why do you build on AWS?") outranks a page
    // that only shares its topic words: the overlap counts every word, "why" and "you" too.
    const overlap = wordOverlap(asked, headingWords.get(result.id as string)!);
    const score = result.score * coverage * (overlap >= HEADING_ECHO ? 1 + overlap : 1);
    if (coverage < 1 && score < MIN_PARTIAL_SCORE) continue;
    hits.push({ passage: byId.get(result.id as string)!, score, coverage });
  }
  hits.sort((a, b) => b.score - a.score);
  return { terms, expanded, hits: hits.slice(0, MAX_HITS) };
}

/** The pages of the hits, best first, each once. */
export function sourcesOf(hits: readonly Hit[], max = 3): { url: string; title: string }[] {
  const pages = new Map<string, string>();
  for (const hit of hits) {
    if (!pages.has(hit.passage.url)) pages.set(hit.passage.url, hit.passage.page);
    if (pages.size === max) break;
  }
  return [...pages].map(([url, title]) => ({ url, title }));
}
