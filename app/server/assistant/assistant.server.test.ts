import { describe, expect, it } from "vitest";
import { assistantTurn, type AssistantEvent, type ChatMessage } from "~/server/assistant/assistant.server";
import type { SubmitMeta } from "~/server/leads/submit.server";

/** The visitor's messages, each answered in turn; the last answer (no lead is sent in these). */
async function converse(...visitor: string[]) {
  const messages: ChatMessage[] = [];
  let last: Extract<AssistantEvent, { type: "done" }> | undefined;
  for (const content of visitor) {
    messages.push({ role: "user", content });
    for await (const event of assistantTurn(messages, { meta: {} as SubmitMeta, maxTokens: 0, timeoutMs: 0 }))
      if (event.type === "done") last = event;
    messages.push({ role: "assistant", content: last!.answer.answer });
  }
  return last!.answer;
}

describe("a question in the middle of a lead dialogue", () => {
  it("is answered, and the final answer keeps the reminder of the pending step", async () => {
    for (const question of ["what are your hours?", "actually what are your hours"]) {
      const answer = await converse("can i talk to a real person?", question);
      expect(answer.answer).toMatch(/Monday to Friday/);
      expect(answer.answer).toMatch(/To go on: What is your first and last name\?/);
      expect(answer.sources.map((s) => s.url)).toEqual(["/contact"]);
    }
  });

  it("takes an e-mail given in place of a name, and asks for the name again", async () => {
    const answer = await converse("i want to book a demo", "Jane", "jane@acme.com", "Doe");
    expect(answer.answer).toBe("What is the name of your company?");
  });
});

describe("a question about what the site does not hold", () => {
  it("is answered without sources, with the ways to a person", async () => {
    for (const question of ["do you sell laptops", "can you fix my printer", "who won the super bowl"]) {
      const answer = await converse(question);
      expect(answer.sources, question).toEqual([]);
      expect(answer.actions.length, question).toBeGreaterThan(0);
    }
  });
});
