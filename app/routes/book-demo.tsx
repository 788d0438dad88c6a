import { Mail, Quote } from "lucide-react";
import type { Route } from "./+types/book-demo";
import { DemoRequestForm } from "~/components/forms/demo-request-form";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { bookDemoIntro, bookDemoSeo, demoFormCard, demoQuotes, whatToExpect } from "~/content/book-demo";
import { company } from "~/content/company";
import { demoSubject } from "~/content/demo-interest";
import { pageTitle, routeMeta } from "~/lib/seo";
import type { FormId } from "~/forms/outcome";
import { formAction } from "~/server/leads/action.server";

/** The form this page takes, posted as a form or as JSON (server/main.mjs routes JSON posts by it). */
export const leadForm = (): FormId => "demo";

/** `?interest=` from a plan's or a service's button: the subject the form starts with. */
export function loader({ request }: Route.LoaderArgs) {
  return { subject: demoSubject(new URL(request.url).searchParams.get("interest")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(leadForm(), request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(bookDemoSeo.title),
    description: bookDemoSeo.description,
    path: "/book-demo",
    breadcrumbs: [{ name: "Book a Demo", path: "/book-demo" }],
  });

export default function Page({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={bookDemoIntro.eyebrow} title={bookDemoIntro.title} lead={bookDemoIntro.lead} />

      <div className="container-page grid grid-cols-1 gap-8 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start lg:gap-12">
        <section
          id="request"
          aria-labelledby="request-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="request-heading" className="text-2xl font-bold tracking-tight">
            {demoFormCard.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{demoFormCard.text}</p>
          <div className="mt-6">
            <DemoRequestForm result={actionData} subject={loaderData.subject} />
          </div>
          <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-200 pt-6 text-slate-600">
            <Mail className="size-4 text-brand-700" aria-hidden="true" />
            {demoFormCard.emailPrompt}{" "}
            <a href={`mailto:${company.email}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {company.email}
            </a>
          </p>
        </section>

        <section aria-labelledby="expect-heading" className="on-dark rounded-2xl bg-ink p-6 text-slate-300 sm:p-8">
          <h2 id="expect-heading" className="text-2xl font-bold tracking-tight text-white">
            {whatToExpect.title}
          </h2>
          <ul className="mt-6 space-y-6">
            {whatToExpect.items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-300">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-white">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-300">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <Section id="quotes" title={demoQuotes.title} tone="muted">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {demoQuotes.items.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="size-8 text-brand-200" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                  <p>&ldquo;{item.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-200 pt-4">
                  <span className="block font-semibold text-slate-900">{item.author}</span>
                  <span className="block text-sm text-slate-600">{item.position}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
