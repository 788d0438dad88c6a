import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { serviceHref, type SuccessStory } from "~/content/services-catalog";

/** A static client story: headline results first, then challenge, solution and the service used. */
export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  const headingId = `story-${story.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="on-dark bg-gradient-to-br from-brand-800 via-brand-900 to-ink px-6 py-6">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{story.industry}</p>
        <ul aria-label="Results" className="mt-4 grid grid-cols-2 gap-4">
          {story.results.map((result) => {
            // "Up to 30%": the qualifier sits small above the figure so figures line up across cards.
            const [, qualifier, figure] = /^(Up to )?(.*)$/.exec(result.value) ?? [];
            return (
              <li key={result.label}>
                <span className="block text-sm font-medium text-brand-100">{qualifier?.trim() || "\u00a0"}</span>
                <span className="block text-3xl font-bold tracking-tight whitespace-nowrap text-white sm:text-4xl">{figure}</span>
                <span className="mt-1 block text-sm text-brand-100">{result.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-lg font-semibold">
          {story.title}
        </h3>
        <dl className="mt-4 space-y-4 text-sm leading-relaxed">
          <div>
            <dt className="font-semibold text-slate-900">Challenge</dt>
            <dd className="mt-1 text-slate-600">{story.challenge}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Solution</dt>
            <dd className="mt-1 text-slate-600">{story.solution}</dd>
          </div>
        </dl>
        <p className="mt-auto pt-6">
          <Link
            to={serviceHref(story.service.slug)}
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            Explore {story.service.title}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </article>
  );
}
