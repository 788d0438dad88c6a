import { HONEYPOT_FIELD } from "~/forms/field-rules";

/**
 * The honeypot every lead form carries: off-screen, out of the tab order, hidden from assistive
 * technology; only bots fill it. (The external referrer that brought the visitor is added by
 * app/enhance/lead-forms.ts when it posts the form.)
 */
export function LeadFormExtras() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
