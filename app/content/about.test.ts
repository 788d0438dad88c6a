import { describe, expect, it } from "vitest";
import { aboutCta, aboutSeo, coreValues, howWeWork, mission, whatWeDo } from "~/content/about";
import { company } from "~/content/company";

describe("about page content", () => {
  it("states the mission from company facts and the managed foundation-model service", () => {
    expect(mission.statement).toBe(company.mission);
    expect(mission.statement).toBe("Make secure, practical AI accessible to every business.");
    expect(mission.paragraphs.join(" ")).toMatch(/managed foundation-model service/);
  });

  it("lists four what-we-do bullets, each linking to its service page", () => {
    expect(whatWeDo.items.map((i) => i.title)).toEqual([
      "Custom Chatbots and Assistants",
      "RAG Systems for Document Q&A",
      "AWS Training Programs",
      "AI Strategy Consulting",
    ]);
    for (const item of whatWeDo.items) expect(item.href).toMatch(/^\/services\//);
  });

  it("explains how we work in three items: People, Process, Technology", () => {
    expect(howWeWork.items.map((i) => i.title)).toEqual(["People", "Process", "Technology"]);
  });

  it("has the four core values with their exact names", () => {
    expect(coreValues.items.map((v) => v.title)).toEqual([
      "Simplicity Over Complexity",
      "Trust Through Transparency",
      "Speed With Integrity",
      "Education First",
    ]);
  });

  it("ends with Book a Free Demo and Contact Us", () => {
    expect(aboutCta.primary).toEqual({ label: "Book a Free Demo", href: "/book-demo" });
    expect(aboutCta.secondary).toEqual({ label: "Contact Us", href: "/contact" });
  });

  it("has a 140-160 character description", () => {
    expect(aboutSeo.description.length).toBeGreaterThanOrEqual(140);
    expect(aboutSeo.description.length).toBeLessThanOrEqual(160);
  });
});
