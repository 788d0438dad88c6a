import { messageFor, type FormId, type FormResult } from "~/forms/outcome";

/**
 * What a lead form's markup needs: the attributes that let app/enhance/lead-forms.ts post it in
 * place (JSON, toast, field errors, clearing), and, after a post made without JavaScript, the
 * page's result: its message, its field errors and the values to show again.
 */
export function leadForm(form: FormId, result: FormResult | undefined) {
  return {
    errors: result?.outcome.status === "invalid" ? result.outcome.fieldErrors : ({} as Record<string, string>),
    values: result?.values ?? ({} as Record<string, string>),
    result,
    formProps: {
      method: "post" as const,
      "data-lead-form": form,
      // What the browser says when no answer comes back: the form's own failure message.
      "data-failure": JSON.stringify(messageFor(form, { status: "unavailable" })),
    },
  };
}
