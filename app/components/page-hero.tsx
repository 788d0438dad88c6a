import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The dark hero every page opens with: optional eyebrow, the page's single h1, a lead
 * paragraph, actions, and an optional illustration on wide screens.
 *
 * Sub-pages use the compact size, so their main content starts in the first screen (at
 * 1366 x 768 the pricing plans' names and prices show without scrolling); only the home
 * page, whose hero is its content, takes the large one.
 */
export function PageHero({
  size = "compact",
  eyebrow,
  title,
  lead,
  actions,
  illustration,
  children,
  className,
}: {
  size?: "compact" | "large";
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  illustration?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const large = size === "large";
  return (
    <section className={cn("on-dark relative isolate overflow-hidden bg-ink text-slate-300", className)}>
      <HeroBackdrop />
      <div
        className={cn(
          "container-page relative grid",
          large ? "gap-10 py-16 sm:py-20 lg:py-24" : "gap-8 py-10 sm:py-12 lg:py-14",
          illustration && "lg:grid-cols-[1.15fr_0.85fr] lg:items-center",
        )}
      >
        <div>
          {eyebrow && (
            <p
              className={cn(
                "inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-accent-300 ring-1 ring-white/10",
                large ? "mb-4" : "mb-3",
              )}
            >
              {eyebrow}
            </p>
          )}
          <h1
            className={cn(
              "font-bold tracking-tight text-white",
              large ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl text-balance sm:text-4xl lg:text-5xl",
            )}
          >
            {title}
          </h1>
          {lead && (
            <p className={cn("max-w-2xl leading-relaxed text-slate-300", large ? "mt-6 text-lg sm:text-xl" : "mt-4 text-base sm:text-lg")}>
              {lead}
            </p>
          )}
          {actions && (
            // On a phone the buttons stack at full width, as the home page's do, rather than wrap
            // into a ragged pair of different widths.
            <div className={cn("flex flex-col gap-3 min-[28rem]:flex-row min-[28rem]:flex-wrap", large ? "mt-8" : "mt-6")}>{actions}</div>
          )}
          {children}
        </div>
        {illustration && (
          // A compact hero caps the drawing's height, so the drawing does not set the hero's height.
          <div className={cn("hidden lg:flex lg:justify-end", !large && "[&>svg]:max-h-72")}>{illustration}</div>
        )}
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
