import { ArrowRight, CalendarCheck, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { ChatConversation, RagAnswer } from "~/components/product-illustrations";
import { Section } from "~/components/section";
import { ServiceLinkCard } from "~/components/services-service-card";
import { SuccessStoryCard } from "~/components/services-success-story-card";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { serviceCards, servicesCopy, successStories, whyChoose } from "~/content/services-catalog";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(`AI Services in ${company.address.city}, ${company.address.region}`),
    description:
      "AI chatbots, RAG document Q&A systems, AWS and generative AI training, AI consulting and integration for small and medium businesses. Book a free demo today.",
    path: "/services",
    breadcrumbs: [{ name: "Services", path: "/services" }],
  });

/** The two flagship solutions at work: a chat and a document answer with its sources. */
const flagshipMedia: Partial<Record<string, ReactNode>> = {
  "ai-chatbots": <ChatConversation tone="light" />,
  "rag-qa-systems": <RagAnswer tone="light" />,
};

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow={servicesCopy.eyebrow}
        title={servicesCopy.title}
        lead={servicesCopy.lead}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/book-demo">
                <CalendarCheck aria-hidden="true" />
                Book a Free Demo
              </Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to="/contact">
                <Mail aria-hidden="true" />
                Contact Us
              </Link>
            </Button>
          </>
        }
      />

      <Section id="catalog" title={servicesCopy.catalogTitle} intro={servicesCopy.catalogIntro}>
        {/* Four columns on wide screens: the two flagship solutions span two each and show themselves at work, so ten cards fill three rows. */}
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCards.map((service, index) => (
            <li key={service.slug} className={index < 2 ? "lg:col-span-2" : undefined}>
              <ServiceLinkCard service={service} media={flagshipMedia[service.slug]} mediaPlacement="below" />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-choose" tone="muted" title={servicesCopy.whyTitle} intro={servicesCopy.whyIntro}>
        <ul className="grid grid-cols-1 gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {whyChoose.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.title} className="flex gap-4">
                <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{item.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="success-stories" title={servicesCopy.storiesTitle} intro={servicesCopy.storiesIntro}>
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {successStories.map((story) => (
            <li key={story.id}>
              <SuccessStoryCard story={story} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600">{servicesCopy.storiesNote}</p>
      </Section>

      <CtaBanner
        title={servicesCopy.ctaTitle}
        text={servicesCopy.ctaText}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/book-demo">Book a Free Demo</Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to="/contact">
                Contact Us
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
