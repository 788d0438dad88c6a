// A labelled field of a workspace form, with its hint and the server's message for it: the control
// gets the id, aria-describedby (hint and error) and aria-invalid, so a screen reader reads all three.
import { useEffect, type ReactNode, type RefObject } from "react";
import { labelClass } from "~/components/admin/ui";

export interface FieldControlProps {
  id: string;
  name: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export function Field({
  name,
  label,
  hint,
  error,
  className,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">
        {children({ id, name, "aria-describedby": described || undefined, "aria-invalid": error ? true : undefined })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The red border of a control the server refused. */
export const invalidClass = "aria-invalid:border-red-500 aria-invalid:focus:ring-red-200";

/**
 * After the server refused a form, the first field it named takes the focus, so a keyboard or
 * screen-reader user lands where the correction is needed (the message beside it is read too).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
