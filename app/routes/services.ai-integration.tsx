import type { Route } from "./+types/services.ai-integration";
import { ServiceOverviewPage } from "~/components/service-overview-page";
import { ConnectIllustration } from "~/components/service-illustrations";
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
};

export default function AiIntegrationPage() {
  return <ServiceOverviewPage content={content} illustration={<ConnectIllustration />} />;
}
