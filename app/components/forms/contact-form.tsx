import { useId } from "react";
import { FormConfirmation, FormMessageSlot } from "~/components/forms/form-confirmation";
import { FormStatus } from "~/components/forms/form-status";
import { EmailField, MessageFields, NameFields } from "~/components/forms/lead-fields";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { SubmitButton } from "~/components/forms/submit-button";
import { leadForm } from "~/components/forms/lead-form";
import { contactLabels as labels, contactPlaceholders as placeholders } from "~/forms/contact";
import { confirmations } from "~/forms/confirmations";
import type { FormResult } from "~/forms/outcome";

/** The contact form: five required fields; kept on a failure; once the message is saved, a confirmation takes its place. */
export function ContactForm({ result }: { result?: FormResult }) {
  const lead = leadForm("contact", result, `${useId()}-confirmation`);
  const shared = { labels, placeholders, values: lead.values, errors: lead.errors, required: true };
  return (
    <>
      <FormStatus result={lead.result} className="mb-6" />
      {lead.saved ? null : (
        <form action="/contact" {...lead.formProps} aria-labelledby="get-in-touch-heading" className="relative">
          <LeadFormExtras />
          <input type="hidden" name="form" value="contact" />
          <div className="grid gap-5 sm:grid-cols-2">
            <NameFields {...shared} />
            <EmailField {...shared} className="sm:col-span-2" />
            <MessageFields {...shared} />
          </div>
          <SubmitButton label={labels.submit} busyLabel={labels.submitting} className="mt-6 w-full sm:w-auto" />
          <FormMessageSlot className="mt-4" />
        </form>
      )}
      <FormConfirmation id={lead.confirmationId} copy={confirmations.contact} shown={lead.saved} />
    </>
  );
}
