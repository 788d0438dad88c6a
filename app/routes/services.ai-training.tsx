import { Link } from "react-router";
import type { Route } from "./+types/services.ai-training";
import { CourseCard } from "~/components/course-card";
import { CourseFinder } from "~/components/course-finder";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-card";
import { PageHero } from "~/components/page-hero";
import { TrainingCatalogue } from "~/components/product-illustrations";
import { Section } from "~/components/section";
import { RegisterTrainingButton, TrainingRegisterSection, useRegistrationRequested } from "~/components/training-register-section";
import { TrainingRegistrationForm } from "~/components/forms/training-registration-form";
import { Button } from "~/components/ui/button";
import { trainingCourseCards } from "~/content/courses";
import { trainingCoursesSection, trainingCta, trainingHero, trainingSeo, whyUpskill } from "~/content/service-pages/ai-training";
import { countryOptions } from "~/forms/training-registration";
import { serviceMeta } from "~/lib/service-meta";
import type { FormId } from "~/forms/outcome";
import { formAction } from "~/server/leads/action.server";

/** Country names come from the server's Intl data, so server HTML and browser agree. */
export function loader() {
  return { countries: countryOptions() };
}

/** The form this page takes, posted as a form or as JSON (server/main.mjs routes JSON posts by it). */
export const leadForm = (): FormId => "training";

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(leadForm(), request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(matches, trainingSeo);

export default function AiTrainingPage({ loaderData, actionData }: Route.ComponentProps) {
  const requested = useRegistrationRequested();
  const consultation = (
    <Button asChild variant="outlineDark" size="lg">
      <Link to="/contact">Book a Free Consultation</Link>
    </Button>
  );
  return (
    <>
      <PageHero
        eyebrow={trainingHero.eyebrow}
        title={trainingHero.title}
        lead={trainingHero.lead}
        illustration={<TrainingCatalogue label="Our AI training courses and their lengths" className="max-w-md justify-self-end" />}
        actions={
          <>
            <RegisterTrainingButton />
            {consultation}
          </>
        }
      />

      <CourseFinder />

      <Section id="courses" title={trainingCoursesSection.title} intro={trainingCoursesSection.intro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trainingCourseCards.map((card) => (
            <li key={card.name}>
              <CourseCard card={card} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-upskill" tone="muted" title={whyUpskill.title} intro={whyUpskill.intro}>
        <FeatureGrid items={whyUpskill.items} className="md:grid-cols-3" />
      </Section>

      <TrainingRegisterSection shown={requested || actionData !== undefined}>
        <TrainingRegistrationForm countries={loaderData.countries} result={actionData} />
      </TrainingRegisterSection>

      <CtaBanner
        title={trainingCta.title}
        text={trainingCta.text}
        actions={
          <>
            <RegisterTrainingButton />
            {consultation}
          </>
        }
      />
    </>
  );
}
