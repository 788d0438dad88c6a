import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { answerBlocks } from "~/components/answer-text";
import { LiveChatDemo, type LiveChatTurn } from "~/components/live-chat-demo";
import { chatbotsLiveDemo } from "~/content/service-pages/ai-chatbots";

const turns: LiveChatTurn[] = [
  {
    question: "What does a chatbot cost?",
    answer: {
      answer: "Our plans:\n- Starter: $299 setup\n- Professional: $899 setup\nAdd-ons extend any plan.",
      sources: [{ url: "/pricing", title: "Pricing" }],
    },
  },
  {
    question: "Do you offer a free trial?",
    answer: { answer: "We don't offer trials. <b>Book a demo</b>.", sources: [{ url: "/faq", title: "FAQ" }] },
  },
];

function render(): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <LiveChatDemo copy={chatbotsLiveDemo} turns={turns} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("answer text", () => {
  it("reads an answer as the chat panel does: paragraphs, and '- ' lines as a list", () => {
    expect(answerBlocks("Our plans:\n- A\n- B\nMore.\n\nLast.")).toEqual([
      { kind: "p", lines: ["Our plans:"] },
      { kind: "ul", items: ["A", "B"] },
      { kind: "p", lines: ["More."] },
      { kind: "p", lines: ["Last."] },
    ]);
  });
});

describe("the live conversation", () => {
  it("is a labelled section whose conversation lists each question and the answer given to it", () => {
    const html = render();
    expect(html).toMatch(/<section id="live-assistant" aria-labelledby="live-assistant-heading"/);
    expect(html).toContain(`<h2 id="live-assistant-heading"`);
    expect(html).toContain(chatbotsLiveDemo.title);
    expect(html).toMatch(/<ol aria-label="Conversation with our assistant"/);
    for (const turn of turns) expect(html).toContain(turn.question);
    expect(html).toContain("<li>Starter: $299 setup</li><li>Professional: $899 setup</li>");
    // Screen readers hear who says what.
    expect(html.match(/<span class="sr-only">Visitor: <\/span>/g)).toHaveLength(turns.length);
    expect(html.match(/<span class="sr-only">Assistant: <\/span>/g)).toHaveLength(turns.length);
  });

  it("shows an answer's words as text, never as markup", () => {
    const html = render();
    expect(html).toContain("&lt;b&gt;Book a demo&lt;/b&gt;");
    expect(html).not.toContain("<b>Book a demo</b>");
  });

  it("links every source the assistant gave", () => {
    const html = render();
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>.*?Pricing<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>.*?FAQ<\/a>/);
  });

  it("opens the chat for one's own question, and without JavaScript sends it to the contact form", () => {
    const html = render();
    const button = /<button([^>]*data-open-chat=""[^>]*)>(.*?)<\/button>/.exec(html);
    expect(button?.[1]).toMatch(/type="button"/);
    expect(button?.[1]).toMatch(/class="[^"]*noscript:hidden/);
    expect(button?.[2]).toContain(chatbotsLiveDemo.askLabel);
    const fallback = /<a([^>]*href="\/contact"[^>]*)>(.*?)<\/a>/.exec(html);
    expect(fallback?.[1]).toMatch(/class="[^"]*\bhidden\b[^"]*noscript:inline-flex/);
    expect(fallback?.[2]).toContain(chatbotsLiveDemo.askWithoutScriptLabel);
  });
});
