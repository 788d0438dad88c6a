import { messageFor, type FormId, type FormResult } from "~/forms/outcome";

/**
 * What a lead form's markup needs: the attributes that let app/enhance/lead-forms.ts post it in
 * place (JSON, toast, field errors, clearing, the confirmation that replaces it), and, after a
 * post made without JavaScript, the page's result: its message, its field errors, the values to
 * show again, and whether it was saved (then the confirmation shows instead of the form).
 */
export function leadForm(form: FormId, result: FormResult | undefined, confirmationId: string) {
  return {
    errors: result?.outcome.status === "invalid" ? result.outcome.fieldErrors : ({} as Record<string, string>),
    values: result?.values ?? ({} as Record<string, string>),
    result,
    saved: result?.outcome.status === "saved",
    confirmationId,
    formProps: {
      method: "post" as const,
      "data-lead-form": form,
      "data-confirmation": confirmationId,
      // What the browser says when no answer comes back: the form's own failure message.
      "data-failure": JSON.stringify(messageFor(form, { status: "unavailable" })),
    },
  };
}
