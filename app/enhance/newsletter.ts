/**
 * The newsletter form (`form[data-newsletter]`, in the footer of every page and on /newsletter)
 * without a framework: the spec's pattern check, "Subscribing..." while the post is under way, a
 * JSON post to the form's action, the server's message as a toast, and the field cleared after
 * every attempt. Without JavaScript the same form posts the page (see routes/newsletter.tsx).
 */
import { EMAIL_PATTERN, HONEYPOT_FIELD } from "~/forms/field-rules";
import { newsletterLabels, newsletterMessages } from "~/forms/newsletter-messages";
import { landingReferrer } from "~/lib/landing-referrer";
import { showToast, type ToastMessage } from "~/lib/toast";

function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  button.disabled = busy;
  button.querySelector("[data-busy-icon]")?.toggleAttribute("hidden", !busy);
  const label = button.querySelector<HTMLElement>("[data-label]")!;
  label.textContent = busy ? newsletterLabels.submitting : newsletterLabels.submit;
}

function setError(form: HTMLFormElement, input: HTMLInputElement, message: string | undefined): void {
  const error = form.querySelector<HTMLElement>("[data-field-error]");
  if (!error) return;
  error.textContent = message ?? "";
  error.hidden = !message;
  if (message) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", error.id);
  } else {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}

async function post(form: HTMLFormElement, email: string): Promise<ToastMessage> {
  const trap = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, [HONEYPOT_FIELD]: trap, referrer: landingReferrer() }),
    });
    const body = (await response.json()) as { message?: ToastMessage };
    if (body.message?.title) return body.message;
  } catch {
    // Offline, or an answer that is not ours: the spec's failure message below.
  }
  return newsletterMessages.failed;
}

async function submit(form: HTMLFormElement): Promise<void> {
  const input = form.querySelector<HTMLInputElement>("input[name=email]")!;
  const email = input.value.trim();
  // The field is cleared after every attempt (spec), failures included.
  input.value = "";
  if (!EMAIL_PATTERN.test(email)) {
    setError(form, input, newsletterMessages.invalid.description);
    showToast(newsletterMessages.invalid);
    input.focus();
    return;
  }
  setError(form, input, undefined);
  setBusy(form, true);
  try {
    showToast(await post(form, email));
  } finally {
    setBusy(form, false);
  }
}

export function installNewsletterForms(): void {
  // The spec's own check replaces the browser's, which would accept "someone@example".
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) form.noValidate = true;
  document.addEventListener("submit", (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>("form[data-newsletter]");
    if (!form) return;
    event.preventDefault();
    form.noValidate = true;
    if (form.querySelector<HTMLButtonElement>("button[type=submit]")?.disabled) return;
    void submit(form);
  });
  document.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    const form = input.closest<HTMLFormElement>("form[data-newsletter]");
    if (form && input.name === "email") setError(form, input, undefined);
  });
}
