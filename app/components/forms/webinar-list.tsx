import { CalendarDays, Clock } from "lucide-react";
import { useId } from "react";
import { FormConfirmation, FormMessageSlot } from "~/components/forms/form-confirmation";
import { FormStatus } from "~/components/forms/form-status";
import { EmailField, NameFields } from "~/components/forms/lead-fields";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { SubmitButton } from "~/components/forms/submit-button";
import { leadForm } from "~/components/forms/lead-form";
import { confirmations } from "~/forms/confirmations";
import type { WebinarEventInput } from "~/lib/json-ld";
import type { FormResult } from "~/forms/outcome";
import { webinarLabels as labels } from "~/forms/webinar-registration";
import { dateFormat } from "~/lib/formats";

/** A webinar as the contact page lists it (and describes it to search engines). */
export type WebinarItem = WebinarEventInput;

/** "Thursday, December 17, 2026, 12:00 PM EST": the same text on the server and in any browser. */
export function formatWebinarStart(startsAt: string, timeZone: string): string {
  return dateFormat({
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(startsAt));
}

export function formatDuration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return minutes > 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} minutes`;
}

function WebinarRegistrationForm({ webinar, result }: { webinar: WebinarItem; result?: FormResult }) {
  const lead = leadForm("webinar", result, `${useId()}-confirmation`);
  const shared = { labels, values: lead.values, errors: lead.errors, required: true };
  const headingId = `webinar-${webinar.slug}-heading`;
  return (
    <>
      <FormStatus result={lead.result} className="mt-6" />
      {lead.saved ? null : (
        <form action="/contact" {...lead.formProps} aria-labelledby={headingId} className="relative mt-6">
          <LeadFormExtras />
          <input type="hidden" name="form" value="webinar" />
          <input type="hidden" name="webinar" value={webinar.slug} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields {...shared} />
            <EmailField {...shared} className="sm:col-span-2" />
          </div>
          <SubmitButton label={labels.submit} busyLabel={labels.submitting} className="mt-5 w-full sm:w-auto" />
          <FormMessageSlot className="mt-4" />
        </form>
      )}
      <FormConfirmation id={lead.confirmationId} copy={confirmations.webinar} shown={lead.saved} headingLevel="h4" className="mt-6" />
    </>
  );
}

/** The upcoming webinars, each with its own registration form. */
export function WebinarList({ webinars, result }: { webinars: readonly WebinarItem[]; result?: FormResult }) {
  return (
    <ul className={webinars.length > 1 ? "grid gap-6 lg:grid-cols-2" : "mx-auto grid max-w-3xl gap-6"}>
      {webinars.map((webinar) => (
        <li key={webinar.slug} id={`webinar-${webinar.slug}`} className="scroll-mt-24">
          <article
            aria-labelledby={`webinar-${webinar.slug}-heading`}
            className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h3 id={`webinar-${webinar.slug}-heading`} className="text-xl font-bold tracking-tight">
              {webinar.title}
            </h3>
            <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
              <div className="flex items-center gap-2">
                <dt>
                  <CalendarDays className="size-4 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">Starts</span>
                </dt>
                <dd>
                  <time dateTime={webinar.startsAt}>{formatWebinarStart(webinar.startsAt, webinar.timeZone)}</time>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Clock className="size-4 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">Length</span>
                </dt>
                <dd>{formatDuration(webinar.durationMinutes)}</dd>
              </div>
            </dl>
            <p className="mt-4 leading-relaxed text-slate-600">{webinar.description}</p>
            <WebinarRegistrationForm webinar={webinar} result={result?.scope === webinar.slug ? result : undefined} />
          </article>
        </li>
      ))}
    </ul>
  );
}
