import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { TextAreaField, TextField } from "~/components/forms/form-fields";
import { LIMITS } from "~/forms/field-rules";

/** The fields the lead forms share: each one's limit, input type and autocomplete token, in one place. */
const SHARED_FIELDS = {
  firstName: { maxLength: LIMITS.name, autoComplete: "given-name" },
  lastName: { maxLength: LIMITS.name, autoComplete: "family-name" },
  email: { maxLength: LIMITS.email, autoComplete: "email", type: "email" },
  company: { maxLength: LIMITS.company, autoComplete: "organization" },
  subject: { maxLength: LIMITS.subject },
} satisfies Record<string, { maxLength: number; autoComplete?: HTMLInputAutoCompleteAttribute; type?: HTMLInputTypeAttribute }>;

type SharedName = keyof typeof SHARED_FIELDS | "message";

/**
 * What each shared field takes from its form: the form's own labels and placeholders (their
 * words differ), the values to show again and the errors of a post made without JavaScript.
 * `required` adds the browser's own check; the training form leaves it off because it checks on
 * the server only (noValidate).
 */
interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  required?: boolean;
}
type SharedFieldsProps<Name extends SharedName> = FormState & { labels: Record<Name, string>; placeholders?: Record<Name, string> };

function SharedField<Name extends keyof typeof SHARED_FIELDS>({
  name,
  labels,
  placeholders,
  values,
  errors,
  required,
  hint,
  className,
}: SharedFieldsProps<Name> & { name: Name; hint?: string; className?: string }) {
  return (
    <TextField
      name={name}
      {...SHARED_FIELDS[name]}
      label={labels[name]}
      hint={hint}
      placeholder={placeholders?.[name]}
      required={required}
      className={className}
      defaultValue={values[name]}
      error={errors[name]}
    />
  );
}

/** First and last name, side by side from `sm`. */
export function NameFields(props: SharedFieldsProps<"firstName" | "lastName">) {
  return (
    <>
      <SharedField name="firstName" {...props} />
      <SharedField name="lastName" {...props} />
    </>
  );
}

export function EmailField({ className, ...props }: SharedFieldsProps<"email"> & { className?: string }) {
  return <SharedField name="email" className={className} {...props} />;
}

export function CompanyField({ hint, ...props }: SharedFieldsProps<"company"> & { hint?: string }) {
  return <SharedField name="company" hint={hint} {...props} />;
}

/** Subject and message, full width, as the contact and demo forms end. */
export function MessageFields(props: SharedFieldsProps<"subject" | "message">) {
  const { labels, placeholders, values, errors, required } = props;
  return (
    <>
      <SharedField name="subject" className="sm:col-span-2" {...props} />
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
