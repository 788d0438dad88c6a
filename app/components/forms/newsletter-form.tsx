import { Loader2 } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import { FieldError } from "~/components/forms/form-fields";
import { FormStatus } from "~/components/forms/form-status";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Button } from "~/components/ui/button";
import { newsletterLabels, newsletterSchema } from "~/forms/newsletter";
import type { FormResult } from "~/forms/outcome";
import { cn } from "~/lib/cn";

/**
 * The newsletter sign-up: an e-mail field and "Subscribe". It posts to /newsletter, which
 * without JavaScript answers with a page saying how it went; the field is cleared after
 * every attempt (spec), so nothing is echoed back.
 */
export function NewsletterForm({ result, tone = "dark", className }: { result?: FormResult; tone?: "dark" | "light"; className?: string }) {
  const lead = useLeadForm({ form: "newsletter", result, schema: newsletterSchema });
  const location = useLocation();
  const id = useId();
  const error = lead.errors.email;
  return (
    <div className={className}>
      <FormStatus result={lead.inlineResult} className="mb-4" />
      <lead.fetcher.Form action="/newsletter" {...lead.formProps} aria-label="Newsletter sign-up" className="relative">
        <LeadFormExtras />
        <input type="hidden" name="returnTo" value={location.pathname} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            key={lead.generation}
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
          <Button type="submit" variant={tone === "dark" ? "accent" : "primary"} disabled={lead.busy} className="shrink-0">
            {lead.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {lead.busy ? newsletterLabels.submitting : newsletterLabels.submit}
          </Button>
        </div>
        <div className={tone === "dark" ? "[&_p]:text-red-300" : undefined}>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      </lead.fetcher.Form>
    </div>
  );
}
