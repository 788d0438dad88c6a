import { describe, expect, it } from "vitest";
import { SPAM_THRESHOLD, spamScore } from "./spam.server";

describe("spamScore", () => {
  it("scores a real enquiry zero, whatever its script or punctuation", () => {
    for (const lead of [
      { name: "Zoë López", subject: "Chatbot for our dental office", message: "The same ten questions about insurance every day." },
      { name: "Mary-Jane O'Brien", company: "O'Brien & Sons", message: "Can you train six engineers on Bedrock?" },
      { name: "王 小明", message: "我们想了解文档问答系统。" },
      { name: "Schwarzkopf", message: "Our CRM is HubSpot; can the bot hand off there?" },
    ]) {
      expect(spamScore(lead)).toEqual({ score: 0, reasons: [] });
    }
  });

  it("files what sells backlinks through a contact form", () => {
    const verdict = spamScore({
      name: "RkTqXywBn",
      subject: "Rank your website on the first page of Google",
      message: "We sell backlinks: https://cheap-links.example and www.more.example",
    });
    expect(verdict.score).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
    expect(verdict.reasons).toEqual([
      "2 links in the message",
      'spam phrases: "backlink", "first page of google", "rank your website"',
      '"RkTqXywBn" switches case like a random string',
    ]);
  });

  it("does not file a lead for one link alone", () => {
    const verdict = spamScore({ name: "Ada Lovelace", message: "Our site is https://analytical.example; can you add a chatbot?" });
    expect(verdict).toEqual({ score: 2, reasons: ["a link in the message"] });
    expect(verdict.score).toBeLessThan(SPAM_THRESHOLD);
  });

  it("names what is odd about a name", () => {
    expect(spamScore({ name: "Bcdfghj" }).reasons).toEqual(['"Bcdfghj" has no vowels']);
    expect(spamScore({ name: "John 4455" }).reasons).toEqual(["the name holds digits, a link or an address"]);
  });
});
