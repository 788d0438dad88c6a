import { ArrowRight, CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { cardLevel, coursePath, type TrainingCourseCard } from "~/content/courses";

/** A course card of /services/ai-training: title, duration, description and a "Learn more" link. */
export function CourseCard({ card }: { card: TrainingCourseCard }) {
  const level = cardLevel(card);
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {level && (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          <CalendarClock className="size-4" aria-hidden="true" />
          {level.duration}
        </p>
      )}
      <h3 className="mt-4 text-lg font-semibold">{card.name}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{card.description}</p>
      <Link
        to={coursePath(card.slug)}
        className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-4 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        Learn more<span className="sr-only"> about {card.name}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
