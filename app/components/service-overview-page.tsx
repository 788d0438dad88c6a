import type { ReactNode } from "react";
import { Link } from "react-router";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-card";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import type { CtaCopy, HeroCopy, ProcessStep, ServiceFeature } from "~/content/service-pages";
import { bookDemoHref } from "~/content/demo-interest";

export interface ServiceOverviewContent {
  hero: HeroCopy;
  /** Left out where the page's module already shows every feature (AI Integration's map). */
  features?: { title: string; intro: string; items: readonly ServiceFeature[] };
  /** Left out where the page's module already walks through the steps (AI Consulting's roadmap). */
  process?: { title: string; intro: string; steps: readonly ProcessStep[] };
  timelines?: { title: string; items: readonly { label: string; value: string }[] };
  cta: CtaCopy;
  /** Label of the request button, which leads to /book-demo. */
  requestLabel: string;
  /** The service's slug, carried to the demo form as its subject. */
  interest: string;
}

/**
 * AI Consulting and AI Integration: hero, the page's own module (what the service makes, shown at
 * every width), features and process unless the module shows them, optional timelines, request
 * button. An optional hero picture shows from `lg`, and an optional `bodyPicture` after the
 * features below that.
 */
export function ServiceOverviewPage({
  content,
  illustration,
  module,
  bodyPicture,
}: {
  content: ServiceOverviewContent;
  illustration?: ReactNode;
  module?: ReactNode;
  bodyPicture?: ReactNode;
}) {
  const request = (
    <Button asChild size="lg">
      <Link to={bookDemoHref(content.interest)}>{content.requestLabel}</Link>
    </Button>
  );
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        illustration={illustration}
        actions={request}
      />

      {module}

      {content.features && (
        <Section id="features" title={content.features.title} intro={content.features.intro}>
          <FeatureGrid items={content.features.items} className="sm:grid-cols-2 lg:grid-cols-3" />
          {bodyPicture && <div className="mt-10 lg:hidden">{bodyPicture}</div>}
        </Section>
      )}

      {content.process && (
        <Section id="process" tone="muted" title={content.process.title} intro={content.process.intro}>
          <ProcessSteps steps={content.process.steps} tone="muted" />
          {content.timelines && (
            <div className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-lg font-semibold">{content.timelines.title}</h3>
              <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
                {content.timelines.items.map((item) => (
                  <div key={item.label} className="rounded-xl bg-slate-50 p-4">
                    <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
                    <dd className="mt-1 text-2xl font-bold text-slate-900">{item.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </Section>
      )}

      <CtaBanner title={content.cta.title} text={content.cta.text} actions={request} />
    </>
  );
}
