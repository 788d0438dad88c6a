import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  ChatConversation,
  ConsultingRoadmap,
  CourseOutline,
  demoExample,
  hoursExample,
  IntegrationMap,
  manualExample,
  planExample,
  RagAnswer,
  ragExample,
  TrainingCatalogue,
} from "~/components/product-illustrations";
import { DEMO_LENGTH, REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { courseBySlug, trainingCourseCards } from "~/content/courses";
import { formatUsd, plans } from "~/content/pricing";
import { consultingTimelines } from "~/content/service-pages/ai-consulting";
import { integrationFeatures } from "~/content/service-pages/ai-integration";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("pictures of the product", () => {
  it("the chat shows a question and an answer built from the company's facts", () => {
    const html = renderToStaticMarkup(<ChatConversation />);
    expect(text(html)).toContain(demoExample.question);
    expect(text(html)).toContain(DEMO_LENGTH);
    expect(text(html)).toContain(REPLY_WITHIN);
    expect(text(html)).toContain(company.name);
    const hours = text(renderToStaticMarkup(<ChatConversation example={hoursExample} compact />));
    expect(hours).toContain(company.openingHours.label);
    expect(hours).not.toContain(company.name);
  });

  it("the plan question is answered with the plan's published fees", () => {
    const professional = plans.find((plan) => plan.id === "professional")!;
    const html = text(renderToStaticMarkup(<ChatConversation example={planExample} />));
    expect(html).toContain(planExample.question);
    expect(html).toContain(`${formatUsd(professional.setupFee)} to set up, then ${formatUsd(professional.monthlyFee)} a month`);
    expect(html).toContain(professional.description);
  });

  it("the document answer shows its question, answer and every source, and says it is an example", () => {
    for (const example of [ragExample, manualExample]) {
      const html = text(renderToStaticMarkup(<RagAnswer tone="light" example={example} />));
      for (const part of [example.question, example.answer, ...example.sources]) expect(html).toContain(part);
      expect(html).toContain("Example");
    }
  });

  it("the course outline lists the course's own modules, or as many as asked", () => {
    const course = courseBySlug("generative-ai-aws-bedrock")!;
    const modules = course.levels[0].content!.modules;
    const full = text(renderToStaticMarkup(<CourseOutline course={course} />));
    for (const module of modules) expect(full).toContain(module.title);
    const short = text(renderToStaticMarkup(<CourseOutline course={course} limit={4} />));
    expect(short).not.toContain(modules[5]!.title);
    expect(short).toContain(`${modules.length - 4} more modules`);
  });

  it("roadmap, integration map and catalogue use the pages' own content", () => {
    const roadmap = text(renderToStaticMarkup(<ConsultingRoadmap />));
    for (const item of consultingTimelines.items) expect(roadmap).toContain(`${item.label} ${item.value}`);
    const map = text(renderToStaticMarkup(<IntegrationMap />));
    for (const item of integrationFeatures.items) expect(map).toContain(item.title);
    const catalogue = text(renderToStaticMarkup(<TrainingCatalogue limit={trainingCourseCards.length} />));
    for (const card of trainingCourseCards) expect(catalogue).toContain(card.name);
    expect(catalogue).not.toContain("more courses");
    const preview = text(renderToStaticMarkup(<TrainingCatalogue limit={5} />));
    expect(preview).not.toContain(trainingCourseCards[5]!.name);
    expect(preview).toContain(`${trainingCourseCards.length - 5} more courses`);
  });

  it("is one named image with a label, and hidden from assistive technology without one; it adds no heading", () => {
    const named = renderToStaticMarkup(<RagAnswer label="An answer with sources" />);
    expect(named).toMatch(/^<div role="img" aria-label="An answer with sources"/);
    expect(renderToStaticMarkup(<RagAnswer />)).toMatch(/^<div aria-hidden="true"/);
    expect(named).not.toMatch(/<h[1-6]\b/);
  });
});
