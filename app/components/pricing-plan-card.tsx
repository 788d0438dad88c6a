import { Check, CirclePlus, Minus, Star } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatUsd, pricingCopy, type PricingPlan } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { bookDemoHref } from "~/content/demo-interest";

/**
 * One plan: name, fees, description, Book Now, fit and value, and its features (left-out ones
 * marked). On wide screens the card is a subgrid of the plans list's rows (its six children,
 * six rows), so the same part of every card starts at the same height whatever the length of
 * the text above it.
 */
export function PricingPlanCard({ plan }: { plan: PricingPlan }) {
  const Icon = plan.icon;
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex w-full flex-col rounded-3xl bg-white p-6 sm:p-8 lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0",
        // The highlighted card stands out by 1rem above and below; its padding grows by as much, so its rows stay in line.
        plan.highlighted ? "shadow-2xl ring-2 shadow-brand-900/15 ring-brand-600 lg:-my-4 lg:py-12" : "shadow-sm ring-1 ring-slate-200",
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-brand-600 px-3.5 py-1 text-sm font-semibold whitespace-nowrap text-white shadow-md">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          {plan.badge}
        </p>
      )}
      <div className="flex items-center gap-3">
        <div
          className={cn(
            "flex size-11 items-center justify-center rounded-xl",
            plan.highlighted ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </div>
        <h3 id={headingId} className="text-xl font-bold">
          {plan.name}
        </h3>
      </div>

      {/* Three cards a row are narrowest just above lg: the price shrinks a step there, so "from $500 per month" stays on one line. */}
      <div className="mt-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-100 lg:p-4 xl:p-5">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          {plan.monthlyFeeVaries && <span className="font-medium text-slate-600 lg:text-sm xl:text-base">from</span>}
          <span className="text-4xl font-bold tracking-tight text-slate-900 lg:text-3xl xl:text-4xl">{formatUsd(plan.monthlyFee)}</span>
          <span className="font-medium whitespace-nowrap text-slate-600 lg:text-sm xl:text-base">per month</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          plus <span className="font-semibold text-slate-900">{formatUsd(plan.setupFee)}</span> {pricingCopy.setupLabel}
        </p>
      </div>

      <p className="mt-5 leading-relaxed text-slate-600">{plan.description}</p>

      <Button asChild size="lg" variant={plan.highlighted ? "primary" : "secondary"} className="mt-6 w-full">
        <Link to={bookDemoHref(plan.id)} aria-label={`Book Now: ${plan.name} plan`}>
          Book Now
        </Link>
      </Button>

      <dl className="mt-6 space-y-4 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Best for</dt>
          <dd className="mt-1 leading-relaxed text-slate-600">{plan.bestFor}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Business value</dt>
          <dd className="mt-1 leading-relaxed text-slate-600">{plan.businessValue}</dd>
        </div>
      </dl>

      <div className="mt-6 border-t border-slate-200 pt-6">
        <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{pricingCopy.featuresTitle}</h4>
        {plan.featuresLeadIn && (
          <p className="mt-4 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            <CirclePlus className="size-5 shrink-0" aria-hidden="true" />
            {plan.featuresLeadIn}
          </p>
        )}
        <ul className="mt-4 space-y-3">
          {plan.features.map((feature) => (
            <li key={feature.label} className={cn("flex gap-3", feature.included ? "text-slate-700" : "text-slate-600")}>
              {feature.included ? (
                <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              ) : (
                <Minus className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <span>{feature.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
