/**
 * The site assistant's chat (docs/decisions/0018), the one module of its page (/chat-widget,
 * shown in the chat panel's frame). The page's HTML holds the greeting, the composer and the
 * ways to reach a person; this module sends the conversation to POST /assistant, shows the
 * answer as it streams (server-sent events: `sources`, `delta`..., `done` or `error`) and keeps
 * the conversation for the visit (sessionStorage), since the frame loads again on every page.
 *
 * Screen readers: the conversation is a polite live region (role="log"). An answer that is still
 * streaming is hidden from them (they would hear it in pieces) and the log is aria-busy; the
 * finished answer is added as one new turn, which they read whole.
 */
import { type Rating, type Turn, ratingElement, turnElement, typingElement, renderText } from "~/enhance/assistant/render";
import { MAX_ANSWER_CHARS, MAX_MESSAGE_CHARS, MAX_MESSAGES, type Action, type AssistantAnswer, type Source } from "~/lib/assistant-answer";
import { sseParser } from "~/enhance/assistant/sse";
import { loadTurns, saveTurns } from "~/enhance/assistant/store";

/** The counter shows from here on. */
const COUNT_FROM = 900;
/** An answer that sends nothing for this long is given up. */
const IDLE_MS = 45_000;

const UNREACHABLE = "The assistant could not be reached. You can still book a demo, send a message or call us.";
const BROKEN = "Something went wrong on our side and the assistant could not answer. Please try again, or reach a person:";
const CUT_OFF = "The answer was cut off before it was complete. Please try again, or reach a person:";
const TOO_LONG = "This conversation has grown too long for the assistant. Start a new conversation to ask more.";
const UNREADABLE = "The assistant could not read that message. Please put it another way, or reach a person:";
const BUSY = "You have asked a lot of questions in a short time. Please wait a minute and ask again.";
const INTERRUPTED = "Your last question was not answered: the page changed before the answer came.";

/** A failure the conversation shows as a notice. */
class Failure extends Error {
  constructor(
    message: string,
    readonly options: { people?: boolean; retry?: boolean; reset?: boolean } = { people: true, retry: true },
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function sourcesOf(value: unknown): Source[] {
  return Array.isArray(value)
    ? value.filter((s): s is Source => isRecord(s) && typeof s.url === "string" && typeof s.title === "string")
    : [];
}

/** The server's answer, with anything of the wrong shape left out; null when it holds no answer. */
function answerOf(value: unknown): AssistantAnswer | null {
  if (!isRecord(value) || typeof value.answer !== "string") return null;
  return {
    answer: value.answer,
    sources: sourcesOf(value.sources),
    actions: Array.isArray(value.actions)
      ? value.actions.filter((a): a is Action => isRecord(a) && typeof a.url === "string" && typeof a.label === "string")
      : [],
    suggestions: Array.isArray(value.suggestions) ? value.suggestions.filter((s): s is string => typeof s === "string") : [],
  };
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function install(): void {
  const log = document.getElementById("log");
  const form = document.querySelector<HTMLFormElement>("[data-composer]");
  const input = form?.querySelector("textarea");
  const send = form?.querySelector<HTMLButtonElement>("[data-send]");
  const hint = document.querySelector<HTMLElement>("[data-hint]");
  const greeting = log?.querySelector<HTMLElement>("[data-greeting]");
  const peopleTemplate = document.querySelector<HTMLTemplateElement>("#people-actions");
  if (!log || !form || !input || !send || !hint || !greeting) return;
  const hintText = hint.textContent ?? "";
  const people = () => (peopleTemplate ? (peopleTemplate.content.cloneNode(true) as DocumentFragment) : document.createDocumentFragment());

  let turns: Turn[] = loadTurns();
  let controller: AbortController | null = null;
  // The visitor is moving to another page: an answer cut off by that is not a failure to show
  // (the next page says the question went unanswered).
  let leaving = false;
  window.addEventListener("pagehide", () => (leaving = true));
  window.addEventListener("pageshow", () => (leaving = false));

  const turnNodes = () => [...log.querySelectorAll<HTMLElement>(":scope > .turn:not([data-greeting], .typing, .streaming)")];
  const nearEnd = () => log.scrollHeight - log.scrollTop - log.clientHeight < 96;
  const scrollToEnd = () => {
    log.scrollTop = log.scrollHeight;
  };
  /** The top of a long answer stays in view; a short one is shown whole at the end. */
  const reveal = (node: HTMLElement) => {
    const offset = node.getBoundingClientRect().top - log.getBoundingClientRect().top;
    if (node.offsetHeight > log.clientHeight - 24) log.scrollTop += offset - 12;
    else scrollToEnd();
  };

  const syncChrome = () => {
    const started = turns.length > 0;
    for (const reset of document.querySelectorAll<HTMLElement>(".people [data-reset]")) reset.hidden = !started;
    const greetingSuggestions = greeting.querySelector<HTMLElement>("[data-suggestions]");
    if (greetingSuggestions) greetingSuggestions.hidden = started;
  };

  /** Adds a turn to the conversation and the page; only the newest turn keeps its quick replies. */
  const append = (turn: Turn): HTMLElement => {
    for (const row of log.querySelectorAll<HTMLElement>(".turn:not([data-greeting]) [data-suggestions]")) row.remove();
    turns.push(turn);
    saveTurns(turns);
    const node = turnElement(turn, { latest: true, people });
    log.append(node);
    syncChrome();
    return node;
  };

  const setBusy = (busy: boolean) => {
    send.disabled = busy;
    if (busy) log.setAttribute("aria-busy", "true");
    else log.removeAttribute("aria-busy");
  };

  /** The conversation as the server reads it: what was said, not the page's notices. */
  const messages = () =>
    turns
      .filter((turn) => turn.content.trim() && (turn.role === "assistant" || (turn.role === "user" && !turn.unanswered)))
      .map((turn) => ({ role: turn.role, content: turn.content.slice(0, turn.role === "user" ? MAX_MESSAGE_CHARS : MAX_ANSWER_CHARS) }))
      .slice(-MAX_MESSAGES);

  const failureOf = async (response: Response): Promise<Failure> => {
    const body = parse(await response.text().catch(() => ""));
    if (response.status === 429) {
      return new Failure(isRecord(body) && typeof body.answer === "string" ? body.answer : BUSY, { people: true });
    }
    if (response.status === 413) return new Failure(TOO_LONG, { reset: true });
    if (response.status === 400) return new Failure(UNREADABLE, { people: true });
    return new Failure(BROKEN);
  };

  /** Reads the event stream, showing the text as it comes; resolves with the `done` event's answer. */
  const readStream = async (response: Response, typing: HTMLElement, touch: () => void): Promise<AssistantAnswer> => {
    // Set by the parser's callback, read by the loop below.
    const state: { text: string; answer: AssistantAnswer | null; failure: string | null; live: HTMLElement | null } = {
      text: "",
      answer: null,
      failure: null,
      live: null,
    };
    const parser = sseParser(({ event, data }) => {
      const payload = parse(data);
      if (event === "delta" && isRecord(payload) && typeof payload.text === "string") {
        state.text += payload.text;
        let live = state.live;
        if (!live) {
          const follow = nearEnd();
          live = state.live = document.createElement("div");
          live.className = "turn assistant streaming";
          // Read once finished, as a whole (see the top of this file).
          live.setAttribute("aria-hidden", "true");
          live.append(Object.assign(document.createElement("div"), { className: "bubble" }));
          typing.replaceWith(live);
          if (follow) scrollToEnd();
        }
        const follow = nearEnd();
        const bubble = live.firstElementChild as HTMLElement;
        renderText(bubble, state.text);
        bubble.lastElementChild?.classList.add("cursor");
        if (follow) scrollToEnd();
      } else if (event === "done") {
        state.answer = answerOf(payload);
      } else if (event === "error") {
        state.failure = isRecord(payload) && typeof payload.message === "string" && payload.message ? payload.message : BROKEN;
      }
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      while (!state.answer && state.failure === null) {
        const { value, done } = await reader.read();
        if (done) break;
        touch();
        parser.push(value);
      }
      parser.end();
    } finally {
      void reader.cancel().catch(() => {});
      state.live?.remove();
    }
    if (state.failure !== null) throw new Failure(state.failure);
    if (!state.answer) throw new Failure(CUT_OFF);
    return state.answer;
  };

  /** Sends the conversation and adds the answer, or a notice saying what went wrong and what to do. */
  const request = async (question: string) => {
    const ours = new AbortController();
    controller = ours;
    let idle = 0;
    const touch = () => {
      window.clearTimeout(idle);
      idle = window.setTimeout(() => ours.abort(), IDLE_MS);
    };
    setBusy(true);
    const typing = typingElement();
    log.append(typing);
    scrollToEnd();
    try {
      touch();
      const response = await fetch("/assistant", {
        method: "POST",
        headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
        body: JSON.stringify({ messages: messages() }),
        signal: ours.signal,
      });
      if (!response.ok) throw await failureOf(response);
      const streamed = (response.headers.get("content-type") ?? "").includes("text/event-stream") && response.body;
      const answer = streamed ? await readStream(response, typing, touch) : answerOf(await response.json().catch(() => null));
      if (!answer) throw new Failure(BROKEN);
      if (controller !== ours) return;
      typing.remove();
      const node = append({
        role: "assistant",
        content: answer.answer,
        sources: answer.sources,
        actions: answer.actions,
        suggestions: answer.suggestions,
      });
      reveal(node);
    } catch (error) {
      // A new conversation was started meanwhile: this answer belongs to nobody.
      if (controller !== ours || leaving) return;
      typing.remove();
      const failure =
        error instanceof Failure ? error : new Failure(ours.signal.aborted ? CUT_OFF : UNREACHABLE, { people: true, retry: true });
      const last = turns.at(-1);
      if (last?.role === "user") last.unanswered = true;
      const { people: withPeople, retry, reset } = failure.options;
      reveal(append({ role: "notice", content: failure.message, people: withPeople, retry: retry ? question : undefined, reset }));
    } finally {
      window.clearTimeout(idle);
      if (controller === ours) {
        controller = null;
        setBusy(false);
      }
    }
  };

  /** Asks `text`; false when it cannot be asked now (empty, or an answer is still coming). */
  const ask = (text: string): boolean => {
    const question = text.trim().slice(0, MAX_MESSAGE_CHARS);
    if (!question || controller) return false;
    scrollToEnd();
    append({ role: "user", content: question });
    scrollToEnd();
    void request(question);
    return true;
  };

  const reset = () => {
    controller?.abort();
    controller = null;
    setBusy(false);
    turns = [];
    saveTurns(turns);
    for (const node of log.querySelectorAll(":scope > .turn:not([data-greeting])")) node.remove();
    syncChrome();
    log.scrollTop = 0;
  };

  /** Asks a question again after a failure: the failed question and its notice give way to the new try. */
  const retry = (button: HTMLElement, text: string) => {
    if (controller) return;
    const notice = button.closest<HTMLElement>(".turn");
    const nodes = turnNodes();
    const at = notice ? nodes.indexOf(notice) : -1;
    const before = turns[at - 1];
    if (at === turns.length - 1 && before?.role === "user" && before.unanswered && before.content === text) {
      turns.splice(at - 1, 2);
      nodes[at - 1]?.remove();
      notice!.remove();
    }
    ask(text);
  };

  const updateHint = () => {
    const length = input.value.length;
    const counting = length >= COUNT_FROM;
    hint.classList.toggle("sr-only", !counting);
    hint.classList.toggle("limit", length >= MAX_MESSAGE_CHARS);
    hint.textContent = counting ? `${length} of ${MAX_MESSAGE_CHARS} characters` : hintText;
  };

  const fitInput = () => {
    input.style.height = "auto";
    input.style.height = `${input.scrollHeight}px`;
  };

  // The conversation so far, from an earlier page of this visit.
  for (const [index, turn] of turns.entries()) log.append(turnElement(turn, { latest: index === turns.length - 1, people }));
  const last = turns.at(-1);
  if (last?.role === "user" && !last.unanswered) {
    last.unanswered = true;
    append({ role: "notice", content: INTERRUPTED, retry: last.content });
  }
  syncChrome();
  scrollToEnd();

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (ask(input.value)) {
      input.value = "";
      fitInput();
      updateHint();
    }
    input.focus();
  });

  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    event.preventDefault();
    form.requestSubmit();
  });

  input.addEventListener("input", () => {
    fitInput();
    updateHint();
  });

  /** A thumbs up or down: sent with the question and the answer, and thanked for once kept. */
  const rate = async (button: HTMLButtonElement, rating: Rating) => {
    const node = button.closest<HTMLElement>(".turn");
    const index = node ? turnNodes().indexOf(node) : -1;
    const turn = turns[index];
    const question = turns
      .slice(0, index)
      .reverse()
      .find((t) => t.role === "user");
    if (!node || !turn || turn.role !== "assistant" || !question) return;
    const row = button.closest<HTMLElement>("[data-rating]");
    for (const b of row?.querySelectorAll("button") ?? []) b.disabled = true;
    let kept = false;
    try {
      const response = await fetch("/assistant/feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          question: question.content.slice(0, MAX_MESSAGE_CHARS),
          answer: turn.content.slice(0, MAX_ANSWER_CHARS),
          rating,
        }),
      });
      kept = response.ok;
    } catch {
      kept = false;
    }
    if (!kept) {
      for (const b of row?.querySelectorAll("button") ?? []) b.disabled = false;
      row?.querySelector(".rate-label")?.replaceChildren("Not sent. Try again?");
      return;
    }
    turn.rated = rating;
    saveTurns(turns);
    row?.replaceWith(ratingElement(rating));
  };

  document.addEventListener("click", (event) => {
    const rating = (event.target as Element).closest<HTMLButtonElement>("[data-rate]");
    if (rating) {
      void rate(rating, rating.dataset.rate === "unhelpful" ? "unhelpful" : "helpful");
      return;
    }
    const target = (event.target as Element).closest<HTMLElement>("[data-say], [data-retry], [data-reset]");
    if (!target) return;
    // A button that goes away with the click hands the keyboard's focus to the composer.
    const byKeyboard = event.detail === 0;
    if (target.dataset.say !== undefined) ask(target.dataset.say);
    else if (target.dataset.retry !== undefined) retry(target, target.dataset.retry);
    else reset();
    if (byKeyboard || target.dataset.reset !== undefined) input.focus();
  });

  document.documentElement.dataset.enhanced = "true";
}

install();
