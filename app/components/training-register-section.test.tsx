import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { RegisterTrainingButton, TrainingRegisterSection, useRegistrationRequested } from "~/components/training-register-section";

function Harness() {
  const requested = useRegistrationRequested();
  return (
    <>
      <RegisterTrainingButton />
      <TrainingRegisterSection shown={requested}>
        <form aria-label="Training registration" />
      </TrainingRegisterSection>
    </>
  );
}

function render(url: string): string {
  const Stub = createRoutesStub([{ path: "/services/ai-training", Component: Harness }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

const sectionTag = (html: string) => html.match(/<section[^>]*id="register"[^>]*>/)?.[0] ?? "";

describe("training registration section", () => {
  it("is hidden without ?register=true, and the button still works without JavaScript", () => {
    const html = render("/services/ai-training");
    expect(sectionTag(html)).toMatch(/class="[^"]*\bhidden\b/);
    expect(html).toContain('href="/services/ai-training?register=true#register"');
  });

  it("is shown when the server renders ?register=true", () => {
    const html = render("/services/ai-training?register=true");
    expect(sectionTag(html)).not.toMatch(/class="[^"]*\bhidden\b/);
    expect(html).toContain("Register for AI Training");
    expect(html).toContain('<form aria-label="Training registration">');
    expect(html).toContain('href="/contact"');
    expect(html).toMatch(/href="mailto:/);
  });
});
