import { describe, expect, it } from "vitest";
import { footerServices, isNavActive, mainNav, servicesMenu } from "~/content/navigation";

describe("navigation", () => {
  it("has the spec's top-bar links in order", () => {
    expect(mainNav.map((l) => [l.title, l.href])).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Our Team", "/our-team"],
      ["Services", "/services"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
      ["FAQ", "/faq"],
    ]);
  });

  it("has five service entries and seven AI Training sub-items, each with a description", () => {
    expect(servicesMenu.map((e) => e.title)).toEqual(["AI Chatbots", "RAG Q&A Systems", "AI Training", "AI Consulting", "AI Integration"]);
    const training = servicesMenu.find((e) => e.title === "AI Training");
    expect(training?.children?.map((c) => c.title)).toEqual([
      "Prompt Engineering",
      "AWS Technical Essentials",
      "Developing with AWS",
      "Build Generative AI Applications with AWS Bedrock",
      "Practical Machine Learning with AWS SageMaker",
      "No-code Machine Learning and Generative AI on AWS",
      "Practical End-to-End Generative AI Application Building",
    ]);
    for (const entry of [...servicesMenu, ...(training?.children ?? [])]) expect(entry.description.length).toBeGreaterThan(10);
  });

  it("labels /services/ai-consulting as AWS Consulting in the footer", () => {
    expect(footerServices.find((s) => s.href === "/services/ai-consulting")?.title).toBe("AWS Consulting");
  });

  it("marks Services active for any path containing /services", () => {
    expect(isNavActive("/services", "/services")).toBe(true);
    expect(isNavActive("/services", "/services/ai-chatbots")).toBe(true);
    expect(isNavActive("/", "/services")).toBe(false);
    expect(isNavActive("/", "/")).toBe(true);
    expect(isNavActive("/about", "/about")).toBe(true);
    expect(isNavActive("/about", "/our-team")).toBe(false);
  });
});
