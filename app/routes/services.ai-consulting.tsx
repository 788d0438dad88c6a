import type { Route } from "./+types/services.ai-consulting";
import { ServiceOverviewPage } from "~/components/service-overview-page";
import { ConsultingRoadmap } from "~/components/product-illustrations";
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
  interest: "ai-consulting",
};

export default function AiConsultingPage() {
  return (
    <ServiceOverviewPage
      content={content}
      illustration={
        <ConsultingRoadmap
          label="Example roadmap: the engagement's four steps and the typical effort for a chatbot, a RAG system and an AI workflow"
          className="max-w-md justify-self-end"
        />
      }
      bodyPicture={<ConsultingRoadmap tone="light" className="mx-auto max-w-md" />}
    />
  );
}
