import { describe, expect, it } from "vitest";
import { localPageTitle, serviceBreadcrumbs, type ServiceSeo } from "~/content/service-pages";
import { chatbotsProcess, chatbotsSeo, chatbotsUseCases, chatbotsFeatures, chatbotsKeyFeatures } from "~/content/service-pages/ai-chatbots";
import { consultingFeatures, consultingSeo } from "~/content/service-pages/ai-consulting";
import { integrationFeatures, integrationSeo } from "~/content/service-pages/ai-integration";
import { trainingRegistration, trainingSeo, whyUpskill } from "~/content/service-pages/ai-training";
import { ragFeatures, ragKeyFeatures, ragProcess, ragSeo, ragUseCases } from "~/content/service-pages/rag-qa-systems";

const allSeo: ServiceSeo[] = [chatbotsSeo, ragSeo, trainingSeo, consultingSeo, integrationSeo];

describe("service pages", () => {
  it("are titled '<service> in Concord, NC' at /services/<slug>", () => {
    expect(localPageTitle("AI Chatbots")).toBe("AI Chatbots in Concord, NC");
    expect(allSeo.map((s) => [s.name, s.path])).toEqual([
      ["AI Chatbots", "/services/ai-chatbots"],
      ["RAG Q&A Systems", "/services/rag-qa-systems"],
      ["AI Training", "/services/ai-training"],
      ["AI Consulting", "/services/ai-consulting"],
      ["AI Integration", "/services/ai-integration"],
    ]);
    expect(serviceBreadcrumbs(ragSeo)).toEqual([
      { name: "Services", path: "/services" },
      { name: "RAG Q&A Systems", path: "/services/rag-qa-systems" },
    ]);
  });

  it("have 140-160 character descriptions", () => {
    for (const seo of allSeo) {
      expect(seo.description.length, seo.name).toBeGreaterThanOrEqual(140);
      expect(seo.description.length, seo.name).toBeLessThanOrEqual(160);
    }
  });

  it("AI Chatbots: a features grid, key features, 3 use cases and 5 steps", () => {
    expect(chatbotsFeatures.items.length).toBeGreaterThan(0);
    expect(chatbotsKeyFeatures.items.length).toBeGreaterThan(0);
    expect(chatbotsUseCases.items).toHaveLength(3);
    expect(chatbotsProcess.steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it("RAG Q&A Systems: 4 features, 8 key features, the 3 steps and 6 use cases", () => {
    expect(ragFeatures.items).toHaveLength(4);
    expect(ragKeyFeatures.items).toHaveLength(8);
    expect(ragProcess.steps.map((s) => [s.number, s.title])).toEqual([
      [1, "Document Ingestion"],
      [2, "Intelligent Retrieval"],
      [3, "Answer Generation With Cited Sources"],
    ]);
    expect(ragUseCases.items).toHaveLength(6);
  });

  it("AI Consulting and AI Integration list features", () => {
    expect(consultingFeatures.items.length).toBeGreaterThan(0);
    expect(integrationFeatures.items.length).toBeGreaterThan(0);
  });

  it("AI Training: the three upskill reasons and the 100 ms scroll delay", () => {
    expect(whyUpskill.items.map((i) => i.title)).toEqual(["Career Growth", "Industry Demand", "Future-Proof Skills"]);
    expect(trainingRegistration.id).toBe("register");
    expect(trainingRegistration.title).toBe("Register for AI Training");
    expect(trainingRegistration.scrollDelayMs).toBe(100);
  });
});

describe("AI Training copy", () => {
  it("quotes the salary range of the courses", () => {
    expect(whyUpskill.items[0]?.description).toContain("$95,000 to $180,000");
  });
});
