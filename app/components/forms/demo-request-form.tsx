import { useId } from "react";
import { FormConfirmation, FormMessageSlot } from "~/components/forms/form-confirmation";
import { FormStatus } from "~/components/forms/form-status";
import { TextAreaField, TextField } from "~/components/forms/form-fields";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { SubmitButton } from "~/components/forms/submit-button";
import { leadForm } from "~/components/forms/lead-form";
import { demoRequestLabels as labels, demoRequestPlaceholders as placeholders } from "~/forms/demo-request";
import { confirmations } from "~/forms/confirmations";
import { LIMITS } from "~/forms/field-rules";
import type { FormResult } from "~/forms/outcome";

/** The demo request: six required fields; once saved, a confirmation takes its place. */
export function DemoRequestForm({ result }: { result?: FormResult }) {
  const lead = leadForm("demo", result, `${useId()}-confirmation`);
  const { errors, values } = lead;
  return (
    <>
      <FormStatus result={lead.result} className="mb-6" />
      {lead.saved ? null : (
        <form action="/book-demo" {...lead.formProps} aria-labelledby="request-heading" className="relative">
          <LeadFormExtras />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="firstName"
              label={labels.firstName}
              placeholder={placeholders.firstName}
              required
              maxLength={LIMITS.name}
              autoComplete="given-name"
              defaultValue={values.firstName}
              error={errors.firstName}
            />
            <TextField
              name="lastName"
              label={labels.lastName}
              placeholder={placeholders.lastName}
              required
              maxLength={LIMITS.name}
              autoComplete="family-name"
              defaultValue={values.lastName}
              error={errors.lastName}
            />
            <TextField
              name="email"
              type="email"
              label={labels.email}
              placeholder={placeholders.email}
              required
              maxLength={LIMITS.email}
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
            />
            <TextField
              name="company"
              label={labels.company}
              placeholder={placeholders.company}
              required
              maxLength={LIMITS.company}
              autoComplete="organization"
              defaultValue={values.company}
              error={errors.company}
            />
            <TextField
              name="subject"
              label={labels.subject}
              placeholder={placeholders.subject}
              required
              maxLength={LIMITS.subject}
              className="sm:col-span-2"
              defaultValue={values.subject}
              error={errors.subject}
            />
            <TextAreaField
              name="message"
              label={labels.message}
              placeholder={placeholders.message}
              required
              maxLength={LIMITS.message}
              rows={6}
              className="sm:col-span-2"
              defaultValue={values.message}
              error={errors.message}
            />
          </div>
          <SubmitButton label={labels.submit} busyLabel={labels.submitting} className="mt-6 w-full sm:w-auto" />
          <FormMessageSlot className="mt-4" />
        </form>
      )}
      <FormConfirmation id={lead.confirmationId} copy={confirmations.demo} shown={lead.saved} />
    </>
  );
}
