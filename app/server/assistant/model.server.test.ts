// The conversation as the model client sends it (both providers): it starts with the visitor and
// alternates, as Bedrock's Converse and strict chat templates require, and loses nothing the
// visitor wrote. The client against real endpoints: tests/integration/assistant-model.test.ts.
import { describe, expect, it } from "vitest";
import { alternatingConversation, ModelError, type ModelMessage } from "./model.server";

const user = (content: string): ModelMessage => ({ role: "user", content });
const assistant = (content: string): ModelMessage => ({ role: "assistant", content });

describe("alternatingConversation", () => {
  it("keeps a conversation that already alternates", () => {
    const conversation = [user("Do you run courses?"), assistant("Yes."), user("How long are they?")];
    expect(alternatingConversation(conversation)).toEqual(conversation);
  });

  it("drops the assistant's messages before the visitor's first", () => {
    expect(alternatingConversation([assistant("Hello!"), assistant("Ask me anything."), user("Hi")])).toEqual([user("Hi")]);
  });

  it("joins consecutive messages of one role", () => {
    expect(
      alternatingConversation([user("How long"), user("are the courses?"), assistant("Two days."), assistant("On site."), user("Thanks")]),
    ).toEqual([user("How long\n\nare the courses?"), assistant("Two days.\n\nOn site."), user("Thanks")]);
  });

  it("drops blank messages, and joins what they separated", () => {
    expect(alternatingConversation([user("  Hi "), assistant(" \n "), user("Prices?")])).toEqual([user("Hi\n\nPrices?")]);
  });

  it("does not change the caller's messages", () => {
    const first = user("How long");
    alternatingConversation([first, user("are they?")]);
    expect(first).toEqual(user("How long"));
  });

  it("throws a ModelError when the visitor wrote nothing", () => {
    expect(() => alternatingConversation([])).toThrow(ModelError);
    expect(() => alternatingConversation([assistant("Hello!"), user("   ")])).toThrow(ModelError);
  });
});
