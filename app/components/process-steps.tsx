import type { ProcessStep } from "~/content/service-pages";
import { cn } from "~/lib/cn";

const columns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
};

/** Numbered steps, side by side on wide screens. The list itself carries the order for assistive technology. */
export function ProcessSteps({ steps, tone = "white" }: { steps: readonly ProcessStep[]; tone?: "white" | "muted" }) {
  return (
    <ol className={cn("grid grid-cols-1 gap-6", columns[steps.length] ?? "sm:grid-cols-2 lg:grid-cols-3")}>
      {steps.map((step) => (
        <li
          key={step.number}
          className={cn("relative rounded-2xl border border-slate-200 p-6", tone === "muted" ? "bg-white shadow-sm" : "bg-slate-50")}
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
          >
            {step.number}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
