import { Link } from "react-router";
import type { Route } from "./+types/services.ai-consulting";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCard } from "~/components/feature-card";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { Section } from "~/components/section";
import { ConnectIllustration } from "~/components/service-illustrations";
import { Button } from "~/components/ui/button";
import { localPageTitle, serviceBreadcrumbs } from "~/content/service-pages";
import {
  consultingCta,
  consultingFeatures,
  consultingHero,
  consultingProcess,
  consultingSeo,
  consultingTimelines,
} from "~/content/service-pages/ai-consulting";
import { serviceJsonLd } from "~/lib/json-ld";
import { routeMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: localPageTitle(consultingSeo.name),
    description: consultingSeo.description,
    path: consultingSeo.path,
    breadcrumbs: serviceBreadcrumbs(consultingSeo),
    jsonLd: [serviceJsonLd(siteUrlFrom(matches), consultingSeo)],
  });

function RequestButton() {
  return (
    <Button asChild variant="accent" size="lg">
      <Link to="/book-demo">Request a Consultation</Link>
    </Button>
  );
}

export default function AiConsultingPage() {
  return (
    <>
      <PageHero
        eyebrow={consultingHero.eyebrow}
        title={consultingHero.title}
        lead={consultingHero.lead}
        illustration={<ConnectIllustration />}
        actions={<RequestButton />}
      />

      <Section id="features" title={consultingFeatures.title} intro={consultingFeatures.intro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {consultingFeatures.items.map((feature) => (
            <li key={feature.title}>
              <FeatureCard icon={feature.icon} title={feature.title}>
                {feature.description}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" tone="muted" title={consultingProcess.title} intro={consultingProcess.intro}>
        <ProcessSteps steps={consultingProcess.steps} tone="muted" />
        <div className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-semibold">{consultingTimelines.title}</h3>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {consultingTimelines.items.map((item) => (
              <div key={item.label} className="rounded-xl bg-slate-50 p-4">
                <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <CtaBanner title={consultingCta.title} text={consultingCta.text} actions={<RequestButton />} />
    </>
  );
}
