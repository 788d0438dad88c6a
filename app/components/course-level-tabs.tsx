import { useId, type ReactNode } from "react";
import type { CourseLevel } from "~/content/courses";

/**
 * The levels of a course as WAI-ARIA tabs (arrow keys move between tabs; behaviour:
 * app/enhance/tabs.ts). The first level is the default. Every panel is rendered, so the HTML
 * holds all levels for crawlers; inactive panels are hidden, which also hides them from
 * assistive technology.
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
  return (
    <div data-tabs="">
      <div className="bg-slate-50 pt-8">
        <div className="container-page">
          <div role="tablist" aria-label={label} className="flex w-full gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:w-auto">
            {levels.map((level, index) => (
              <button
                key={level.id}
                type="button"
                role="tab"
                id={`${baseId}-tab-${level.id}`}
                aria-selected={index === 0}
                aria-controls={`${baseId}-panel-${level.id}`}
                tabIndex={index === 0 ? 0 : -1}
                className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm sm:px-5 sm:text-base"
              >
                {level.label}
              </button>
            ))}
          </div>
        </div>
      </div>
      {levels.map((level, index) => (
        <div
          key={level.id}
          role="tabpanel"
          id={`${baseId}-panel-${level.id}`}
          aria-labelledby={`${baseId}-tab-${level.id}`}
          tabIndex={0}
          hidden={index !== 0}
        >
          {renderLevel(level)}
        </div>
      ))}
    </div>
  );
}
