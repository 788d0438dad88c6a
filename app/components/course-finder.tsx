import { ArrowRight, CalendarClock, ClipboardList, Users } from "lucide-react";
import { Link } from "react-router";
import { PickerOption, pickerKey } from "~/components/picker";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { courseFinderCopy, findCourse, finderGoals, finderLevels, type FinderGoal, type FinderLevel } from "~/content/course-finder";
import { cardLevel, courseBySlug, coursePath, type TrainingCourseCard } from "~/content/courses";

/** The course page of a card: the page itself, or its level's tab for a level after the first. */
export function courseHref(card: TrainingCourseCard): string {
  const course = courseBySlug(card.slug);
  const first = course?.levels[0]?.id;
  return first && card.levelId !== first ? `${coursePath(card.slug)}?level=${card.levelId}#course-levels` : coursePath(card.slug);
}

function CourseResult({ card }: { card: TrainingCourseCard }) {
  const level = cardLevel(card);
  const prerequisites = level?.content?.prerequisites;
  return (
    <div className="flex h-full flex-col rounded-2xl bg-ink p-6 text-slate-300 shadow-xl ring-1 ring-white/10 on-dark sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{courseFinderCopy.resultLabel}</p>
      <h3 className="mt-2 text-2xl font-bold text-white">{card.name}</h3>
      <p className="mt-3 leading-relaxed">{card.description}</p>
      {level && (
        <dl className="mt-5 space-y-3 text-sm">
          <div className="flex items-start gap-3">
            <dt className="flex w-28 shrink-0 items-center gap-2 font-semibold text-white">
              <CalendarClock className="size-4 text-accent-300" aria-hidden="true" />
              Length
            </dt>
            <dd>{level.duration}</dd>
          </div>
          <div className="flex items-start gap-3">
            <dt className="flex w-28 shrink-0 items-center gap-2 font-semibold text-white">
              <Users className="size-4 text-accent-300" aria-hidden="true" />
              For
            </dt>
            <dd>{level.audienceSummary}</dd>
          </div>
          {prerequisites && (
            <div className="flex items-start gap-3">
              <dt className="flex w-28 shrink-0 items-center gap-2 font-semibold text-white">
                <ClipboardList className="size-4 text-accent-300" aria-hidden="true" />
                You need
              </dt>
              <dd>{prerequisites}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-auto pt-6">
        <Button asChild size="lg" className="w-full sm:w-auto">
          {/* Named with the course, since every combination's link is in the page (one shows at a time). */}
          <Link to={courseHref(card)} aria-label={`${courseFinderCopy.viewLabel}: ${card.name}`}>
            {courseFinderCopy.viewLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {/* In each result (only the shown one can be reached): on a phone it follows the course it refers to. */}
        <p className="mt-4 text-sm text-slate-300">
          {courseFinderCopy.adviceText}{" "}
          <Link to="/contact" className="font-semibold text-accent-300 hover:underline">
            {courseFinderCopy.adviceLink}
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * The AI Training page's module: two radio groups (goal, starting level) and the course they lead
 * to, shown by the stylesheet with no script (app/components/picker.tsx). Every combination's
 * course is in the HTML; only the chosen one shows. The first goal and level start checked, so a
 * course always shows.
 */
export function CourseFinder({ id = "course-finder" }: { id?: string }) {
  return (
    <Section id={id} tone="muted" title={courseFinderCopy.title} intro={courseFinderCopy.intro}>
      <div data-picker="" className="grid grid-cols-1 gap-8 lg:grid-cols-[1.15fr_0.85fr] lg:items-stretch">
        <div className="space-y-8">
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">{courseFinderCopy.goalLegend}</legend>
            <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {finderGoals.map((goal, index) => (
                <PickerOption
                  key={goal.id}
                  name="finder-goal"
                  question="a"
                  index={index}
                  value={goal.id}
                  defaultChecked={index === 0}
                  label={goal.label}
                  hint={goal.hint}
                  className="sm:last:odd:col-span-2"
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">{courseFinderCopy.levelLegend}</legend>
            <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
              {finderLevels.map((level, index) => (
                <PickerOption
                  key={level.id}
                  name="finder-level"
                  question="b"
                  index={index}
                  value={level.id}
                  defaultChecked={index === 0}
                  label={level.label}
                  hint={level.hint}
                />
              ))}
            </div>
          </fieldset>
        </div>
        {/* Polite: a screen reader hears the new course once a choice changes it. */}
        <div aria-live="polite">
          {finderGoals.map((goal, goalIndex) => (
            <div key={goal.id} data-show-for={pickerKey("a", goalIndex)} className="h-full">
              {finderLevels.map((level, levelIndex) => (
                <div
                  key={level.id}
                  data-show-for={pickerKey("b", levelIndex)}
                  className="h-full"
                  data-finder-result={`${goal.id}/${level.id}`}
                >
                  <CourseResult card={findCourse(goal.id as FinderGoal, level.id as FinderLevel)} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
