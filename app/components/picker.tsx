import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Radio buttons that choose what a picker shows, with no script: the stylesheet shows the
 * `data-show-for` element of the checked radio (app/app.css, "Pickers without JavaScript"). The
 * radios are real inputs in a fieldset, so keyboards (Tab into the group, arrows to choose) and
 * screen readers use them as any radio group.
 */

/** How many options each question of a picker may have: the rules app/app.css holds. */
export const PICKER_LIMITS = { a: 8, b: 4 } as const;

export type PickerQuestion = keyof typeof PICKER_LIMITS;

/** The mark of option `index` of a picker's question: on its radio (`data-option`) and on what it shows (`data-show-for`). */
export function pickerKey(question: PickerQuestion, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= PICKER_LIMITS[question])
    throw new Error(
      `A picker's question "${question}" has room for ${PICKER_LIMITS[question]} options; option ${index} has no rule in app/app.css.`,
    );
  return `${question}${index}`;
}

/** One radio of a picker, drawn as a selectable tile; `hint` is a second, smaller line. */
export function PickerOption({
  name,
  question,
  index,
  value,
  defaultChecked,
  label,
  hint,
  className,
}: {
  name: string;
  question: PickerQuestion;
  index: number;
  value: string;
  defaultChecked?: boolean;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <label
      className={cn(
        "relative flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-left shadow-sm transition-colors hover:border-brand-300",
        "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        data-option={pickerKey(question, index)}
        className="peer size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{label}</span>
        {hint && <span className="block text-sm text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}
