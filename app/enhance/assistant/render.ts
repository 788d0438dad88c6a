/**
 * The conversation's turns as DOM, built with text nodes only: an answer is never read as HTML.
 * An answer's text becomes paragraphs and lists ("- " lines), then its sources, its actions
 * (links that open in the top window, so the page changes rather than the frame) and, on the
 * newest answer only, its suggestions as quick replies.
 */
import type { Action, AssistantAnswer, Source } from "~/lib/assistant-answer";

export type Rating = "helpful" | "unhelpful";

export type Turn =
  | { role: "user"; content: string; unanswered?: boolean }
  | ({ role: "assistant"; content: string; rated?: Rating } & Partial<Omit<AssistantAnswer, "answer">>)
  /** Said by the page, not the assistant (an error, an interruption): never sent to the server. */
  | { role: "notice"; content: string; people?: boolean; retry?: string; reset?: boolean };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The link's address when it is one a page may follow (a path of the site, http(s), tel:, mailto:). */
export function safeHref(url: unknown): string | null {
  if (typeof url !== "string" || !url.trim()) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ["http:", "https:", "tel:", "mailto:"].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
/** "1. AWS Technical Essentials": the number is kept, since a visitor may answer with it. */
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;

/** Writes `text` into `container` as paragraphs (single line breaks kept), lists and numbered lists. */
export function renderText(container: HTMLElement, text: string): void {
  container.replaceChildren();
  // A model may mark words bold; the marks are left out, the words kept.
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .split("\n");
  let paragraph: string[] = [];
  /** The list being written, while lines of its kind follow one another. */
  let list: { tag: "ul" | "ol"; node: HTMLElement } | undefined;
  const endParagraph = () => {
    if (paragraph.length) container.append(element("p", undefined, paragraph.join("\n")));
    paragraph = [];
  };
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const tag = bullet ? "ul" : "ol";
      if (list?.tag !== tag) {
        const node = element(tag);
        if (node instanceof HTMLOListElement && numbered && numbered[1] !== "1") node.start = Number(numbered[1]);
        container.append(node);
        list = { tag, node };
      }
      list.node.append(element("li", undefined, bullet ? bullet[1] : numbered![2]));
      continue;
    }
    list = undefined;
    if (line.trim()) paragraph.push(line.trim());
    else endParagraph();
  }
  endParagraph();
}

function link(url: string, text: string, className?: string): HTMLAnchorElement | null {
  const href = safeHref(url);
  if (!href || !text.trim()) return null;
  const anchor = element("a", className, text.trim());
  anchor.href = href;
  anchor.target = "_top";
  return anchor;
}

export function sourcesElement(sources: readonly Source[]): HTMLElement | null {
  const links = sources.map((source) => link(source.url, source.title || source.url)).filter((a) => a !== null);
  if (!links.length) return null;
  const line = element("p", "sources");
  line.append(element("span", "sources-label", links.length > 1 ? "Sources:" : "Source:"), ...links);
  return line;
}

export function actionsElement(actions: readonly Action[]): HTMLElement | null {
  const links = actions
    .map((action, index) => link(action.url, action.label, index === 0 ? "action primary" : "action"))
    .filter((a) => a !== null);
  if (!links.length) return null;
  const row = element("div", "actions");
  row.append(...links);
  return row;
}

const THUMB_PATHS: Record<Rating, string[]> = {
  helpful: [
    "M7 10v12",
    "M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z",
  ],
  unhelpful: [
    "M17 14V2",
    "M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z",
  ],
};

function thumb(rating: Rating): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  for (const [name, value] of Object.entries({ viewBox: "0 0 24 24", width: "16", height: "16", "aria-hidden": "true" }))
    svg.setAttribute(name, value);
  for (const d of THUMB_PATHS[rating]) {
    const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
    for (const [name, value] of Object.entries({
      d,
      fill: "none",
      stroke: "currentColor",
      "stroke-width": "2",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }))
      path.setAttribute(name, value);
    svg.append(path);
  }
  return svg;
}

/** "Helpful?" with a thumbs up and down, or the thanks once the visitor answered. */
export function ratingElement(rated?: Rating): HTMLElement {
  const row = element("div", "rate");
  row.dataset.rating = "";
  if (rated) {
    row.append(element("span", undefined, "Thanks for the feedback."));
    return row;
  }
  row.append(element("span", "rate-label", "Helpful?"));
  for (const [rating, label] of [
    ["helpful", "Yes, this helped"],
    ["unhelpful", "No, this did not help"],
  ] as const) {
    const button = element("button");
    button.type = "button";
    button.dataset.rate = rating;
    button.setAttribute("aria-label", label);
    button.title = label;
    button.append(thumb(rating));
    row.append(button);
  }
  return row;
}

/** Quick replies: each sends its own text (the module listens for clicks on `[data-say]`). */
export function suggestionsElement(suggestions: readonly string[]): HTMLElement | null {
  const texts = [...new Set(suggestions.map((text) => (typeof text === "string" ? text.trim() : "")).filter(Boolean))].slice(0, 4);
  if (!texts.length) return null;
  const row = element("div", "suggestions");
  row.dataset.suggestions = "";
  for (const text of texts) {
    const button = element("button", "chip", text);
    button.type = "button";
    button.dataset.say = text;
    row.append(button);
  }
  return row;
}

function bubble(text: string): HTMLElement {
  const node = element("div", "bubble");
  renderText(node, text);
  return node;
}

/**
 * One turn of the conversation. `latest`: the newest turn, whose suggestions are shown.
 * `people`: the site's links to a person (book a demo, write, call), copied into a notice.
 */
export function turnElement(turn: Turn, { latest = false, people }: { latest?: boolean; people?: () => DocumentFragment } = {}) {
  const node = element("div", `turn ${turn.role === "user" ? "user" : "assistant"}`);
  if (turn.role === "user") {
    const text = element("div", "bubble", turn.content);
    node.append(element("span", "sr-only", "You said:"), text);
    return node;
  }
  node.append(element("span", "sr-only", "Assistant:"), bubble(turn.content));
  if (turn.role === "assistant") {
    // An answer to a question (it cites pages, or sends to a person) can be rated; a step of a
    // lead dialogue cannot.
    const answered = Boolean(turn.sources?.length || turn.actions?.length);
    const parts = [
      sourcesElement(turn.sources ?? []),
      actionsElement(turn.actions ?? []),
      answered ? ratingElement(turn.rated) : null,
      latest ? suggestionsElement(turn.suggestions ?? []) : null,
    ];
    node.append(...parts.filter((part) => part !== null));
    return node;
  }
  node.classList.add("notice");
  const row = element("div", "actions");
  if (turn.people && people) row.append(people());
  if (turn.retry !== undefined) {
    const retry = element("button", "chip", "Try again");
    retry.type = "button";
    retry.dataset.retry = turn.retry;
    row.append(retry);
  }
  if (turn.reset) {
    const reset = element("button", "chip", "Start a new conversation");
    reset.type = "button";
    reset.dataset.reset = "";
    row.append(reset);
  }
  if (row.childElementCount) node.append(row);
  return node;
}

/** The assistant is writing: three dots for the eye, a sentence for a screen reader. */
export function typingElement(): HTMLElement {
  const node = element("div", "turn assistant typing");
  const dots = element("div", "bubble");
  dots.append(element("span", "sr-only", "The assistant is writing…"));
  for (let i = 0; i < 3; i++) {
    const dot = element("span", "dot");
    dot.setAttribute("aria-hidden", "true");
    dots.append(dot);
  }
  node.append(dots);
  return node;
}
