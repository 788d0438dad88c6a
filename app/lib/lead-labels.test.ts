import { describe, expect, it } from "vitest";
import { COUNT_CAP, countText, formatWhenShort } from "./lead-labels";

describe("formatWhenShort", () => {
  const now = new Date("2026-11-28T15:00:00Z");
  it("leaves out this year, in the company's time zone", () => {
    // 14:59 UTC is 9:59 in Concord (EST).
    expect(formatWhenShort("2026-11-28T14:59:00Z", now)).toBe("Nov 28, 9:59 AM");
  });
  it("names another year", () => {
    expect(formatWhenShort("2025-12-31T18:00:00Z", now)).toBe("Dec 31, 2025, 1:00 PM");
  });
  it("counts the year where the company is: New Year's Eve in Concord is still last year", () => {
    expect(formatWhenShort("2026-01-01T03:00:00Z", new Date("2026-06-01T12:00:00Z"))).toBe("Dec 31, 2025, 10:00 PM");
  });
});

describe("countText", () => {
  it("reads a capped count as people do", () => {
    expect(countText(0)).toBe("0");
    expect(countText(99)).toBe("99");
    expect(countText(COUNT_CAP)).toBe("100+");
  });
});
