import { describe, expect, it } from "vitest";
import { testimonials } from "~/content/testimonials";

describe("testimonials", () => {
  it("has six, each with quote, author, position and an initials avatar", () => {
    expect(testimonials).toHaveLength(6);
    for (const t of testimonials) {
      expect(t.quote.length).toBeGreaterThan(40);
      expect(t.author).not.toBe("");
      expect(t.position).not.toBe("");
      const initials = t.author
        .split(" ")
        .map((part) => part[0])
        .join("");
      expect(t.image.initials).toBe(initials);
    }
  });
});
