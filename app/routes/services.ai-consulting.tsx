import type { Route } from "./+types/services.ai-consulting";
import { ServiceOverviewPage } from "~/components/service-overview-page";
import { SampleRoadmap } from "~/components/sample-roadmap";
import {
  consultingCta,
  consultingFeatures,
  consultingHero,
  consultingSampleRoadmap,
  consultingSeo,
} from "~/content/service-pages/ai-consulting";
import { serviceMeta } from "~/lib/service-meta";

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, consultingSeo);

/** The engagement's steps are the roadmap's first part, so the page has no separate process section. */
const content = {
  hero: consultingHero,
  features: consultingFeatures,
  cta: consultingCta,
  requestLabel: "Request a Consultation",
  interest: "ai-consulting",
};

export default function AiConsultingPage() {
  return <ServiceOverviewPage content={content} module={<SampleRoadmap copy={consultingSampleRoadmap} />} />;
}
