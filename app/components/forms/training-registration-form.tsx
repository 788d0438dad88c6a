import { useId } from "react";
import { FormConfirmation, FormMessageSlot } from "~/components/forms/form-confirmation";
import { FormStatus } from "~/components/forms/form-status";
import { FieldError, RadioGroupField, SelectField, TextField } from "~/components/forms/form-fields";
import { CompanyField, EmailField, NameFields } from "~/components/forms/lead-fields";
import { LeadFormExtras } from "~/components/forms/lead-form-extras";
import { SubmitButton } from "~/components/forms/submit-button";
import { leadForm } from "~/components/forms/lead-form";
import { courseCatalogue } from "~/content/courses";
import { confirmations } from "~/forms/confirmations";
import { LIMITS } from "~/forms/field-rules";
import type { FormResult } from "~/forms/outcome";
import {
  MAX_GROUP_ATTENDEES,
  MIN_GROUP_ATTENDEES,
  trainingFieldLabels as labels,
  trainingLabels,
  type CountryOption,
} from "~/forms/training-registration";

const DEFAULT_COUNTRY = "US";

/**
 * The training registration. The phone fields show when phone is the preferred contact method
 * and the attendee count when the training is for a group: CSS (`:has`) does the showing, so it
 * works the same with JavaScript off. Kept on a failure; once saved, a confirmation takes its place.
 */
export function TrainingRegistrationForm({ countries, result }: { countries: readonly CountryOption[]; result?: FormResult }) {
  const lead = leadForm("training", result, `${useId()}-confirmation`);
  const { errors, values } = lead;
  const shared = { labels, values, errors };
  const confirmError = errors.confirmInterest;
  return (
    <>
      <FormStatus result={lead.result} className="mt-8" />
      {lead.saved ? null : (
        <form
          action="/services/ai-training?register=true"
          {...lead.formProps}
          noValidate
          aria-labelledby="register-heading"
          className="training-form relative mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <LeadFormExtras />
          <div className="grid gap-5 sm:grid-cols-2">
            <NameFields {...shared} />
            <CompanyField {...shared} hint="(optional)" />
            <EmailField {...shared} />
            <SelectField
              name="training"
              label={labels.training}
              defaultValue={values.training ?? ""}
              error={errors.training}
              className="sm:col-span-2"
            >
              <option value="">{labels.trainingPlaceholder}</option>
              {courseCatalogue.map((course) => (
                <option key={course} value={course}>
                  {course}
                </option>
              ))}
            </SelectField>

            <div className="sm:col-span-2">
              <RadioGroupField
                name="preferredContactMethod"
                legend={labels.preferredContactMethod}
                options={[
                  { value: "email", label: "Email" },
                  { value: "phone", label: "Phone" },
                ]}
                defaultValue={values.preferredContactMethod ?? "email"}
              />
            </div>
            <div data-reveal-when="phone" className="gap-5 sm:col-span-2 sm:grid-cols-2">
              <SelectField
                name="countryCode"
                label={labels.countryCode}
                defaultValue={values.countryCode ?? DEFAULT_COUNTRY}
                error={errors.countryCode}
                autoComplete="country"
              >
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name} ({country.dialCode})
                  </option>
                ))}
              </SelectField>
              <SelectField
                name="phoneType"
                label={labels.phoneType}
                hint="(optional)"
                defaultValue={values.phoneType ?? ""}
                error={errors.phoneType}
              >
                <option value="">{labels.phoneTypePlaceholder}</option>
                <option value="mobile">Mobile</option>
                <option value="work">Work</option>
                <option value="home">Home</option>
              </SelectField>
              <TextField
                name="contactNumber"
                // The number without its country code (the country is the select above): the standard
                // allows "tel-national" on text inputs only, so the field is text with a phone keypad.
                type="text"
                label={labels.contactNumber}
                maxLength={LIMITS.phone}
                autoComplete="tel-national"
                inputMode="tel"
                className="sm:col-span-2"
                defaultValue={values.contactNumber}
                error={errors.contactNumber}
              />
            </div>

            <div className="sm:col-span-2">
              <RadioGroupField
                name="trainingType"
                legend={labels.trainingType}
                options={[
                  { value: "individual", label: "Individual" },
                  { value: "group", label: "Group" },
                ]}
                defaultValue={values.trainingType ?? "individual"}
              />
            </div>
            <div data-reveal-when="group" className="gap-5 sm:col-span-2 sm:grid-cols-2">
              <TextField
                name="attendeeCount"
                type="number"
                label={labels.attendeeCount}
                min={MIN_GROUP_ATTENDEES}
                max={MAX_GROUP_ATTENDEES}
                step={1}
                inputMode="numeric"
                defaultValue={values.attendeeCount}
                error={errors.attendeeCount}
              />
            </div>

            <div className="sm:col-span-2">
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
                <input
                  type="checkbox"
                  name="confirmInterest"
                  value="true"
                  defaultChecked={values.confirmInterest === "true"}
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? "confirm-interest-error" : undefined}
                  className="mt-1 size-4 shrink-0 accent-brand-600"
                />
                <span className="text-sm leading-relaxed text-slate-700">{labels.confirmInterest}</span>
              </label>
              <FieldError id="confirm-interest-error" name="confirmInterest">
                {confirmError}
              </FieldError>
            </div>
          </div>
          <SubmitButton label={trainingLabels.submit} busyLabel={trainingLabels.submitting} className="mt-6 w-full sm:w-auto" />
          <FormMessageSlot className="mt-4" />
        </form>
      )}
      <FormConfirmation id={lead.confirmationId} copy={confirmations.training} shown={lead.saved} className="mt-8" />
    </>
  );
}
