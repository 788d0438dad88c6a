import type { Route } from "./+types/services.ai-consulting";
import { ServiceOverviewPage } from "~/components/service-overview-page";
import { ConnectIllustration } from "~/components/service-illustrations";
import {
  consultingCta,
  consultingFeatures,
  consultingHero,
  consultingProcess,
  consultingSeo,
  consultingTimelines,
} from "~/content/service-pages/ai-consulting";
import { serviceMeta } from "~/lib/service-meta";

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, consultingSeo);

const content = {
  hero: consultingHero,
  features: consultingFeatures,
  process: consultingProcess,
  timelines: consultingTimelines,
  cta: consultingCta,
  requestLabel: "Request a Consultation",
};

export default function AiConsultingPage() {
  return <ServiceOverviewPage content={content} illustration={<ConnectIllustration />} />;
}
