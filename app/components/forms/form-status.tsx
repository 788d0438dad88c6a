import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormResult } from "~/forms/outcome";
import { cn } from "~/lib/cn";

/**
 * The outcome of a post made without JavaScript, shown above the form it belongs to. It is
 * rendered with the page, so screen readers meet it in reading order (it is also a live region
 * for the rare case it changes in place). When the form is kept (a failure), the page comes back
 * with focus here, as the form's action carries no fragment that would scroll elsewhere; once
 * saved, the confirmation that replaces the form takes focus instead.
 */
export function FormStatus({ result, className, tone = "light" }: { result?: FormResult; className?: string; tone?: "light" | "dark" }) {
  if (!result) return null;
  const destructive = result.message.variant === "destructive";
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      role={destructive ? "alert" : "status"}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, the only way to take the reader to it
      autoFocus={result.outcome.status !== "saved"}
      data-form-status={result.form}
      className={cn(
        "flex items-start gap-3 rounded-xl border p-4 outline-none",
        destructive ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-950",
        tone === "dark" && "shadow-sm",
        className,
      )}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-red-700" : "text-emerald-700")} aria-hidden="true" />
      <div>
        <p className="font-semibold">{result.message.title}</p>
        <p className="mt-1 text-sm leading-relaxed">{result.message.description}</p>
      </div>
    </div>
  );
}
