import type { ReactNode } from "react";

/** The closing call to action most pages end with. */
export function CtaBanner({ title, text, actions, id = "cta" }: { title: string; text?: ReactNode; actions: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-ink px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>}
          {/* Phones stack the buttons at one width, as the page heroes do. */}
          <div className="mt-8 flex flex-col gap-3 min-[28rem]:flex-row min-[28rem]:flex-wrap min-[28rem]:justify-center">{actions}</div>
        </div>
      </div>
    </section>
  );
}
