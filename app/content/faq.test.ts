import { describe, expect, it } from "vitest";
import { faqs } from "~/content/faq";

const all = faqs.map((f) => `${f.question} ${f.answer}`).join("\n");

describe("FAQ", () => {
  it("has exactly 14 questions with unique ids", () => {
    expect(faqs).toHaveLength(14);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(14);
  });

  it("states one launch time, 2-5 business days, and never 48-120 hours", () => {
    expect(all).toContain("2-5 business days");
    expect(all).not.toContain("48");
  });

  it("carries the spec's FAQ claims", () => {
    expect(all).toContain("7-day satisfaction guarantee");
    expect(all).toMatch(/refund your \$299 setup fee/);
    expect(all).toContain("charged per query");
    expect(all).toContain("Extra Query Pack");
    expect(all).toContain("2-3 days for a simple chatbot");
    expect(all).toContain("1-2 weeks for a RAG");
    expect(all).toContain("2-4 weeks for an automated AI workflow");
    expect(all).toContain("30-45 minutes");
    expect(all).toContain("24 business hours");
    expect(all).toContain("don't offer trials");
    expect(all).toContain("No credit card is required");
  });

  it("quotes the plan fees", () => {
    for (const fee of ["$299", "$29 ", "$899", "$99 ", "$2,500", "$500"]) expect(all).toContain(fee);
  });
});
