import { Link } from "react-router";
import type { Route } from "./+types/services.ai-chatbots";
import { CheckList } from "~/components/check-list";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-card";
import { PageHero } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { LiveChatDemo } from "~/components/live-chat-demo";
import { ChatConversation } from "~/components/product-illustrations";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { UseCaseCard } from "~/components/use-case-card";
import {
  chatbotsCta,
  chatbotsFeatures,
  chatbotsHero,
  chatbotsKeyFeatures,
  chatbotsLiveDemo,
  chatbotsProcess,
  chatbotsSeo,
  chatbotsUseCases,
} from "~/content/service-pages/ai-chatbots";
import { serviceMeta } from "~/lib/service-meta";
import { askAssistant } from "~/server/showcase.server";

/** The live conversation: the page's questions put to the site's assistant when the page is rendered (at build time). */
export async function loader() {
  const turns = await askAssistant(chatbotsLiveDemo.questions);
  return { turns: turns.map(({ question, answer }) => ({ question, answer: { answer: answer.answer, sources: answer.sources } })) };
}

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, chatbotsSeo);

export default function AiChatbotsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={chatbotsHero.eyebrow}
        title={chatbotsHero.title}
        lead={chatbotsHero.lead}
        illustration={
          <ChatConversation
            label="Example: a visitor asks our assistant about a free demo, and it answers"
            className="max-w-md justify-self-end"
          />
        }
        actions={
          <Button asChild size="lg">
            <Link to="/contact">Book a Free Consultation</Link>
          </Button>
        }
      />

      <LiveChatDemo copy={chatbotsLiveDemo} turns={loaderData.turns} />

      <Section id="features" title={chatbotsFeatures.title} intro={chatbotsFeatures.intro}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
          <FeatureGrid items={chatbotsFeatures.items} className="sm:grid-cols-2" />
          <aside aria-labelledby="key-features-heading" className="rounded-2xl bg-ink p-6 text-slate-300 on-dark lg:sticky lg:top-24">
            <h3 id="key-features-heading" className="text-xl font-semibold text-white">
              {chatbotsKeyFeatures.title}
            </h3>
            <CheckList items={chatbotsKeyFeatures.items} className="mt-5 [&_svg]:text-accent-400" />
          </aside>
        </div>
      </Section>

      <Section id="use-cases" tone="muted" title={chatbotsUseCases.title} intro={chatbotsUseCases.intro}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {chatbotsUseCases.items.map((useCase) => (
            <li key={useCase.title}>
              <UseCaseCard useCase={useCase} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title={chatbotsProcess.title} intro={chatbotsProcess.intro}>
        <ProcessSteps steps={chatbotsProcess.steps} />
      </Section>

      <CtaBanner
        title={chatbotsCta.title}
        text={chatbotsCta.text}
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
