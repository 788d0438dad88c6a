import { formatUsd, pricingCopy, type AddOn } from "~/content/pricing";
import { cn } from "~/lib/cn";

/**
 * The add-ons: a card each (one or two a row) below the lg breakpoint, where a four-column
 * table would be swiped sideways or squeezed, and a real table from lg, where it fits. Both are in the
 * HTML (no script picks one); the one not shown is display:none, so assistive technology meets
 * the add-ons once.
 */
export function PricingAddOns({ addOns }: { addOns: readonly AddOn[] }) {
  return (
    <>
      <AddOnCards addOns={addOns} className="lg:hidden" />
      <AddOnsTable addOns={addOns} className="max-lg:hidden" />
    </>
  );
}

function MonthlyImpact({ amount }: { amount: number }) {
  return (
    <>
      <span className="font-semibold">+{formatUsd(amount)}</span>
      <span className="text-slate-600"> /month</span>
    </>
  );
}

function AddOnCards({ addOns, className }: { addOns: readonly AddOn[]; className: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {addOns.map((addOn) => {
        const Icon = addOn.icon;
        return (
          <li key={addOn.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-slate-900">{addOn.name}</h3>
            </div>
            <p className="mt-3 mb-4 text-sm leading-relaxed text-slate-600">{addOn.description}</p>
            <dl className="mt-auto grid grid-cols-2 gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm">
              <div>
                <dt className="text-slate-600">{pricingCopy.addOnsOneTimeLabel}</dt>
                <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatUsd(addOn.oneTimeFee)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{pricingCopy.addOnsMonthlyLabel}</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">
                  <MonthlyImpact amount={addOn.monthlyImpact} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function AddOnsTable({ addOns, className }: { addOns: readonly AddOn[]; className: string }) {
  return (
    <div
      role="region"
      aria-label="Add-ons table"
      // Should the table ever be wider than its column, it scrolls sideways inside this region,
      // which takes keyboard focus so keyboard users can scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn("overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm", className)}
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{pricingCopy.addOnsCaption}</caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200 text-sm text-slate-900">
            <th scope="col" className="px-6 py-4 font-semibold">
              Add-on
            </th>
            <th scope="col" className="px-6 py-4 text-right font-semibold whitespace-nowrap">
              {pricingCopy.addOnsOneTimeLabel}
            </th>
            <th scope="col" className="px-6 py-4 text-right font-semibold whitespace-nowrap">
              {pricingCopy.addOnsMonthlyLabel}
            </th>
            <th scope="col" className="py-4 pr-6 pl-10 font-semibold">
              What it does
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {addOns.map((addOn) => {
            const Icon = addOn.icon;
            return (
              <tr key={addOn.id} className="align-middle transition-colors hover:bg-slate-50/60">
                <th scope="row" className="px-6 py-4 font-semibold text-slate-900">
                  <span className="flex items-center gap-3 whitespace-nowrap">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    {addOn.name}
                  </span>
                </th>
                <td className="px-6 py-4 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatUsd(addOn.oneTimeFee)}
                </td>
                <td className="px-6 py-4 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  <MonthlyImpact amount={addOn.monthlyImpact} />
                </td>
                <td className="py-4 pr-6 pl-10 leading-relaxed text-slate-600">{addOn.description}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
