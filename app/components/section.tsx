import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A page section with an optional eyebrow, h2 and intro, on one of three backgrounds. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  align = "center",
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "muted" | "dark";
  align?: "center" | "left";
  children?: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-16 sm:py-20", tone === "muted" && "bg-slate-50", tone === "dark" && "on-dark bg-ink text-slate-300", className)}
    >
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <div className={cn("mb-10 max-w-3xl sm:mb-12", align === "center" && "mx-auto text-center")}>
            {eyebrow && (
              <p className={cn("text-sm font-semibold tracking-wide uppercase", tone === "dark" ? "text-accent-300" : "text-brand-700")}>
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className={cn("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", tone === "dark" && "text-white")}>
                {title}
              </h2>
            )}
            {intro && <p className={cn("mt-4 text-lg", tone === "dark" ? "text-slate-300" : "text-slate-600")}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
