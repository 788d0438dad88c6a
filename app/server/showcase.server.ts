import type { AssistantAnswer } from "~/lib/assistant-answer";
import type { CitedPassage, DocumentAnswer } from "~/lib/showcase";
import { cookiePolicy, privacyPolicy, termsOfService } from "~/content/legal";
import { assistantTurn, type ChatMessage } from "~/server/assistant/assistant.server";
import { composeAnswer } from "~/server/assistant/compose.server";
import { sitePassages } from "~/server/assistant/passages.server";
import { retrieve } from "~/server/assistant/retrieval.server";
import type { SubmitMeta } from "~/server/leads/submit.server";

/**
 * The service pages' live examples: the site's own assistant and its retrieval, called when a page
 * is rendered (at build time, for the prerendered pages), so what a page shows is what the
 * assistant says. Nothing here changes how the assistant answers; it only asks.
 */

export interface LiveTurn {
  question: string;
  answer: AssistantAnswer;
  /** The assistant had no answer from the site. */
  declined: boolean;
}

/** The page asks no lead questions, so no lead is ever sent; the assistant's context still wants a request. */
const PAGE_META: SubmitMeta = { request: { url: "http://localhost/", referer: null }, clientIp: "127.0.0.1" };

/**
 * The assistant's answers to `questions`, asked one after another in one conversation, as the chat
 * panel would send them. No model is given, so the answers are the site's facts and passages as
 * the assistant composes them (with a model configured, the panel may word the same facts anew).
 */
export async function askAssistant(questions: readonly string[]): Promise<LiveTurn[]> {
  const messages: ChatMessage[] = [];
  const turns: LiveTurn[] = [];
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    let last: { answer: AssistantAnswer; declined?: boolean } | undefined;
    for await (const event of assistantTurn(messages, { meta: PAGE_META, maxTokens: 0, timeoutMs: 0 })) {
      if (event.type === "done") last = event;
    }
    if (!last) throw new Error(`The assistant gave no answer to "${question}".`);
    messages.push({ role: "assistant", content: last.answer.answer });
    turns.push({ question, answer: last.answer, declined: last.declined === true });
  }
  return turns;
}

/**
 * How the assistant's answer without a model (compose.server.ts) cuts text into sentences. The
 * answer is made of whole sentences of its passages, so the same cut finds each in its passage;
 * the unit test checks that every sentence of every answer shown is found.
 */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=["$0-9A-Z])/).filter((s) => s.trim().length > 0);
}

const LEGAL_PAGES = [privacyPolicy, termsOfService, cookiePolicy];

function sectionHref(url: string, heading: string): string {
  const section = LEGAL_PAGES.find((page) => page.path === url)?.sections.find((s) => s.title === heading);
  return section ? `${url}#${section.id}` : url;
}

/** The retrieval's answer to `question` over the site's passages, each sentence tied to the passage it quotes. */
export function documentAnswer(question: string): DocumentAnswer {
  const retrieval = retrieve(question);
  const all = sitePassages();
  const searched = { passages: all.length, pages: new Set(all.map((p) => p.url)).size };
  const hits = retrieval.hits.map((hit) => ({ hit, sentences: sentencesOf(hit.passage.text) }));
  const numbers = new Map<number, number>();
  const answer = sentencesOf(composeAnswer(retrieval)).map((text) => {
    const index = hits.findIndex(({ sentences }) => sentences.includes(text));
    if (index < 0) return { text, cites: 0 };
    if (!numbers.has(index)) numbers.set(index, numbers.size + 1);
    return { text, cites: numbers.get(index)! };
  });
  const passages = [...numbers].map(([index, number]): CitedPassage => {
    const { hit, sentences } = hits[index]!;
    return {
      number,
      page: hit.passage.page,
      heading: hit.passage.heading,
      href: sectionHref(hit.passage.url, hit.passage.heading),
      sentences: sentences.map((text) => (answer.some((a) => a.cites === number && a.text === text) ? { text, cited: number } : { text })),
    };
  });
  return { question, answer, passages, searched };
}
