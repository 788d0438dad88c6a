import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { faqs } from "~/content/faq";
import { formatUsd, planById } from "~/content/pricing";
import { composeAnswer, unsupportedFigures, withinAnswerLimit } from "~/server/assistant/compose.server";
import { MAX_ANSWER_CHARS } from "~/lib/assistant-answer";
import { sitePassages } from "~/server/assistant/passages.server";
import { questionTerms, retrieve, sourcesOf, termWeight } from "~/server/assistant/retrieval.server";
import { publicPaths } from "~/content/site-map";

const firstSource = (question: string) => sourcesOf(retrieve(question).hits)[0]?.url;

describe("the site's passages", () => {
  it("come from the content modules, each on a public page, with unique ids", () => {
    const passages = sitePassages();
    expect(passages.length).toBeGreaterThan(100);
    const pages = new Set<string>([...publicPaths, "/newsletter"]);
    for (const passage of passages) {
      expect(pages.has(passage.url), passage.url).toBe(true);
      expect(passage.text.length, passage.id).toBeGreaterThan(10);
    }
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
  });

  it("hold the prices, the FAQ and the company's facts as the pages show them", () => {
    const text = sitePassages()
      .map((p) => p.text)
      .join("\n");
    const starter = planById("starter");
    expect(text).toContain(
      `The Starter plan costs ${formatUsd(starter.setupFee)} one-time setup and ${formatUsd(starter.monthlyFee)} per month.`,
    );
    for (const faq of faqs) expect(text).toContain(faq.answer);
    expect(text).toContain(company.phone.display);
    expect(text).toContain(company.openingHours.label);
    // A sentence the page ends with a link ends with the link's words here.
    expect(text).toContain(`Write to us at ${company.email}.`);
    // Icons, link targets and ids are not words a visitor reads.
    expect(text).not.toMatch(/\[object |=>|\bhref\b/);
  });
});

describe("retrieval", () => {
  it("finds the page that answers, misspelt or vague", () => {
    expect(firstSource("how much is the starter plan?")).toBe("/pricing");
    expect(firstSource("how long is the sagemker course")).toBe("/services/practical-ml-sagemaker");
    expect(firstSource("what is rag")).toBe("/services/rag-qa-systems");
    expect(firstSource("do you use cookies")).toBe("/cookie-policy");
    expect(firstSource("are you open on saturday")).toBe("/contact");
    expect(firstSource("how much?")).toMatch(/^\/(faq|pricing)$/);
    expect(firstSource("who do you share my info with")).toBe("/privacy-policy");
    // Two letters swapped, which MiniSearch's fuzzy match counts as two edits.
    expect(firstSource("free trail?")).toBe("/faq");
  });

  it("puts a heading in nearly the visitor's words (an FAQ's question) above pages that share only its topic words", () => {
    // "build" and "aws" alone lead to the Bedrock course ("Build Generative AI Applications with AWS Bedrock").
    expect(firstSource("why do you build on aws")).toBe("/faq");
    expect(firstSource("what are the bedrock course's modules")).toBe("/services/generative-ai-aws-bedrock");
  });

  it("finds the answer in a long message that tells the visitor's story in words the site never uses", () => {
    expect(
      firstSource(
        "We have a 90-page employee handbook and people STILL email me asking what the bereavement policy is or how leave works. Is there something that could answer straight from our handbook?",
      ),
    ).toBe("/services/rag-qa-systems");
  });

  it("ranks by the visitor's message before a follow-up, and answers only from the follow-up's own words", () => {
    const technical = "do i need to be technical";
    expect(sourcesOf(retrieve(technical).hits)[0]?.url).toBe("/services/aws-technical-essentials");
    expect(sourcesOf(retrieve(technical, "prompt engineering course").hits)[0]?.url).toBe("/services/prompt-engineering");
    // The message before adds no passage the follow-up's words do not find.
    expect(retrieve("who won the super bowl", "what does the starter plan cost").hits).toEqual([]);
  });

  it("weighs a word few passages hold above one most hold", () => {
    const [course] = questionTerms("course");
    const [capstone] = questionTerms("capstone");
    expect(termWeight([capstone!])).toBeGreaterThan(termWeight([course!]));
    expect(termWeight(["zzzz"])).toBeGreaterThan(termWeight([capstone!]));
  });

  it("finds nothing for what the site does not hold", () => {
    for (const question of ["who won the super bowl", "what's the weather in charlotte today"]) {
      expect(retrieve(question).hits, question).toEqual([]);
    }
    expect(retrieve("?!").hits).toEqual([]);
  });

  it("reads a question's topic words, not its filler", () => {
    expect(questionTerms("What's the price of the Chatbots?")).toEqual(questionTerms("price chatbot"));
    expect(questionTerms("Who do you share my info with")).toEqual(questionTerms("sharing info"));
    expect(questionTerms("how do you do it?")).toEqual([]);
  });

  it("lists each source page once, best first, at most three", () => {
    const sources = sourcesOf(retrieve("chatbot price guardrails add-on").hits);
    expect(sources.length).toBeLessThanOrEqual(3);
    expect(new Set(sources.map((s) => s.url)).size).toBe(sources.length);
    expect(sources[0]).toEqual({ url: "/pricing", title: "Pricing" });
  });
});

describe("answers without a model", () => {
  it("quote the site's sentences, so figures are the content's own", () => {
    const answer = composeAnswer(retrieve("how much is the starter plan?"));
    expect(answer).toContain("$299");
    expect(answer).toContain("$29 per month");
    const all = sitePassages()
      .map((p) => p.text)
      .join(" ");
    // Every sentence of the answer is a sentence of the site.
    for (const sentence of answer.split(/(?<=[.!?])\s+/)) expect(all).toContain(sentence);
  });

  it("add the sentence of another passage, of the same page too, for a word of the question the first left out", () => {
    // The best passage speaks of RAG reading documents; the file types are in the page's feature list.
    expect(composeAnswer(retrieve("what kinds of files can the rag thing actually read"))).toContain("Works with PDFs, Word files");
  });

  it("fit in the conversation the panel sends back: a longer one keeps whole paragraphs and says where the rest is", () => {
    const paragraph = (n: number) => `${"Word ".repeat(80).trim()} ${n}.`;
    const long = Array.from({ length: 8 }, (_, i) => paragraph(i)).join("\n\n");
    expect(long.length).toBeGreaterThan(MAX_ANSWER_CHARS);
    const kept = withinAnswerLimit(long);
    expect(kept.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(kept).toMatch(/^Word[\s\S]* 0\.\n\n/);
    expect(kept.endsWith("The rest is on the pages below.")).toBe(true);
    expect(
      kept
        .split("\n\n")
        .slice(0, -1)
        .every((part) => /\d\.$/.test(part)),
    ).toBe(true);
    // One paragraph longer than the limit is cut after a sentence.
    const one = withinAnswerLimit(`${"A sentence of words. ".repeat(150)}`);
    expect(one.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(one).toMatch(/words\.\n\nThe rest is on the pages below\.$/);
    expect(withinAnswerLimit(`${"word ".repeat(500)}`)).toMatch(/^(word ){300,}word…\n\nThe rest is on the pages below\.$/);
    expect(withinAnswerLimit("Short.")).toBe("Short.");
  });

  it("stay short", () => {
    expect(composeAnswer(retrieve("tell me about the sagemaker course modules")).length).toBeLessThanOrEqual(700);
    expect(composeAnswer(retrieve("who won the super bowl"))).toBe("");
  });
});

describe("a model's figures", () => {
  const passage = "The Starter plan costs $299 one-time setup and $29 per month. Most first chatbots go live in 2-5 business days.";
  it("pass when the passages or the visitor's words hold them", () => {
    expect(unsupportedFigures("Starter is $299 to set up, then $29 a month; launch takes 2-5 business days.", [passage])).toEqual([]);
    expect(unsupportedFigures("For your 12 staff, Starter costs $29 per month.", [passage, "We have 12 staff"])).toEqual([]);
    expect(unsupportedFigures("Two options:\n1. Starter at $29 per month\n2. Launch in 2-5 business days", [passage])).toEqual([]);
    expect(unsupportedFigures("Starter costs $29 per month [1].", [passage])).toEqual([]);
  });
  it("are caught when made up or worked out", () => {
    expect(unsupportedFigures("Starter costs $249 to set up.", [passage])).toEqual(["249"]);
    expect(unsupportedFigures("A year of Starter is $348.", [passage])).toEqual(["348"]);
    expect(unsupportedFigures("It goes live in 3 days.", [passage])).toEqual(["3"]);
  });
});
