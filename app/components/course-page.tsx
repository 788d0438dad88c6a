import { BadgeDollarSign, CalendarClock, Hammer, UserRound } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { CourseLevelTabs } from "~/components/course-level-tabs";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { CourseOutline } from "~/components/product-illustrations";
import { Button } from "~/components/ui/button";
import { type Course, type CourseContent, type CourseLevel, formatSalary, groupTraining } from "~/content/courses";

/** Where the course pages send people who want to sign up. */
const REGISTER_HREF = "/services/ai-training?register=true#register";

/**
 * The one template of the seven course pages: hero, a summary of duration, audience and salary
 * potential, the course content (or "Coming Soon" while it is missing) and a closing call to action.
 * A course with several levels shows them as tabs.
 */
export function CoursePage({ course }: { course: Course }) {
  const multiLevel = course.levels.length > 1;
  return (
    <>
      <PageHero
        eyebrow="AI Training Course"
        title={course.title}
        lead={course.lead}
        illustration={
          course.levels[0].content && (
            <CourseOutline course={course} label={`The modules of ${course.title}`} className="max-w-md justify-self-end" />
          )
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/contact">Book a Free Consultation</Link>
            </Button>
            {course.showPricing && (
              <Button asChild variant="outlineDark" size="lg">
                <Link to="/pricing">View Pricing</Link>
              </Button>
            )}
          </>
        }
      />
      {multiLevel ? (
        <CourseLevelTabs levels={course.levels} renderLevel={(level) => <CourseLevelBody level={level} levelName={level.label} />} />
      ) : (
        <CourseLevelBody level={course.levels[0]} />
      )}
      <CtaBanner
        title="Ready to Start Learning?"
        text="Register your interest and we will contact you with dates, format and next steps, or book a free consultation to find the right course for you or your team."
        actions={
          <>
            <Button asChild size="lg">
              <Link to={REGISTER_HREF}>Register for Training</Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to="/contact">Book a Free Consultation</Link>
            </Button>
          </>
        }
      />
    </>
  );
}

function CourseLevelBody({ level, levelName }: { level: CourseLevel; levelName?: string }) {
  const idPrefix = `course-${level.id}`;
  return (
    <>
      <CourseSummary level={level} idPrefix={idPrefix} levelName={levelName} />
      {level.content ? <CourseDetails content={level.content} idPrefix={idPrefix} /> : <CourseComingSoon idPrefix={idPrefix} />}
    </>
  );
}

/** Duration, audience and salary potential at a glance. */
export function CourseSummary({ level, idPrefix, levelName }: { level: CourseLevel; idPrefix: string; levelName?: string }) {
  const items = [
    { icon: CalendarClock, term: "Duration", value: level.duration },
    { icon: UserRound, term: "Who it's for", value: level.audienceSummary },
    { icon: BadgeDollarSign, term: "Salary potential", value: `About ${formatSalary(level.salaryPotential)} a year` },
  ];
  return (
    <section aria-labelledby={`${idPrefix}-summary`} className="bg-slate-50 py-10 sm:py-12">
      <div className="container-page">
        <h2 id={`${idPrefix}-summary`} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {levelName ? `${levelName} at a Glance` : "Course at a Glance"}
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {items.map(({ icon: Icon, term, value }) => (
            <div key={term} className="relative rounded-2xl border border-slate-200 bg-white py-5 pr-5 pl-20 shadow-sm">
              <dt className="text-sm font-medium text-slate-600">
                <span className="absolute top-5 left-5 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {term}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">
          Salary potential is an approximate typical yearly salary for roles that use these skills.
        </p>
      </div>
    </section>
  );
}

function CourseDetails({ content, idPrefix }: { content: CourseContent; idPrefix: string }) {
  return (
    <section aria-labelledby={`${idPrefix}-learn`} className="py-16 sm:py-20">
      <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <h2 id={`${idPrefix}-learn`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            What You Will Learn
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{content.overview}</p>
          <CheckList items={content.outcomes} columns={2} className="mt-8" />

          <h2 id={`${idPrefix}-modules`} className="mt-14 text-2xl font-bold tracking-tight sm:text-3xl">
            Course Modules
          </h2>
          <ol className="mt-6 space-y-4">
            {content.modules.map((module, index) => (
              <li key={module.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{module.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{module.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>

        <div className="space-y-6 lg:pt-2">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 className="text-xl font-bold">Who This Course Is For</h2>
            <CheckList items={content.audience} className="mt-4" />
            {content.prerequisites && (
              <>
                <h3 className="mt-6 text-base font-semibold">Before You Start</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{content.prerequisites}</p>
              </>
            )}
          </div>
          <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
            <h2 className="text-xl font-bold">{groupTraining.title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{groupTraining.text}</p>
            <Button asChild className="mt-4 whitespace-normal text-center">
              <Link to="/contact">{groupTraining.linkLabel}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Shown instead of the course content while it is still being written. */
export function CourseComingSoon({ idPrefix = "course" }: { idPrefix?: string }) {
  return (
    <section aria-labelledby={`${idPrefix}-coming-soon`} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl rounded-3xl border border-dashed border-brand-300 bg-brand-50 px-6 py-12 text-center sm:px-12">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
            <Hammer className="size-7" aria-hidden="true" />
          </div>
          <h2 id={`${idPrefix}-coming-soon`} className="mt-6 text-3xl font-bold tracking-tight">
            Coming Soon
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            We are finishing the full outline of this course. Get in touch and we will share the details and the next start date.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/contact">Contact Us</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/book-demo">Book a Demo</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
