import { describe, expect, it } from "vitest";
import { bookDemoIntro, bookDemoSeo, demoQuotes, whatToExpect } from "~/content/book-demo";

describe("book-demo page content", () => {
  it("is headed Book a Free Demo", () => {
    expect(bookDemoIntro.title).toBe("Book a Free Demo");
  });

  it("has exactly three quotes, each with an author and position", () => {
    expect(demoQuotes.items).toHaveLength(3);
    for (const q of demoQuotes.items) {
      expect(q.quote.length).toBeGreaterThan(20);
      expect(q.author).not.toBe("");
      expect(q.position).not.toBe("");
    }
  });

  it("states the spec's demo facts: 30-45 minutes, 24 business hours, no credit card", () => {
    const text = whatToExpect.items.map((i) => `${i.title} ${i.description}`).join(" ");
    expect(text).toMatch(/30-45 minute/i);
    expect(text).toMatch(/24 business hours/i);
    expect(text).toMatch(/no credit card required/i);
  });

  it("has a 140-160 character description", () => {
    expect(bookDemoSeo.description.length).toBeGreaterThanOrEqual(140);
    expect(bookDemoSeo.description.length).toBeLessThanOrEqual(160);
  });
});
