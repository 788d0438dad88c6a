import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentAnswerDemo } from "~/components/document-answer-demo";
import { ragLiveDemo } from "~/content/service-pages/rag-qa-systems";
import type { DocumentAnswer } from "~/lib/showcase";

const answers: DocumentAnswer[] = [
  {
    question: "How is my data protected?",
    answer: [
      { text: "Forms are checked.", cites: 1 },
      { text: "Data privacy is designed in.", cites: 2 },
    ],
    passages: [
      {
        number: 1,
        page: "Privacy Policy",
        heading: "Data Security",
        href: "/privacy-policy#data-security",
        sentences: [{ text: "Pages use HTTPS." }, { text: "Forms are checked.", cited: 1 }],
      },
      {
        number: 2,
        page: "FAQ",
        heading: "Is my data private?",
        href: "/faq",
        sentences: [{ text: "Yes." }, { text: "Data privacy is designed in.", cited: 2 }],
      },
    ],
    searched: { passages: 146, pages: 24 },
  },
  {
    question: "What happens if there is a data breach?",
    answer: [{ text: "We will tell you.", cites: 1 }],
    passages: [
      {
        number: 1,
        page: "Privacy Policy",
        heading: "Data Security",
        href: "/privacy-policy#data-security",
        sentences: [{ text: "We will tell you.", cited: 1 }],
      },
    ],
    searched: { passages: 146, pages: 24 },
  },
];

function render(): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <DocumentAnswerDemo copy={ragLiveDemo} answers={answers} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the cited answer beside its passages", () => {
  it("offers each question as a radio in a labelled group, the first chosen, each showing its own answer", () => {
    const html = render();
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Pick a question<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*name="cited-answer-question"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(answers.length);
    expect(radios.map((radio) => radio.includes('checked=""'))).toEqual([true, false]);
    expect(radios.map((radio) => /data-option="(\w+)"/.exec(radio)?.[1])).toEqual(["a0", "a1"]);
    expect(html.match(/data-show-for="a\d"/g)).toEqual(['data-show-for="a0"', 'data-show-for="a1"']);
    expect(html).toContain("Searched 146 passages on 24 pages of this website");
  });

  it("marks the quoted sentences in each passage, and numbers each sentence of the answer with its passage", () => {
    const html = render();
    expect(html).toMatch(/<mark[^>]*>Forms are checked\.<span class="sr-only"> \(quoted in the answer\)<\/span><\/mark>/);
    expect(html).not.toMatch(/<mark[^>]*>Pages use HTTPS\./);
    // Each number in the answer leads to its passage, which exists in the page.
    const links = [...html.matchAll(/<a href="#(cited-answer-\d-source-\d)"[^>]*><span class="sr-only">Source <\/span>(\d)<\/a>/g)];
    expect(links.map((m) => [m[1], m[2]])).toEqual([
      ["cited-answer-0-source-1", "1"],
      ["cited-answer-0-source-2", "2"],
      ["cited-answer-1-source-1", "1"],
    ]);
    for (const [, id] of links) expect(html).toMatch(new RegExp(`<figure id="${id}"[^>]*><figcaption`));
  });

  it("names each passage by its page, linked, and its section", () => {
    const html = render();
    expect(html).toMatch(/<a[^>]*href="\/privacy-policy#data-security"[^>]*>Privacy Policy<\/a>/);
    expect(html).toContain("Is my data private?");
  });
});
