import { useEffect, useState } from "react";
import { HONEYPOT_FIELD } from "~/forms/field-rules";
import { landingReferrer } from "~/lib/landing-referrer";

/**
 * Hidden parts of every lead form: the honeypot (off-screen, out of the tab order, hidden from
 * assistive technology; only bots fill it) and the external referrer that brought the visitor.
 */
export function LeadFormExtras() {
  const [referrer, setReferrer] = useState("");
  useEffect(() => setReferrer(landingReferrer()), []);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {referrer ? <input type="hidden" name="referrer" value={referrer} /> : null}
    </>
  );
}
