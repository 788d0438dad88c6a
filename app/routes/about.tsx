import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCard, FeatureGrid } from "~/components/feature-card";
import { MissionIllustration } from "~/components/mission-illustration";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { aboutCta, aboutIntro, aboutSeo, coreValues, howWeWork, mission, whatWeDo } from "~/content/about";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(aboutSeo.title),
    description: aboutSeo.description,
    path: "/about",
    breadcrumbs: [{ name: "About Us", path: "/about" }],
  });

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow={aboutIntro.eyebrow}
        title={aboutIntro.title}
        lead={aboutIntro.lead}
        illustration={<MissionIllustration className="mx-auto w-full max-w-md" />}
      />

      <Section id="mission" eyebrow={mission.eyebrow} title={mission.title} align="left">
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
          <p className="self-start border-l-4 border-accent-400 pl-5 text-2xl leading-snug font-semibold text-slate-900 sm:text-3xl">
            {mission.statement}
          </p>
          <div className="space-y-4 text-lg leading-relaxed text-slate-600">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="what-we-do" title={whatWeDo.title} intro={whatWeDo.intro} tone="muted">
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whatWeDo.items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title}>
                <p>{item.description}</p>
                <Link to={item.href} className="mt-4 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                  Learn more<span className="sr-only"> about {item.title.toLowerCase()}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-we-work" title={howWeWork.title} intro={howWeWork.intro}>
        <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {howWeWork.items.map((item, index) => (
            <li key={item.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  className="flex size-11 items-center justify-center rounded-xl bg-ink text-lg font-bold text-accent-300"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <item.icon className="size-5 text-brand-700" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="values" title={coreValues.title} intro={coreValues.intro} tone="muted">
        <FeatureGrid items={coreValues.items} className="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <CtaBanner
        title={aboutCta.title}
        text={aboutCta.text}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={aboutCta.primary.href}>{aboutCta.primary.label}</Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to={aboutCta.secondary.href}>{aboutCta.secondary.label}</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
