import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { company, formatAddress } from "~/content/company";
import type { LegalBlock, LegalDocument } from "~/content/legal";

/**
 * A legal page: the hero with the "Last updated" date, a list of its numbered sections,
 * then the sections themselves. Shared by the privacy policy, terms and cookie policy.
 */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={document.summary}>
        <p className="mt-6 text-sm text-slate-300">
          Last updated <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
        </p>
      </PageHero>
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <p id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-8 items-baseline gap-2 py-1 text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    <span className="w-5 shrink-0 text-right text-slate-600 tabular-nums">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold tracking-tight">
                <span className="text-brand-700 tabular-nums">{index + 1}.</span>
                <span>{section.title}</span>
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          {block.lead && <strong className="font-semibold text-slate-900">{block.lead} </strong>}
          {block.text}
          {block.link && (
            <>
              {" "}
              <Link to={block.link.href} className={linkClass}>
                {block.link.label}
              </Link>
              .
            </>
          )}
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <dl className="grid gap-3">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold text-slate-900">{item.term}</dt>
              <dd className="mt-1 text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case "contact":
      return (
        <address className="rounded-xl border border-slate-200 bg-slate-50 p-5 not-italic">
          <span className="block font-semibold text-slate-900">{company.legalName}</span>
          <span className="block whitespace-pre-line">{formatAddress("two")}</span>
          <span className="mt-3 block">
            E-mail:{" "}
            <a href={`mailto:${company.email}`} className={linkClass}>
              {company.email}
            </a>
          </span>
          <span className="block">
            Phone:{" "}
            <a href={`tel:${company.phone.e164}`} className={linkClass}>
              {company.phone.display}
            </a>
          </span>
        </address>
      );
  }
}
