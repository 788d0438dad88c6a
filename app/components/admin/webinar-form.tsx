// The fields of a webinar, for creating one and editing it. The start is typed as the audience
// reads it: a date and a time in the webinar's own time zone (the server stores the exact instant).
import { useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { Field, invalidClass, useFocusFirstInvalid } from "~/components/admin/field";
import { inputClass, Notice, useSubmitting } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { DEFAULT_WEBINAR_TIME_ZONE, WEBINAR_DURATION, WEBINAR_LIMITS, WEBINAR_TIME_ZONES } from "~/lib/site-data-fields";

export type WebinarFieldName = "title" | "slug" | "description" | "date" | "time" | "timeZone" | "durationMinutes";
export type WebinarFormValues = Partial<Record<WebinarFieldName, string>>;

export function WebinarForm({
  intent,
  submitLabel,
  busyLabel,
  values,
  errors,
  result,
  slugHint,
}: {
  intent: string;
  submitLabel: string;
  busyLabel: string;
  values: WebinarFormValues;
  errors?: WebinarFormValues;
  result?: { ok: boolean; message: string };
  slugHint: ReactNode;
}) {
  const busy = useSubmitting(intent);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const zone = values.timeZone || DEFAULT_WEBINAR_TIME_ZONE;
  // A zone set outside this form (the seed file) stays a choice.
  const zones = WEBINAR_TIME_ZONES.some((z) => z.id === zone) ? WEBINAR_TIME_ZONES : [...WEBINAR_TIME_ZONES, { id: zone, label: zone }];
  return (
    <Form ref={formRef} method="post" className="grid gap-4 sm:grid-cols-6" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Field name="title" label="Title" error={errors?.title} className="sm:col-span-6">
        {(control) => (
          <input
            {...control}
            required
            maxLength={WEBINAR_LIMITS.title}
            defaultValue={values.title}
            className={`${inputClass} ${invalidClass}`}
          />
        )}
      </Field>
      <Field name="slug" label="Slug" hint={slugHint} error={errors?.slug} className="sm:col-span-6">
        {(control) => (
          <input
            {...control}
            maxLength={WEBINAR_LIMITS.slug}
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={values.slug}
            className={`${inputClass} font-mono ${invalidClass}`}
          />
        )}
      </Field>
      <Field
        name="description"
        label="Description"
        hint="Shown on the Contact page under the title, and in the registration mail."
        error={errors?.description}
        className="sm:col-span-6"
      >
        {(control) => (
          <textarea
            {...control}
            required
            maxLength={WEBINAR_LIMITS.description}
            rows={4}
            defaultValue={values.description}
            className={`${inputClass} py-2 ${invalidClass}`}
          />
        )}
      </Field>
      <Field name="date" label="Date" error={errors?.date} className="sm:col-span-2">
        {(control) => <input {...control} type="date" required defaultValue={values.date} className={`${inputClass} ${invalidClass}`} />}
      </Field>
      <Field name="time" label="Start time" error={errors?.time} className="sm:col-span-2">
        {(control) => (
          <input {...control} type="time" required step={60} defaultValue={values.time} className={`${inputClass} ${invalidClass}`} />
        )}
      </Field>
      <Field name="durationMinutes" label="Length (minutes)" error={errors?.durationMinutes} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="number"
            required
            inputMode="numeric"
            min={WEBINAR_DURATION.min}
            max={WEBINAR_DURATION.max}
            step={5}
            defaultValue={values.durationMinutes ?? String(WEBINAR_DURATION.default)}
            className={`${inputClass} ${invalidClass}`}
          />
        )}
      </Field>
      <Field
        name="timeZone"
        label="Time zone"
        hint="The date and start time are read in this zone, as the Contact page and the registration mail show them."
        error={errors?.timeZone}
        className="sm:col-span-6"
      >
        {(control) => (
          <select {...control} defaultValue={zone} className={`${inputClass} ${invalidClass}`}>
            {zones.map((z) => (
              <option key={z.id} value={z.id}>
                {z.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-6">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {result ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
      </div>
    </Form>
  );
}

/** Open (on the Contact page), Held (started) or Cancelled. */
export function WebinarState({ webinar, past }: { webinar: { cancelledAt: Date | string | null }; past: boolean }) {
  const [label, tone] = webinar.cancelledAt
    ? ["Cancelled", "bg-red-50 text-red-800 ring-red-200"]
    : past
      ? ["Held", "bg-slate-50 text-slate-600 ring-slate-200"]
      : ["Open", "bg-emerald-50 text-emerald-900 ring-emerald-200"];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}>{label}</span>;
}
