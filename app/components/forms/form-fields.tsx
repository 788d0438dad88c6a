import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 " +
  "focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20";

/**
 * A field's error line; its id ties it to the control with aria-describedby. It is always in the
 * page (hidden when empty) so app/enhance/lead-forms.ts can show the server's message in it.
 */
export function FieldError({ id, name, children, className }: { id: string; name: string; children?: ReactNode; className?: string }) {
  return (
    <p id={id} data-error-for={name} hidden={!children} className={cn("mt-1.5 text-sm font-medium text-red-700", className)}>
      {children}
    </p>
  );
}

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  className?: string;
}

function useFieldIds(name: string) {
  const base = useId();
  return { id: `${base}-${name}`, errorId: `${base}-${name}-error` };
}

function Label({ htmlFor, children, hint }: { htmlFor: string; children: ReactNode; hint?: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {children}
      {hint ? <span className="ml-1 font-normal text-slate-600">{hint}</span> : null}
    </label>
  );
}

export function TextField({ name, label, error, hint, className, ...input }: FieldProps & Omit<ComponentProps<"input">, "name">) {
  const { id, errorId } = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={id} hint={hint}>
        {label}
      </Label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={errorId} name={name}>
        {error}
      </FieldError>
    </div>
  );
}

export function TextAreaField({ name, label, error, hint, className, ...textarea }: FieldProps & Omit<ComponentProps<"textarea">, "name">) {
  const { id, errorId } = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={id} hint={hint}>
        {label}
      </Label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClass, "min-h-[150px] resize-y")}
        {...textarea}
      />
      <FieldError id={errorId} name={name}>
        {error}
      </FieldError>
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & Omit<ComponentProps<"select">, "name">) {
  const { id, errorId } = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={id} hint={hint}>
        {label}
      </Label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClass, "pr-9")}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} name={name}>
        {error}
      </FieldError>
    </div>
  );
}

/** A group of radio buttons in a fieldset with its legend. */
export function RadioGroupField({
  name,
  legend,
  options,
  defaultValue,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  error?: string;
}) {
  const { id, errorId } = useFieldIds(name);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-4 shadow-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
          >
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} name={name}>
        {error}
      </FieldError>
    </fieldset>
  );
}
