import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import type { CourseLevel } from "~/content/courses";

/**
 * The levels of a course as WAI-ARIA tabs (arrow keys move between tabs). The first level is
 * the default. Every panel is rendered, so the server HTML holds all levels for crawlers and
 * no-JS readers; inactive panels are hidden with display:none, which also hides them from
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
  return (
    <Tabs.Root defaultValue={levels[0].id}>
      <div className="bg-slate-50 pt-8">
        <div className="container-page">
          <Tabs.List aria-label={label} className="flex w-full gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:w-auto">
            {levels.map((level) => (
              <Tabs.Trigger
                key={level.id}
                value={level.id}
                className="inline-flex min-h-11 flex-1 whitespace-nowrap items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm font-semibold text-slate-700 sm:px-5 sm:text-base hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
              >
                {level.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
      </div>
      {levels.map((level) => (
        <Tabs.Content key={level.id} value={level.id} forceMount className="data-[state=inactive]:hidden">
          {renderLevel(level)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
