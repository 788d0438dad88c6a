import { describe, expect, it } from "vitest";
import { servicesMenu, type MenuEntry } from "~/content/navigation";
import { serviceCards, serviceHref, successStories, whyChoose } from "~/content/services-catalog";

const menuHrefs = (entries: readonly MenuEntry[]): string[] => entries.flatMap((e) => [e.href, ...menuHrefs(e.children ?? [])]);

describe("services catalogue", () => {
  it("has the ten service cards in the spec's order", () => {
    expect(serviceCards.map((s) => s.slug)).toEqual([
      "ai-chatbots",
      "rag-qa-systems",
      "ai-training",
      "prompt-engineering",
      "aws-technical-essentials",
      "aws-development",
      "generative-ai-aws-bedrock",
      "practical-ml-sagemaker",
      "ai-consulting",
      "ai-integration",
    ]);
  });

  it("links every card to a page in the services menu", () => {
    const hrefs = menuHrefs(servicesMenu);
    for (const card of serviceCards) expect(hrefs).toContain(serviceHref(card.slug));
  });

  it("has a why-choose list", () => {
    expect(whyChoose.length).toBeGreaterThanOrEqual(4);
  });

  it("has three success stories that use the spec's marketing claims", () => {
    expect(successStories).toHaveLength(3);
    const results = successStories.flatMap((s) => s.results.map((r) => `${r.value} ${r.label}`));
    expect(results).toEqual([
      "Up to 30% lower support costs",
      "Up to 25% higher conversion rates",
      "Up to 70% less time spent searching",
      "5+ hours saved per employee per week",
    ]);
    const slugs = serviceCards.map((s) => s.slug);
    for (const s of successStories) expect(slugs).toContain(s.service.slug);
  });
});
