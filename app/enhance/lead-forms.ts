/**
 * The five lead forms (`form[data-lead-form]`) posted in place: the spec's "...ing" label while
 * the post is under way, a JSON post to the form's own action, the server's message as a toast,
 * its field messages beside their fields (focus on the first), and the fields cleared when the
 * server says the spec clears them. The server's schema is the only judge, so every message
 * has the spec's wording. A saved post also swaps the form for its confirmation
 * (`form[data-confirmation]` names it) and moves focus to its heading; "send another" there
 * brings the form back, empty. A new post first clears the toasts of the ones before. On a small
 * screen a message that keeps the form goes into the form's own slot, under its button, so no
 * floating toast covers its fields. Without JavaScript the same form posts the page, which
 * answers with the message and, once saved, the confirmation (see app/server/leads/action.server.ts).
 */
import { HONEYPOT_FIELD } from "~/forms/field-rules";
import { landingReferrer } from "~/lib/landing-referrer";
import { clearToasts, showToast, type ToastMessage } from "~/lib/toast";

interface LeadAnswer {
  saved?: boolean;
  message?: ToastMessage;
  errors?: Record<string, string>;
  clearFields?: boolean;
}

/** What the visitor is told when no answer comes back (offline, or an answer that is not ours): the form's failure message. */
function noAnswer(form: HTMLFormElement): ToastMessage {
  return JSON.parse(form.dataset.failure ?? "{}") as ToastMessage;
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  button.disabled = busy;
  button.querySelector("[data-busy-icon]")?.toggleAttribute("hidden", !busy);
  const text = button.querySelector<HTMLElement>("[data-label-text]");
  if (text) text.textContent = (busy ? button.dataset.busyLabel : button.dataset.label) ?? text.textContent;
}

function controlsFor(form: HTMLFormElement, name: string): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>("input, select, textarea")].filter(
    (control) => (control as HTMLInputElement).name === name,
  );
}

function setFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const line = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
  if (line) {
    line.textContent = message ?? "";
    line.hidden = !message;
  }
  for (const control of controlsFor(form, name)) {
    // A radio group describes its error on its fieldset; other controls on themselves.
    const target = control.matches("[type=radio]") ? (control.closest("fieldset") ?? control) : control;
    if (message) {
      target.setAttribute("aria-invalid", "true");
      if (line) target.setAttribute("aria-describedby", line.id);
    } else {
      target.removeAttribute("aria-invalid");
      target.removeAttribute("aria-describedby");
    }
  }
}

function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const line of form.querySelectorAll<HTMLElement>("[data-error-for]"))
    setFieldError(form, line.dataset.errorFor!, errors[line.dataset.errorFor!]);
  const first = form.querySelector<HTMLElement>("[aria-invalid=true]");
  (first?.matches("fieldset") ? first.querySelector<HTMLElement>("input") : first)?.focus();
}

function fields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  values.referrer = landingReferrer();
  values[HONEYPOT_FIELD] ??= "";
  return values;
}

async function post(form: HTMLFormElement): Promise<LeadAnswer> {
  try {
    const url = new URL(form.action);
    url.hash = "";
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields(form)),
    });
    const answer = (await response.json()) as LeadAnswer;
    if (answer.message?.title) return answer;
  } catch {
    // Falls through to the message below.
  }
  return { message: noAnswer(form) };
}

/** Below Tailwind's `sm` a floating toast would sit over the form's fields. */
const SMALL_SCREEN = "(max-width: 639.98px)";

function confirmationOf(form: HTMLFormElement): HTMLElement | null {
  return document.getElementById(form.dataset.confirmation ?? "");
}

function showConfirmation(form: HTMLFormElement): void {
  const confirmation = confirmationOf(form);
  if (!confirmation) return;
  form.hidden = true;
  confirmation.hidden = false;
  const heading = confirmation.matches("[tabindex]") ? confirmation : confirmation.querySelector<HTMLElement>("[tabindex]");
  heading?.focus({ preventScroll: true });
  // Centred, it is seen whole: not under the top bar, and above a toast at the bottom of a phone.
  confirmation.scrollIntoView({ block: "center" });
}

async function submit(form: HTMLFormElement): Promise<void> {
  clearToasts();
  setBusy(form, true);
  let answer: LeadAnswer;
  try {
    answer = await post(form);
  } finally {
    setBusy(form, false);
  }
  if (answer.clearFields) form.reset();
  showFieldErrors(form, answer.errors ?? {});
  const slot = form.querySelector<HTMLElement>("[data-toast-slot]");
  const inForm = !answer.saved && slot && window.matchMedia(SMALL_SCREEN).matches;
  showToast(answer.message ?? noAnswer(form), inForm ? slot : undefined);
  if (answer.saved) showConfirmation(form);
}

export function installLeadForms(): void {
  // The server's messages (the spec's wording) replace the browser's own checks.
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-lead-form]")) form.noValidate = true;
  document.addEventListener("submit", (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>("form[data-lead-form]");
    if (!form) return;
    event.preventDefault();
    if (form.querySelector<HTMLButtonElement>("button[type=submit]")?.disabled) return;
    void submit(form);
  });
  // "Send another": the form again, empty, focus on its first field. (Without JavaScript, or when
  // the page came back from a post without it, the link loads the page afresh.)
  document.addEventListener("click", (event) => {
    const confirmation = (event.target as Element).closest("[data-form-again]")?.closest<HTMLElement>("[data-form-confirmation]");
    const form = confirmation && document.querySelector<HTMLFormElement>(`form[data-confirmation="${CSS.escape(confirmation.id)}"]`);
    if (!form) return;
    event.preventDefault();
    confirmation.hidden = true;
    form.hidden = false;
    form.querySelector<HTMLElement>("input:not([type=hidden], [tabindex='-1']), select, textarea")?.focus();
  });
  // A field's message goes as soon as the visitor changes that field.
  const clear = (event: Event) => {
    const control = event.target as HTMLInputElement;
    const form = control.form;
    if (form?.matches("[data-lead-form]") && control.name) setFieldError(form, control.name, undefined);
  };
  document.addEventListener("input", clear);
  document.addEventListener("change", clear);
}
