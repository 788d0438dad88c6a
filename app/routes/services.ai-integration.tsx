import { Link } from "react-router";
import type { Route } from "./+types/services.ai-integration";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCard } from "~/components/feature-card";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { Section } from "~/components/section";
import { ConnectIllustration } from "~/components/service-illustrations";
import { Button } from "~/components/ui/button";
import { localPageTitle, serviceBreadcrumbs } from "~/content/service-pages";
import {
  integrationCta,
  integrationFeatures,
  integrationHero,
  integrationProcess,
  integrationSeo,
} from "~/content/service-pages/ai-integration";
import { serviceJsonLd } from "~/lib/json-ld";
import { routeMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: localPageTitle(integrationSeo.name),
    description: integrationSeo.description,
    path: integrationSeo.path,
    breadcrumbs: serviceBreadcrumbs(integrationSeo),
    jsonLd: [serviceJsonLd(siteUrlFrom(matches), integrationSeo)],
  });

function RequestButton() {
  return (
    <Button asChild variant="accent" size="lg">
      <Link to="/book-demo">Request an Integration</Link>
    </Button>
  );
}

export default function AiIntegrationPage() {
  return (
    <>
      <PageHero
        eyebrow={integrationHero.eyebrow}
        title={integrationHero.title}
        lead={integrationHero.lead}
        illustration={<ConnectIllustration />}
        actions={<RequestButton />}
      />

      <Section id="features" title={integrationFeatures.title} intro={integrationFeatures.intro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {integrationFeatures.items.map((feature) => (
            <li key={feature.title}>
              <FeatureCard icon={feature.icon} title={feature.title}>
                {feature.description}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" tone="muted" title={integrationProcess.title} intro={integrationProcess.intro}>
        <ProcessSteps steps={integrationProcess.steps} tone="muted" />
      </Section>

      <CtaBanner title={integrationCta.title} text={integrationCta.text} actions={<RequestButton />} />
    </>
  );
}
