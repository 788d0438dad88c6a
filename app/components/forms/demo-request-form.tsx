import { useId } from "react";
import { FormConfirmation, FormMessageSlot } from "~/components/forms/form-confirmation";
import { FormStatus } from "~/components/forms/form-status";
import { CompanyField, EmailField, MessageFields, NameFields } from "~/components/forms/lead-fields";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { SubmitButton } from "~/components/forms/submit-button";
import { leadForm } from "~/components/forms/lead-form";
import { demoRequestLabels as labels, demoRequestPlaceholders as placeholders } from "~/forms/demo-request";
import { confirmations } from "~/forms/confirmations";
import type { FormResult } from "~/forms/outcome";

/**
 * The demo request: six required fields; once saved, a confirmation takes its place. `subject`:
 * what the visitor came about (a plan or a service, /book-demo?interest=), until they post.
 */
export function DemoRequestForm({ result, subject }: { result?: FormResult; subject?: string }) {
  const lead = leadForm("demo", result, `${useId()}-confirmation`);
  const values = result || !subject ? lead.values : { subject };
  const shared = { labels, placeholders, values, errors: lead.errors, required: true };
  return (
    <>
      <FormStatus result={lead.result} className="mb-6" />
      {lead.saved ? null : (
        <form action="/book-demo" {...lead.formProps} aria-labelledby="request-heading" className="relative">
          <LeadFormExtras />
          <div className="grid gap-5 sm:grid-cols-2">
            <NameFields {...shared} />
            <EmailField {...shared} />
            <CompanyField {...shared} />
            <MessageFields {...shared} />
          </div>
          <SubmitButton label={labels.submit} busyLabel={labels.submitting} className="mt-6 w-full sm:w-auto" />
          <FormMessageSlot className="mt-4" />
        </form>
      )}
      <FormConfirmation id={lead.confirmationId} copy={confirmations.demo} shown={lead.saved} />
    </>
  );
}
