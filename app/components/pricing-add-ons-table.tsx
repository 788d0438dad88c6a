import { formatUsd, type AddOn } from "~/content/pricing";

/**
 * The add-ons as a real table, fees before descriptions so a phone shows them without scrolling. On narrow screens it scrolls sideways inside a focusable,
 * labelled region so keyboard users can scroll it too.
 */
export function PricingAddOnsTable({ addOns, caption, hint }: { addOns: readonly AddOn[]; caption: string; hint: string }) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 md:hidden">{hint}</p>
      <div
        role="region"
        aria-label="Add-ons table"
        // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200 text-sm text-slate-900">
              <th scope="col" className="px-5 py-4 font-semibold sm:px-6">
                Add-on
              </th>
              <th scope="col" className="px-5 py-4 text-right font-semibold whitespace-nowrap sm:px-6">
                One-time fee
              </th>
              <th scope="col" className="px-5 py-4 text-right font-semibold whitespace-nowrap sm:px-6">
                Monthly impact
              </th>
              <th scope="col" className="px-5 py-4 font-semibold sm:px-6 lg:pl-10">
                What it does
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {addOns.map((addOn) => {
              const Icon = addOn.icon;
              return (
                <tr key={addOn.id} className="align-middle transition-colors hover:bg-slate-50/60">
                  <th scope="row" className="px-4 py-4 font-semibold text-slate-900 sm:px-6">
                    <span className="flex items-center gap-3 sm:whitespace-nowrap">
                      <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
                        <Icon className="size-4" aria-hidden="true" />
                      </span>
                      {addOn.name}
                    </span>
                  </th>
                  <td className="px-5 py-4 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:px-6">
                    {formatUsd(addOn.oneTimeFee)}
                  </td>
                  <td className="px-5 py-4 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-6">
                    <span className="font-semibold">+{formatUsd(addOn.monthlyImpact)}</span>
                    <span className="text-slate-600"> /month</span>
                  </td>
                  <td className="px-5 py-4 min-w-80 text-sm leading-relaxed text-slate-600 sm:px-6 sm:text-base lg:pl-10">
                    {addOn.description}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
