const REFERRER_KEY = "lead-referrer";

/**
 * The site that first sent the visitor here in this tab, if any. It is noted on the first page
 * of the visit (every page calls this on load) and kept across page changes, so a lead sent
 * three pages later still says where the visitor came from.
 */
export function landingReferrer(): string {
  try {
    const stored = sessionStorage.getItem(REFERRER_KEY);
    if (stored !== null) return stored;
    const external = document.referrer && new URL(document.referrer).origin !== location.origin ? document.referrer : "";
    sessionStorage.setItem(REFERRER_KEY, external);
    return external;
  } catch {
    return "";
  }
}
