import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { showToast as toast } from "~/lib/toast";
import { clearsFields, fieldMessages, messageFor, type FormId, type FormResult } from "~/forms/outcome";

function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has rendered the error states.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
}

export interface LeadFormOptions {
  form: FormId;
  /** The page's result when the form was posted without JavaScript (the route's action data). */
  result?: FormResult;
  /** The form's schema: with JavaScript, the browser checks before it sends. */
  schema?: z.ZodType;
}

/**
 * One lead form's behaviour. With JavaScript the form posts through a fetcher (no reload),
 * the outcome shows as a toast, fields are cleared as the spec says, and field errors appear
 * beside their fields. Without JavaScript the same form posts the page, and `inlineResult`
 * is the message the page shows with the fields kept.
 */
export function useLeadForm({ form, result, schema }: LeadFormOptions) {
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const initialErrors = result?.outcome.status === "invalid" ? result.outcome.fieldErrors : {};
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  // Remounting the fields (a new key) clears them back to their initial state.
  const [generation, setGeneration] = useState(0);
  const handled = useRef<string | undefined>(result?.id);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || data.id === handled.current) return;
    handled.current = data.id;
    toast(data.message);
    const outcome = data.outcome;
    setErrors(outcome.status === "invalid" ? outcome.fieldErrors : {});
    if (clearsFields(form, outcome)) setGeneration((value) => value + 1);
    else if (outcome.status === "invalid") focusFirstInvalid(formRef.current);
  }, [fetcher.data, form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!schema) return;
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(fields);
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const fieldErrors = fieldMessages(parsed.error);
    setErrors(fieldErrors);
    const outcome = { status: "invalid" as const, fieldErrors };
    // The spec's e-mail toasts (newsletter, webinar); other forms speak through their fields.
    if (form === "newsletter" || form === "webinar") toast(messageFor(form, outcome));
    if (clearsFields(form, outcome)) setGeneration((value) => value + 1);
    else focusFirstInvalid(event.currentTarget);
  };

  /** Drops a field's error as soon as the visitor changes that field. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const busy = fetcher.state !== "idle";
  // Fields show the no-JavaScript post's values until the first clear.
  const values = generation === 0 ? (result?.values ?? {}) : {};
  return {
    fetcher,
    formRef,
    busy,
    errors,
    values,
    generation,
    /** The message to show in the page: only for a post made without JavaScript. */
    inlineResult: fetcher.data ? undefined : result,
    formProps: { ref: formRef, onSubmit, onChange, method: "post" as const },
  };
}
