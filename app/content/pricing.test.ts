import { describe, expect, it } from "vitest";
import { addOns, formatUsd, plans, pricingCopy } from "~/content/pricing";

describe("pricing plans", () => {
  it("has three plans with the spec's fees", () => {
    expect(plans.map((p) => [p.name, p.setupFee, p.monthlyFee])).toEqual([
      ["Starter", 299, 29],
      ["Professional", 899, 99],
      ["Premium", 2500, 500],
    ]);
  });

  it("highlights only Professional, as Most Popular", () => {
    expect(plans.filter((p) => p.highlighted).map((p) => p.name)).toEqual(["Professional"]);
    expect(plans.find((p) => p.highlighted)?.badge).toBe("Most Popular");
  });

  it("says Premium's monthly fee varies from $500 to $1,000 or more", () => {
    expect(plans[2]?.description).toContain("from $500 to $1,000 or more");
    expect(plans[2]?.monthlyFeeVaries).toBe(true);
    expect(plans.filter((p) => p.monthlyFeeVaries)).toHaveLength(1);
  });

  it("carries the spec's plan limits", () => {
    const text = (i: number) => plans[i]!.features.map((f) => f.label).join(" | ");
    expect(text(0)).toContain("500 queries per month");
    expect(text(0)).toContain("up to 10 FAQs or documents");
    expect(text(1)).toContain("3,000 queries per month");
    expect(text(1)).toContain("up to 50 documents");
    expect(text(2)).toContain("20,000+ queries per month");
    for (const p of plans) {
      expect(p.bestFor).not.toBe("");
      expect(p.businessValue).not.toBe("");
    }
  });
});

describe("Premium's feature list", () => {
  it("opens by saying it builds on Professional, the plan before it, and lists only what it adds", () => {
    const [, professional, premium] = plans;
    expect(premium?.featuresLeadIn).toBe(`Everything in ${professional!.name}, plus:`);
    expect(premium?.features.map((f) => f.label)).toEqual([
      "20,000+ queries per month",
      "Full analytics dashboard",
      "AI workflow automation included",
    ]);
  });

  it("is the only list with a lead-in", () => {
    expect(plans.filter((p) => p.featuresLeadIn).map((p) => p.name)).toEqual(["Premium"]);
  });
});

describe("add-ons", () => {
  it("has the six add-ons with the spec's fees", () => {
    expect(addOns.map((a) => [a.name, a.oneTimeFee, a.monthlyImpact])).toEqual([
      ["Guardrails", 100, 25],
      ["Real-time Streaming", 100, 25],
      ["Enhanced Security", 150, 30],
      ["Analytics Dashboard", 100, 25],
      ["Extra Query Pack", 50, 20],
      ["Token Expansion Pack", 50, 20],
    ]);
    expect(addOns[4]?.description).toContain("1,000");
    expect(addOns[5]?.description).toContain("500,000 tokens");
  });

  it("never states a flat $50 per month", () => {
    const copy = JSON.stringify([pricingCopy, addOns.map((a) => a.description), plans.map((p) => [p.description, p.features])]);
    expect(copy).not.toMatch(/\$50 (per|a|\/) ?month/i);
  });
});

describe("formatUsd", () => {
  it("formats whole dollars", () => {
    expect(formatUsd(2500)).toBe("$2,500");
    expect(formatUsd(29)).toBe("$29");
  });
});
