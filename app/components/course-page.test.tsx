import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CoursePage } from "~/components/course-page";
import { type Course, courseBySlug } from "~/content/courses";

function render(course: Course, search = ""): string {
  const Stub = createRoutesStub([{ path: "/services/:slug", Component: () => <CoursePage course={course} /> }]);
  return renderToString(<Stub initialEntries={[`/services/${course.slug}${search}`]} />);
}

const sample = courseBySlug("aws-development")!;

describe("CoursePage", () => {
  it("renders the hero, the summary and the course content", () => {
    const html = render(sample);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('href="/contact"');
    expect(html).toContain("Book a Free Consultation");
    expect(html).toContain("6 weeks");
    expect(html).toContain("$115,000");
    expect(html).toContain("What You Will Learn");
    expect(html).toContain("Who This Course Is For");
    expect(html).not.toContain("Coming Soon");
  });

  it("renders View Pricing only when the course's flag is on", () => {
    expect(render(sample)).not.toContain("View Pricing");
    const html = render({ ...sample, showPricing: true });
    expect(html).toContain("View Pricing");
    expect(html).toContain('href="/pricing"');
  });

  it("falls back to Coming Soon, linking to /contact and /book-demo, when a course has no content", () => {
    const [first] = sample.levels;
    const html = render({ ...sample, levels: [{ ...first, content: undefined }] });
    expect(html).toContain("Coming Soon");
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/book-demo"');
    expect(html).not.toContain("What You Will Learn");
    // The summary is still known and shown.
    expect(html).toContain("6 weeks");
  });

  it("renders SageMaker levels as tabs with Intermediate selected and its panel in the HTML", () => {
    const html = render(courseBySlug("practical-ml-sagemaker")!);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-selected="true"[^>]*>Intermediate Level</);
    expect(html).toContain("$125,000");
    const panel = (level: string) => html.match(new RegExp(`<div role="tabpanel"[^>]*-panel-${level}"[^>]*>`))?.[0] ?? "";
    expect(panel("intermediate")).not.toMatch(/\bhidden\b/);
    expect(panel("advanced")).toMatch(/\bhidden=""/);
    // Each tab links to the page with its level selected, landing on the tabs.
    expect(html).toContain('href="/services/practical-ml-sagemaker?level=advanced#course-levels"');
  });

  it("renders the level that ?level= names as the selected one, and the first for any other value", () => {
    const course = courseBySlug("practical-ml-sagemaker")!;
    const panel = (html: string, level: string) => html.match(new RegExp(`<div role="tabpanel"[^>]*-panel-${level}"[^>]*>`))?.[0] ?? "";
    const advanced = render(course, "?level=advanced");
    expect(advanced).toMatch(/aria-selected="true"[^>]*>Advanced Level</);
    expect(panel(advanced, "advanced")).not.toMatch(/\bhidden\b/);
    expect(panel(advanced, "intermediate")).toMatch(/\bhidden=""/);
    for (const search of ["?level=expert", "?level="]) {
      expect(render(course, search)).toMatch(/aria-selected="true"[^>]*>Intermediate Level</);
    }
  });
});
