import { TextAreaField, TextField } from "~/components/forms/form-fields";
import { LIMITS } from "~/forms/field-rules";

/**
 * The fields the lead forms share, each with its limit and autocomplete token in one place. The
 * form passes its own labels and placeholders (their words differ), the values to show again and
 * the errors of a post made without JavaScript. `required` adds the browser's own check; the
 * training form leaves it off because it checks on the server only (noValidate).
 */
interface SharedFieldsProps<Name extends string> {
  labels: Record<Name, string>;
  placeholders?: Record<Name, string>;
  values: Record<string, string>;
  errors: Record<string, string>;
  required?: boolean;
}

export function NameFields({ labels, placeholders, values, errors, required }: SharedFieldsProps<"firstName" | "lastName">) {
  return (
    <>
      <TextField
        name="firstName"
        label={labels.firstName}
        placeholder={placeholders?.firstName}
        required={required}
        maxLength={LIMITS.name}
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={errors.firstName}
      />
      <TextField
        name="lastName"
        label={labels.lastName}
        placeholder={placeholders?.lastName}
        required={required}
        maxLength={LIMITS.name}
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={errors.lastName}
      />
    </>
  );
}

export function EmailField({
  labels,
  placeholders,
  values,
  errors,
  required,
  className,
}: SharedFieldsProps<"email"> & { className?: string }) {
  return (
    <TextField
      name="email"
      type="email"
      label={labels.email}
      placeholder={placeholders?.email}
      required={required}
      maxLength={LIMITS.email}
      autoComplete="email"
      className={className}
      defaultValue={values.email}
      error={errors.email}
    />
  );
}

export function CompanyField({ labels, placeholders, values, errors, required, hint }: SharedFieldsProps<"company"> & { hint?: string }) {
  return (
    <TextField
      name="company"
      label={labels.company}
      hint={hint}
      placeholder={placeholders?.company}
      required={required}
      maxLength={LIMITS.company}
      autoComplete="organization"
      defaultValue={values.company}
      error={errors.company}
    />
  );
}

/** Subject and message, full width, as the contact and demo forms end. */
export function MessageFields({ labels, placeholders, values, errors, required }: SharedFieldsProps<"subject" | "message">) {
  return (
    <>
      <TextField
        name="subject"
        label={labels.subject}
        placeholder={placeholders?.subject}
        required={required}
        maxLength={LIMITS.subject}
        className="sm:col-span-2"
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextAreaField
        name="message"
        label={labels.message}
        placeholder={placeholders?.message}
        required={required}
        maxLength={LIMITS.message}
        rows={6}
        className="sm:col-span-2"
        defaultValue={values.message}
        error={errors.message}
      />
    </>
  );
}
