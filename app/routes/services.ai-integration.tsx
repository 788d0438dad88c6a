import type { Route } from "./+types/services.ai-integration";
import { ServiceOverviewPage } from "~/components/service-overview-page";
import { ToolConnections } from "~/components/tool-connections";
import {
  integrationCta,
  integrationHero,
  integrationProcess,
  integrationSeo,
  integrationToolsMap,
} from "~/content/service-pages/ai-integration";
import { serviceMeta } from "~/lib/service-meta";

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, integrationSeo);

/** The map shows every integration feature, so the page has no separate features grid. */
const content = {
  hero: integrationHero,
  process: integrationProcess,
  cta: integrationCta,
  requestLabel: "Request an Integration",
  interest: "ai-integration",
};

export default function AiIntegrationPage() {
  return <ServiceOverviewPage content={content} module={<ToolConnections copy={integrationToolsMap} />} />;
}
