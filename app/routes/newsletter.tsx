import { Check } from "lucide-react";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { newsletterPage } from "~/content/newsletter";
import { pageTitle, routeMeta } from "~/lib/seo";
import type { FormId } from "~/forms/outcome";
import { formAction, readFields } from "~/server/leads/action.server";

/** A local path to go back to, never another site. */
function safeReturnPath(value: unknown): string | undefined {
  return typeof value === "string" && /^\/(?!\/)[^\s\\]*$/.test(value) && value !== newsletterPage.path ? value : undefined;
}

/** The form this page takes, posted as a form or as JSON (server/main.mjs routes JSON posts by it). */
export const leadForm = (): FormId => "newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFields(request).catch(() => ({}) as Record<string, unknown>);
  return formAction(leadForm(), request, context, fields, { returnTo: safeReturnPath(fields.returnTo) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(newsletterPage.title),
    description: newsletterPage.description,
    path: newsletterPage.path,
    noindex: true,
  });

export default function Page() {
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHero title={newsletterPage.title} lead={newsletterPage.lead} />
      <section aria-labelledby="newsletter-points-heading" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="newsletter-points-heading" className="text-xl font-bold tracking-tight text-slate-900">
            {newsletterPage.pointsHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            {newsletterPage.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <NewsletterForm result={result} tone="light" className="mt-8" />
          {result?.returnTo ? (
            <p className="mt-6">
              <Link to={result.returnTo} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {newsletterPage.back}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
