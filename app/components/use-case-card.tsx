import { TrendingUp, Users } from "lucide-react";
import type { UseCase } from "~/content/service-pages";

/** A use case: title, description, and when known the measurable impact and the audience. */
export function UseCaseCard({ useCase }: { useCase: UseCase }) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold">{useCase.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{useCase.description}</p>
      {(useCase.impact || useCase.audience) && (
        <dl className="mt-auto space-y-2 pt-5 text-sm">
          {useCase.impact && (
            <div>
              <dt className="sr-only">Impact</dt>
              <dd className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-800">
                <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {useCase.impact}
              </dd>
            </div>
          )}
          {useCase.audience && (
            <div>
              <dt className="sr-only">Best for</dt>
              <dd className="flex items-start gap-2 px-3 text-slate-600">
                <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {useCase.audience}
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
