import { describe, expect, it } from "vitest";
import { benefits, homeCopy, homeHero, homeServices, impactStats } from "~/content/home";

describe("home content", () => {
  it("has the four impact tiles with the spec's values", () => {
    expect(impactStats.map((s) => [s.value, s.label])).toEqual([
      ["80%", "Routine inquiries automated"],
      ["24/7", "Support"],
      ["60%", "Faster response"],
      ["3X", "Satisfaction"],
    ]);
  });

  it("has the three hero actions with their targets", () => {
    expect(homeHero.actions.register).toEqual({ label: "Register for AI Training", href: "/services/ai-training?register=true" });
    expect(homeHero.actions.explore).toEqual({ label: "Explore Services", href: "/services" });
    expect(homeHero.actions.watch).toEqual({ label: "Watch Solutions", href: "#video-solutions" });
  });

  it("shows four service cards in order", () => {
    expect(homeServices.map((s) => `/services/${s.slug}`)).toEqual([
      "/services/ai-chatbots",
      "/services/rag-qa-systems",
      "/services/ai-training",
      "/services/ai-consulting",
    ]);
  });

  it("lists the five benefits", () => {
    expect(benefits.map((b) => b.id)).toEqual(["productivity", "automation", "data-privacy", "aws-scalability", "guardrails"]);
  });

  it("closes with Book a Free Demo to /contact", () => {
    expect(homeCopy.ctaLabel).toBe("Book a Free Demo");
    expect(homeCopy.ctaHref).toBe("/contact");
  });
});
