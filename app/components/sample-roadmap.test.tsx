import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { resolveRoadmap, SampleRoadmap } from "~/components/sample-roadmap";
import { consultingFeatures, consultingProcess, consultingSampleRoadmap, consultingTimelines } from "~/content/service-pages/ai-consulting";
import { publicPaths } from "~/content/site-map";

function render(): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SampleRoadmap copy={consultingSampleRoadmap} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe("the sample roadmap", () => {
  it("walks through every step of the engagement, in order, with the step's own words", () => {
    const { steps } = resolveRoadmap(consultingSampleRoadmap);
    expect(steps.map((step) => step.title)).toEqual(consultingProcess.steps.map((step) => step.title));
    const html = unescape(render());
    for (const step of consultingProcess.steps) expect(html).toContain(step.description);
  });

  it("gives every consulting feature to the step that produces it", () => {
    const { steps } = resolveRoadmap(consultingSampleRoadmap);
    const delivered = steps.flatMap((step) => step.delivers.map((feature) => feature.title));
    expect(delivered.sort()).toEqual(consultingFeatures.items.map((feature) => feature.title).sort());
  });

  it("orders the projects with the consulting effort the FAQ gives, each linked to its service", () => {
    const { projects } = resolveRoadmap(consultingSampleRoadmap);
    expect(projects.map((p) => [p.label, p.effort])).toEqual(consultingTimelines.items.map((t) => [t.label, t.value]));
    const html = unescape(render());
    for (const project of projects) {
      expect(publicPaths).toContain(project.href);
      expect(html).toContain(`href="${project.href}"`);
      expect(html).toContain(project.effort);
    }
    expect(html).toContain(consultingSampleRoadmap.badge);
  });

  it("refuses a step, feature or project the page's content does not have", () => {
    expect(() => resolveRoadmap({ ...consultingSampleRoadmap, steps: [{ step: "Invent", delivers: [] }] })).toThrow(/step/);
    expect(() => resolveRoadmap({ ...consultingSampleRoadmap, steps: [{ step: "Assess", delivers: ["Magic"] }] })).toThrow(/feature/);
    expect(() =>
      resolveRoadmap({ ...consultingSampleRoadmap, projects: [{ when: "Now", timeline: "Robot", href: "/", linkLabel: "Home" }] }),
    ).toThrow(/effort/);
  });
});
