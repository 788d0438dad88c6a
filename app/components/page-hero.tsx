import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The dark hero every page opens with: optional eyebrow, the page's single h1, a lead
 * paragraph, actions, and an optional illustration on wide screens.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  illustration,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  illustration?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("on-dark relative isolate overflow-hidden bg-ink text-slate-300", className)}>
      <HeroBackdrop />
      <div
        className={cn(
          "container-page relative grid gap-10 py-16 sm:py-20 lg:py-24",
          illustration && "lg:grid-cols-[1.15fr_0.85fr] lg:items-center",
        )}
      >
        <div>
          {eyebrow && (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-accent-300 ring-1 ring-white/10">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">{title}</h1>
          {lead && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{lead}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          {children}
        </div>
        {illustration && <div className="hidden lg:block">{illustration}</div>}
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 600">
      <defs>
        <radialGradient id="hero-glow-a" cx="0.15" cy="0.1" r="0.6">
          <stop offset="0" stopColor="#4f46e5" stopOpacity="0.45" />
          <stop offset="1" stopColor="#4f46e5" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow-b" cx="0.9" cy="0.9" r="0.5">
          <stop offset="0" stopColor="#06b6d4" stopOpacity="0.25" />
          <stop offset="1" stopColor="#06b6d4" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="#ffffff" strokeOpacity="0.05" />
        </pattern>
      </defs>
      <rect width="1440" height="600" fill="url(#hero-grid)" />
      <rect width="1440" height="600" fill="url(#hero-glow-a)" />
      <rect width="1440" height="600" fill="url(#hero-glow-b)" />
    </svg>
  );
}
