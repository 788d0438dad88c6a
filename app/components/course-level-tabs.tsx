import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { CourseLevel } from "~/content/courses";

/** Where a tab's link lands: the tabs themselves, below the hero. */
const SECTION_ID = "course-levels";

/**
 * The levels of a course as WAI-ARIA tabs (arrow keys move between tabs; behaviour:
 * app/enhance/tabs.ts). The first level is the default. Every panel is rendered, so the HTML
 * holds all levels for crawlers; inactive panels are hidden, which also hides them from
 * assistive technology.
 *
 * Each tab is a link to `?level=<id>`, which the server renders with that level selected, so the
 * levels switch without JavaScript too. The page script turns the links into tabs that switch in
 * place, with only the selected one in the Tab order.
 */
export function CourseLevelTabs({
  levels,
  renderLevel,
  label = "Course level",
}: {
  levels: readonly [CourseLevel, ...CourseLevel[]];
  renderLevel: (level: CourseLevel) => ReactNode;
  label?: string;
}) {
  const baseId = useId();
  const [searchParams] = useSearchParams();
  const selected = levels.find((level) => level.id === searchParams.get("level")) ?? levels[0];
  return (
    <div data-tabs="" id={SECTION_ID}>
      <div className="bg-slate-50 pt-8">
        <div className="container-page">
          <div role="tablist" aria-label={label} className="flex w-full gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:w-auto">
            {levels.map((level) => (
              <Link
                key={level.id}
                to={{ search: `?level=${level.id}`, hash: SECTION_ID }}
                role="tab"
                id={`${baseId}-tab-${level.id}`}
                aria-selected={level === selected}
                aria-controls={`${baseId}-panel-${level.id}`}
                className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm sm:px-5 sm:text-base"
              >
                {level.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
      {levels.map((level) => (
        <div
          key={level.id}
          role="tabpanel"
          id={`${baseId}-panel-${level.id}`}
          aria-labelledby={`${baseId}-tab-${level.id}`}
          tabIndex={0}
          hidden={level !== selected}
        >
          {renderLevel(level)}
        </div>
      ))}
    </div>
  );
}
