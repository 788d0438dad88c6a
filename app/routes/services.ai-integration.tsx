import type { Route } from "./+types/services.ai-integration";
import { ServiceOverviewPage } from "~/components/service-overview-page";
import { IntegrationMap } from "~/components/product-illustrations";
import {
  integrationCta,
  integrationFeatures,
  integrationHero,
  integrationProcess,
  integrationSeo,
} from "~/content/service-pages/ai-integration";
import { serviceMeta } from "~/lib/service-meta";

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, integrationSeo);

const content = {
  hero: integrationHero,
  features: integrationFeatures,
  process: integrationProcess,
  cta: integrationCta,
  requestLabel: "Request an Integration",
  interest: "ai-integration",
};

export default function AiIntegrationPage() {
  return (
    <ServiceOverviewPage
      content={content}
      illustration={
        <IntegrationMap
          label="An AI assistant connected to a CRM, a help desk, messaging apps, workflows, APIs and monitoring"
          className="max-w-lg justify-self-end"
        />
      }
      bodyPicture={<IntegrationMap tone="light" className="mx-auto max-w-lg" />}
    />
  );
}
