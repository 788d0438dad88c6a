import { Plus } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqItem } from "~/content/faq";

/**
 * The FAQ as a WAI-ARIA accordion (Radix): one item open at a time, and an open item
 * collapses when its button is pressed again. Questions are h3 buttons under the page's h2.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          id={item.id}
          className="group/item scroll-mt-24 first:rounded-t-2xl last:rounded-b-2xl"
        >
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-900 transition-colors hover:text-brand-700 focus-visible:text-brand-700 sm:px-6 sm:text-lg">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition group-hover:bg-brand-50 group-hover:text-brand-700 group-data-[state=open]:rotate-45 group-data-[state=open]:bg-brand-600 group-data-[state=open]:text-white"
              >
                <Plus className="size-4" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-6 text-base leading-relaxed text-slate-600 sm:px-6">
            <p className="max-w-3xl">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
