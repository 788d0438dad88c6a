import { Plus } from "lucide-react";
import type { FaqItem } from "~/content/faq";

/**
 * The FAQ as a WAI-ARIA accordion: one item open at a time, and an open item collapses when its
 * button is pressed again (behaviour: app/enhance/accordion.ts). Questions are h3 buttons under
 * the page's h2; every answer is in the HTML, and without JavaScript every answer shows (the
 * data-js-closed mark, app/app.css).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div data-accordion="" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <div key={item.id} id={item.id} className="scroll-mt-24 first:rounded-t-2xl last:rounded-b-2xl">
          <h3>
            <button
              type="button"
              id={`${item.id}-question`}
              data-accordion-trigger=""
              aria-expanded="false"
              aria-controls={`${item.id}-answer`}
              className="group flex w-full items-start justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-900 transition-colors hover:text-brand-700 focus-visible:text-brand-700 sm:px-6 sm:text-lg"
            >
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition group-hover:bg-brand-50 group-hover:text-brand-700 group-aria-expanded:rotate-45 group-aria-expanded:bg-brand-600 group-aria-expanded:text-white"
              >
                <Plus className="size-4" />
              </span>
            </button>
          </h3>
          <div
            id={`${item.id}-answer`}
            role="region"
            aria-labelledby={`${item.id}-question`}
            data-js-closed=""
            className="px-5 pb-6 text-base leading-relaxed text-slate-600 sm:px-6"
          >
            <p className="max-w-3xl">{item.answer}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
