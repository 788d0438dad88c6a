import { Link } from "react-router";
import type { Route } from "./+types/services.rag-qa-systems";
import { CheckList } from "~/components/check-list";
import { DocumentAnswerDemo } from "~/components/document-answer-demo";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-card";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { RagAnswer } from "~/components/product-illustrations";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { UseCaseCard } from "~/components/use-case-card";
import {
  ragCta,
  ragFeatures,
  ragHero,
  ragKeyFeatures,
  ragLiveDemo,
  ragProcess,
  ragSeo,
  ragUseCases,
} from "~/content/service-pages/rag-qa-systems";
import { serviceMeta } from "~/lib/service-meta";
import { documentAnswer } from "~/server/showcase.server";

/** The live example: the page's questions put to the site's retrieval when the page is rendered (at build time). */
export function loader() {
  return { answers: ragLiveDemo.questions.map(documentAnswer) };
}

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, ragSeo);

export default function RagQaSystemsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={ragHero.eyebrow}
        title={ragHero.title}
        lead={ragHero.lead}
        illustration={
          <RagAnswer
            label="Example: a question to an HR handbook, answered with three cited sources"
            className="max-w-md justify-self-end"
          />
        }
        actions={
          <Button asChild size="lg">
            <Link to="/contact">Book a Free Consultation</Link>
          </Button>
        }
      />

      <DocumentAnswerDemo copy={ragLiveDemo} answers={loaderData.answers} />

      <Section id="features" tone="muted" title={ragFeatures.title} intro={ragFeatures.intro}>
        <FeatureGrid items={ragFeatures.items} className="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="how-it-works" title={ragProcess.title} intro={ragProcess.intro}>
        <ProcessSteps steps={ragProcess.steps} />
      </Section>

      <Section id="key-features" tone="muted" title={ragKeyFeatures.title} intro={ragKeyFeatures.intro} align="left">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <CheckList items={ragKeyFeatures.items} columns={2} />
        </div>
      </Section>

      <Section id="use-cases" title={ragUseCases.title} intro={ragUseCases.intro}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ragUseCases.items.map((useCase) => (
            <li key={useCase.title}>
              <UseCaseCard useCase={useCase} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title={ragCta.title}
        text={ragCta.text}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/contact">Book a Free Consultation</Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to="/book-demo">Book a Free Demo</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
