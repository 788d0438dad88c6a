import { describe, expect, it } from "vitest";
import {
  cardLevel,
  courseBySlug,
  courseCatalogue,
  coursePath,
  courses,
  formatSalary,
  isoDuration,
  trainingCourseCards,
} from "~/content/courses";
import { servicesMenu } from "~/content/navigation";
import { coursePaths } from "~/content/site-map";

const level = (slug: string, index = 0) => courseBySlug(slug)?.levels[index];

describe("courses", () => {
  it("has the seven course slugs, matching the site map", () => {
    expect(courses.map((c) => c.slug)).toEqual([
      "prompt-engineering",
      "aws-technical-essentials",
      "aws-development",
      "generative-ai-aws-bedrock",
      "practical-ml-sagemaker",
      "no-code-ml-aws",
      "practical-genai-aws",
    ]);
    expect(courses.map((c) => coursePath(c.slug))).toEqual([...coursePaths]);
  });

  it("uses the Services menu titles", () => {
    const menu = servicesMenu.find((entry) => entry.href === "/services/ai-training")?.children ?? [];
    for (const course of courses) {
      expect(menu.find((entry) => entry.href === coursePath(course.slug))?.title).toBe(course.title);
    }
  });

  it("lasts one day for prompt engineering and six weeks for everything else", () => {
    expect(level("prompt-engineering")?.duration).toBe("1 day");
    for (const course of courses) {
      if (course.slug === "prompt-engineering") continue;
      for (const l of course.levels) expect(l.duration, course.slug).toBe("6 weeks");
    }
  });

  it("has the spec's salary potential", () => {
    expect(level("prompt-engineering")?.salaryPotential).toBe(115_000);
    expect(level("aws-technical-essentials")?.salaryPotential).toBe(95_000);
    expect(level("aws-development")?.salaryPotential).toBe(115_000);
    expect(level("generative-ai-aws-bedrock")?.salaryPotential).toBe(140_000);
    expect(level("practical-ml-sagemaker", 0)?.salaryPotential).toBe(125_000);
    expect(level("practical-ml-sagemaker", 1)?.salaryPotential).toBe(150_000);
    expect(level("no-code-ml-aws")?.salaryPotential).toBe(115_000);
    expect(level("practical-genai-aws")?.salaryPotential).toBe(180_000);
    expect(formatSalary(115_000)).toBe("$115,000");
  });

  it("gives SageMaker two levels, Intermediate first (the default tab), and every other course one", () => {
    expect(courseBySlug("practical-ml-sagemaker")?.levels.map((l) => l.label)).toEqual(["Intermediate Level", "Advanced Level"]);
    for (const course of courses) if (course.slug !== "practical-ml-sagemaker") expect(course.levels).toHaveLength(1);
  });

  it("hides View Pricing on every course and has content for every level", () => {
    for (const course of courses) {
      expect(course.showPricing, course.slug).toBe(false);
      for (const l of course.levels) expect(l.content, `${course.slug}/${l.id}`).toBeDefined();
    }
  });

  it("has a 140-160 character description per course", () => {
    for (const course of courses) {
      expect(course.description.length, course.slug).toBeGreaterThanOrEqual(140);
      expect(course.description.length, course.slug).toBeLessThanOrEqual(160);
    }
  });

  it("converts durations to ISO 8601", () => {
    expect(isoDuration("1 day")).toBe("P1D");
    expect(isoDuration("6 weeks")).toBe("P6W");
    expect(isoDuration("2 days")).toBe("P2D");
  });

  it("returns nothing for unknown slugs", () => {
    expect(courseBySlug("not-a-course")).toBeUndefined();
    expect(courseBySlug(undefined)).toBeUndefined();
  });
});

describe("course catalogue", () => {
  const names = [
    "Prompt Engineering Fundamentals",
    "AWS Technical Essentials",
    "Developing with AWS",
    "Build RAG Applications with AWS Bedrock",
    "Practical ML with AWS SageMaker (Intermediate)",
    "Practical ML with AWS SageMaker (Advanced)",
    "No-Code ML & GenAI on AWS",
    "End-to-End GenAI Application Development",
  ];

  it("has the spec's eight names, sorted alphabetically", () => {
    expect(courseCatalogue).toHaveLength(8);
    expect([...courseCatalogue].sort()).toEqual([...names].sort());
    expect(courseCatalogue).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("has eight course cards in course order, each pointing at an existing course level", () => {
    expect(trainingCourseCards.map((c) => c.name)).toEqual(names);
    for (const card of trainingCourseCards) expect(cardLevel(card), card.name).toBeDefined();
    const sageMaker = trainingCourseCards.filter((c) => c.slug === "practical-ml-sagemaker");
    expect(sageMaker.map((c) => coursePath(c.slug))).toEqual(["/services/practical-ml-sagemaker", "/services/practical-ml-sagemaker"]);
    expect(sageMaker.map((c) => cardLevel(c)?.label)).toEqual(["Intermediate Level", "Advanced Level"]);
  });
});
