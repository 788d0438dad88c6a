import { CalendarCheck, Mail, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { CtaBanner } from "~/components/cta-banner";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { faqCopy, faqs } from "~/content/faq";
import { faqPageJsonLd } from "~/lib/json-ld";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle("Frequently Asked Questions"),
    description:
      "Answers about AI chatbot pricing, launch in 2-5 business days, our 7-day guarantee, data privacy, AWS, free demos and AI training for growing businesses.",
    path: "/faq",
    breadcrumbs: [{ name: "FAQ", path: "/faq" }],
    jsonLd: [faqPageJsonLd(faqs)],
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow={faqCopy.eyebrow} title={faqCopy.title} lead={faqCopy.lead} />

      <section aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-12">
          <div>
            <h2 id="faq-heading" className="sr-only">
              {faqCopy.listTitle}
            </h2>
            <FaqAccordion items={faqs} />
          </div>
          <aside
            aria-labelledby="faq-aside-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
          >
            <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <MessageCircleQuestion className="size-5" aria-hidden="true" />
            </div>
            <h2 id="faq-aside-heading" className="mt-4 text-xl font-semibold">
              {faqCopy.asideTitle}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-600">{faqCopy.asideText}</p>
            <div className="mt-6 grid gap-3">
              <Button asChild>
                <Link to="/contact">
                  <Mail aria-hidden="true" />
                  Contact Us
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/book-demo">
                  <CalendarCheck aria-hidden="true" />
                  Book a Free Demo
                </Link>
              </Button>
            </div>
          </aside>
        </div>
      </section>

      <CtaBanner
        title={faqCopy.ctaTitle}
        text={faqCopy.ctaText}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/book-demo">Book a Free Demo</Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
