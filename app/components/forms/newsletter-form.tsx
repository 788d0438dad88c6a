import { useId } from "react";
import { useLocation } from "react-router";
import { CircleCheck } from "lucide-react";
import { FieldError } from "~/components/forms/form-fields";
import { FormConfirmation, FormMessageSlot } from "~/components/forms/form-confirmation";
import { FormStatus } from "~/components/forms/form-status";
import { leadForm } from "~/components/forms/lead-form";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { SubmitButton } from "~/components/forms/submit-button";
import { confirmations, footerSubscribed } from "~/forms/confirmations";
import { newsletterLabels } from "~/forms/newsletter-messages";
import type { FormResult } from "~/forms/outcome";
import { cn } from "~/lib/cn";

/**
 * The newsletter sign-up: an e-mail field and "Subscribe". It posts to /newsletter, which
 * without JavaScript answers with a page saying how it went; with JavaScript
 * app/enhance/lead-forms.ts posts it in place and shows a toast. The field is cleared after
 * every attempt (spec), so nothing is echoed back. Once saved, the form gives way: in the footer
 * (dark) to one line, on the newsletter page (light) to a confirmation panel.
 */
export function NewsletterForm({ result, tone = "dark", className }: { result?: FormResult; tone?: "dark" | "light"; className?: string }) {
  const location = useLocation();
  const id = useId();
  const lead = leadForm("newsletter", result, `${id}-confirmation`);
  const error = lead.errors.email;
  return (
    <div className={className}>
      <FormStatus result={result} className="mb-4" />
      {lead.saved ? null : (
        <form action="/newsletter" {...lead.formProps} aria-label="Newsletter sign-up" className="relative">
          <LeadFormExtras />
          <input type="hidden" name="returnTo" value={location.pathname} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              placeholder="Enter your email"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(
                "min-h-11 w-full rounded-lg px-4 text-base shadow-sm focus:outline-none sm:w-72",
                tone === "dark"
                  ? "border border-white/20 bg-white/10 text-white placeholder:text-slate-300 focus:border-accent-300 focus:ring-2 focus:ring-accent-300/40"
                  : "border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30",
              )}
            />
            <SubmitButton label={newsletterLabels.submit} busyLabel={newsletterLabels.submitting} size="md" className="shrink-0" />
          </div>
          {/* The one field's message is the toast's own words, shown beside it; said once more here only to a screen reader, on the field. */}
          <FieldError id={`${id}-error`} name="email" className="sr-only">
            {error}
          </FieldError>
          <FormMessageSlot className="mt-3" />
        </form>
      )}
      {tone === "dark" ? (
        // The footer keeps its size: one line, focused like a heading (it is only ever shown in place).
        <p
          id={lead.confirmationId}
          data-form-confirmation=""
          tabIndex={-1}
          hidden={!lead.saved}
          className="flex min-h-11 items-center gap-2 font-semibold text-white outline-none"
        >
          <CircleCheck className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
          {footerSubscribed}
        </p>
      ) : (
        <FormConfirmation id={lead.confirmationId} copy={confirmations.newsletter} shown={lead.saved} />
      )}
    </div>
  );
}
