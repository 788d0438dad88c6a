import { FileText, MessageCircle, Send, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { AnswerText } from "~/components/answer-text";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import type { AssistantAnswer } from "~/lib/assistant-answer";

export interface LiveChatTurn {
  question: string;
  answer: Pick<AssistantAnswer, "answer" | "sources">;
}

export interface LiveChatCopy {
  eyebrow: string;
  title: string;
  intro: string;
  note: string;
  askLabel: string;
  askWithoutScriptLabel: string;
}

/**
 * The AI Chatbots page's module: a conversation with the site's own assistant on the page's
 * questions, its answers and sources as the assistant gave them (the route's loader asks it), and
 * a button that opens the chat panel for the visitor's own question (app/enhance/open-chat.ts).
 * Without JavaScript the chat cannot open, so a link to the contact form stands in for the button.
 */
export function LiveChatDemo({ copy, turns, id = "live-assistant" }: { copy: LiveChatCopy; turns: readonly LiveChatTurn[]; id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:items-start lg:gap-16">
        <div className="lg:sticky lg:top-28">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{copy.intro}</p>
          <p className="mt-4 text-sm text-slate-600">{copy.note}</p>
        </div>
        <div className="overflow-hidden rounded-2xl bg-ink-2 text-slate-200 shadow-2xl ring-1 shadow-slate-900/20 ring-white/10 on-dark">
          <div className="flex items-center gap-3 border-b border-white/10 bg-white/5 px-4 py-3 sm:px-5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white" aria-hidden="true">
              <Sparkles className="size-4" />
            </span>
            <p className="min-w-0 flex-1 leading-tight">
              <span className="block font-semibold text-white">{company.name} Assistant</span>
              <span className="block text-xs text-slate-300">Automated · answers from this website</span>
            </p>
          </div>
          <ol aria-label="Conversation with our assistant" className="space-y-4 p-4 text-sm sm:p-6 sm:text-base">
            {turns.map((turn) => (
              <li key={turn.question} className="space-y-3">
                <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white">
                  <span className="sr-only">Visitor: </span>
                  {turn.question}
                </p>
                <div className="max-w-[92%] rounded-2xl rounded-bl-md bg-white/8 px-4 py-3 leading-relaxed text-slate-100 ring-1 ring-white/10">
                  <span className="sr-only">Assistant: </span>
                  <AnswerText text={turn.answer.answer} />
                  {turn.answer.sources.length > 0 && (
                    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs">
                      <span className="font-semibold tracking-wide text-slate-300 uppercase">Sources</span>
                      {turn.answer.sources.map((source) => (
                        <Link
                          key={source.url}
                          to={source.url}
                          className="inline-flex min-h-6 items-center gap-1 rounded-md bg-accent-400/10 px-2 py-0.5 font-medium text-accent-300 ring-1 ring-accent-400/30 hover:bg-accent-400/20"
                        >
                          <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                          {source.title}
                        </Link>
                      ))}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
          <div className="border-t border-white/10 bg-white/5 px-4 py-4 sm:px-6">
            <Button type="button" size="lg" className="w-full noscript:hidden sm:w-auto" data-open-chat="">
              <MessageCircle aria-hidden="true" />
              {copy.askLabel}
            </Button>
            <Button asChild size="lg" className="hidden w-full noscript:inline-flex sm:w-auto">
              <Link to="/contact">
                <Send aria-hidden="true" />
                {copy.askWithoutScriptLabel}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
