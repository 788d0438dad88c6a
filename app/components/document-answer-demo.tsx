import { FileText, Search, Sparkles } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { PickerOption, pickerKey } from "~/components/picker";
import { Section } from "~/components/section";
import { company } from "~/content/company";
import { cn } from "~/lib/cn";
import type { DocumentAnswer } from "~/lib/showcase";

export interface DocumentAnswerCopy {
  title: string;
  intro: string;
}

/**
 * The RAG page's module: questions put to the site's own retrieval (the route's loader asks it),
 * each shown as the passages it found, the sentences it quoted marked, beside the answer with a
 * numbered citation after every sentence. A radio group picks the question, without script.
 */
export function DocumentAnswerDemo({
  copy,
  answers,
  id = "cited-answer",
}: {
  copy: DocumentAnswerCopy;
  answers: readonly DocumentAnswer[];
  id?: string;
}) {
  const searched = answers[0]?.searched;
  return (
    <Section id={id} title={copy.title} intro={copy.intro}>
      <div data-picker="">
        <fieldset className="mx-auto max-w-5xl">
          <legend className="mx-auto mb-3 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">Pick a question</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
            {answers.map((answer, index) => (
              <PickerOption
                key={answer.question}
                name={`${id}-question`}
                question="a"
                index={index}
                value={String(index)}
                defaultChecked={index === 0}
                label={answer.question}
              />
            ))}
          </div>
        </fieldset>
        {searched && (
          <p className="mt-6 text-center text-sm text-slate-600">
            <Search className="mr-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
            Searched {searched.passages} passages on {searched.pages} pages of this website
          </p>
        )}
        {answers.map((answer, index) => (
          <div key={answer.question} data-show-for={pickerKey("a", index)} className="mt-6">
            <AnswerBeside answer={answer} idPrefix={`${id}-${index}`} />
          </div>
        ))}
      </div>
    </Section>
  );
}

function AnswerBeside({ answer, idPrefix }: { answer: DocumentAnswer; idPrefix: string }) {
  const sourceId = (number: number) => `${idPrefix}-source-${number}`;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.1fr_0.9fr] lg:items-start">
      <div className="lg:sticky lg:top-24">
        <p className="mb-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">The answer it gives</p>
        <div className="overflow-hidden rounded-2xl bg-ink-2 text-slate-200 shadow-xl ring-1 ring-white/10 on-dark">
          <div className="flex items-center gap-3 border-b border-white/10 bg-white/5 px-4 py-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white" aria-hidden="true">
              <Sparkles className="size-4" />
            </span>
            <p className="font-semibold text-white">{company.name} Assistant</p>
          </div>
          <div className="space-y-4 p-4 sm:p-5">
            <p className="ml-auto w-fit max-w-[90%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white">
              <span className="sr-only">Question: </span>
              {answer.question}
            </p>
            <p className="rounded-2xl rounded-bl-md bg-white/8 px-4 py-3 leading-relaxed text-slate-100 ring-1 ring-white/10">
              <span className="sr-only">Answer: </span>
              {answer.answer.map((sentence, index) => (
                <Fragment key={index}>
                  {index > 0 && " "}
                  {sentence.text}
                  {sentence.cites > 0 && (
                    <a
                      href={`#${sourceId(sentence.cites)}`}
                      className={cn(
                        "ml-1 inline-flex min-w-5 items-center justify-center rounded bg-accent-400/15 px-1 align-super text-xs font-bold text-accent-300 ring-1 ring-accent-400/30 hover:bg-accent-400/25",
                      )}
                    >
                      <span className="sr-only">Source </span>
                      {sentence.cites}
                    </a>
                  )}
                </Fragment>
              ))}
            </p>
          </div>
        </div>
      </div>
      <div className="space-y-4 lg:order-first">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {answer.passages.length === 1 ? "The passage it quotes" : "The passages it quotes"}
        </p>
        {answer.passages.map((passage) => (
          <figure key={passage.number} id={sourceId(passage.number)} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <figcaption className="flex items-start gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-5">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-accent-400/15 text-xs font-bold text-accent-700">
                <span className="sr-only">Source </span>
                {passage.number}
              </span>
              <span className="min-w-0">
                <Link to={passage.href} className="block leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                  {passage.page}
                </Link>
                <span className="block text-sm text-slate-600">{passage.heading}</span>
              </span>
              <FileText className="ml-auto size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </figcaption>
            <blockquote className="px-4 py-4 text-sm leading-relaxed text-slate-600 sm:px-5 sm:text-base">
              <p>
                {passage.sentences.map((sentence, index) => (
                  <Fragment key={index}>
                    {index > 0 && " "}
                    {sentence.cited ? (
                      <mark className="rounded bg-accent-400/20 px-0.5 text-slate-900 [box-decoration-break:clone]">
                        {sentence.text}
                        <span className="sr-only"> (quoted in the answer)</span>
                      </mark>
                    ) : (
                      sentence.text
                    )}
                  </Fragment>
                ))}
              </p>
            </blockquote>
          </figure>
        ))}
      </div>
    </div>
  );
}
