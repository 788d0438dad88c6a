import { describe, expect, it } from "vitest";
import { formatUsd, plans } from "~/content/pricing";
import { chatbotsLiveDemo } from "~/content/service-pages/ai-chatbots";
import { ragLiveDemo } from "~/content/service-pages/rag-qa-systems";
import { publicPaths } from "~/content/site-map";
import { assistantTurn, type ChatMessage } from "~/server/assistant/assistant.server";
import { sitePassages } from "~/server/assistant/passages.server";
import type { SubmitMeta } from "~/server/leads/submit.server";
import { askAssistant, documentAnswer } from "~/server/showcase.server";

const pagePath = (href: string) => href.replace(/[?#].*$/, "");

describe("the AI Chatbots page's conversation", () => {
  it("is the assistant's own answers to the page's questions, each with the pages it came from", async () => {
    const turns = await askAssistant(chatbotsLiveDemo.questions);
    expect(turns.map((turn) => turn.question)).toEqual(chatbotsLiveDemo.questions);
    for (const turn of turns) {
      // A question the assistant cannot answer from the site does not belong on the page.
      expect(turn.declined, turn.question).toBe(false);
      expect(turn.answer.answer.trim(), turn.question).not.toBe("");
      expect(turn.answer.sources.length, turn.question).toBeGreaterThan(0);
      for (const source of turn.answer.sources) expect(publicPaths, source.url).toContain(pagePath(source.url));
    }
  });

  it("is asked as one conversation, exactly as the chat panel would ask it", async () => {
    const turns = await askAssistant(chatbotsLiveDemo.questions);
    const messages: ChatMessage[] = [];
    for (const [index, question] of chatbotsLiveDemo.questions.entries()) {
      messages.push({ role: "user", content: question });
      let answer = "";
      for await (const event of assistantTurn(messages, { meta: {} as SubmitMeta, maxTokens: 0, timeoutMs: 0 }))
        if (event.type === "done") answer = event.answer.answer;
      expect(turns[index]!.answer.answer).toBe(answer);
      messages.push({ role: "assistant", content: answer });
    }
  });

  it("quotes the plans' published fees when asked what a chatbot costs", async () => {
    const [cost] = await askAssistant(["What does a chatbot cost?"]);
    for (const plan of plans) expect(cost!.answer.answer).toContain(formatUsd(plan.setupFee));
  });
});

describe("the RAG page's cited answers", () => {
  for (const question of ragLiveDemo.questions) {
    it(`"${question}": every sentence is quoted from a passage shown beside it, and marked there`, () => {
      const result = documentAnswer(question);
      expect(result.question).toBe(question);
      expect(result.answer.length).toBeGreaterThan(0);
      expect(result.passages.length).toBeGreaterThan(0);
      // Citations are numbered 1, 2, … in the order the answer first uses them.
      expect(result.passages.map((p) => p.number)).toEqual(result.passages.map((_, index) => index + 1));
      expect([...new Set(result.answer.map((s) => s.cites))]).toEqual(result.passages.map((p) => p.number));
      for (const sentence of result.answer) {
        const passage = result.passages.find((p) => p.number === sentence.cites);
        expect(passage, sentence.text).toBeDefined();
        expect(passage!.sentences).toContainEqual({ text: sentence.text, cited: sentence.cites });
      }
      for (const passage of result.passages) {
        // The passage is the site's own text, whole, and its link a page of the site.
        const source = sitePassages().find((p) => p.page === passage.page && p.heading === passage.heading);
        expect(source, passage.heading).toBeDefined();
        expect(passage.sentences.map((s) => s.text).join(" ")).toBe(source!.text);
        expect(publicPaths).toContain(pagePath(passage.href));
        const cited = passage.sentences.filter((s) => s.cited !== undefined);
        expect(cited.length).toBeGreaterThan(0);
        expect(cited.every((s) => s.cited === passage.number)).toBe(true);
        expect(cited.map((s) => s.text)).toEqual(result.answer.filter((s) => s.cites === passage.number).map((s) => s.text));
      }
      expect(result.searched.passages).toBe(sitePassages().length);
      expect(result.searched.pages).toBe(new Set(sitePassages().map((p) => p.url)).size);
    });
  }

  it("links a passage of a legal page to its section", () => {
    const shared = documentAnswer("Who do you share my information with?");
    expect(shared.passages[0]).toMatchObject({
      page: "Privacy Policy",
      heading: "Sharing Your Information",
      href: "/privacy-policy#sharing",
    });
  });
});
