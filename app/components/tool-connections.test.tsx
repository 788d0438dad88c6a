import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TOOLS, ToolConnections } from "~/components/tool-connections";
import { plans } from "~/content/pricing";
import { integrationFeatures, integrationToolsMap } from "~/content/service-pages/ai-integration";

function render(): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ToolConnections copy={integrationToolsMap} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe("the tools an assistant connects to", () => {
  it("draws a mark for every integration the page offers, and names each tool", () => {
    expect(Object.keys(TOOLS).sort()).toEqual(integrationFeatures.items.map((item) => item.title).sort());
    const html = unescape(render());
    const names = [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual(integrationFeatures.items.map((item) => TOOLS[item.title]!.name));
    // What each connection does is the page's own copy.
    for (const item of integrationFeatures.items) expect(html).toContain(item.description);
  });

  it("borrows no logo: the marks are drawn inline and hidden from screen readers, the names are text", () => {
    const html = render();
    expect(html).not.toMatch(/<img\b/);
    const marks = html.match(/<svg viewBox="0 0 40 40"[^>]*>/g) ?? [];
    expect(marks).toHaveLength(integrationFeatures.items.length);
    for (const mark of marks) expect(mark).toContain('aria-hidden="true"');
  });

  it("draws one line from the assistant to the middle of each card's row, on either side", () => {
    const html = render();
    const lines = [...html.matchAll(/<path d="M(0|100) 50 C 50 50, 50 ([\d.]+), (0|100) ([\d.]+)"/g)];
    expect(lines).toHaveLength(integrationFeatures.items.length);
    const half = Math.ceil(integrationFeatures.items.length / 2);
    const middles = (rows: number) => Array.from({ length: rows }, (_, i) => ((2 * i + 1) * 100) / (2 * rows));
    const ends = (from: string) => lines.filter((line) => line[1] === from).map((line) => Number(line[4]));
    // The left lines start at the assistant's left side (100) and end at a card's side (0); the right ones mirror them.
    expect(ends("100")).toEqual(middles(half));
    expect(ends("0")).toEqual(middles(integrationFeatures.items.length - half));
  });

  it("puts the assistant in the middle, and says what each plan includes of integrations", () => {
    const html = unescape(render());
    expect(html).toContain(integrationToolsMap.hub);
    for (const plan of plans) {
      expect(html).toContain(`>${plan.name}</p>`);
      for (const feature of plan.features.filter((f) => /integration|workflow/i.test(f.label))) expect(html).toContain(feature.label);
    }
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Compare plans<\/a>/);
  });
});
