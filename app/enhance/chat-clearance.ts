/**
 * The floating Chat button must never cover a control: a tap meant for a link or button beneath
 * it would open the chat instead. Whenever the page comes to rest (scrolling has stopped, the
 * window was resized, a click may have moved content), the button steps aside, hidden, if a
 * control it is not part of lies under it, and comes back once the page rests with nothing under
 * it. An open chat panel or focus inside the widget keeps it in place. The footer ends with room
 * for the button, so at the page's end it always shows (app/components/site-footer.tsx).
 */
const CONTROLS = "a[href], button, input, select, textarea, summary, label, iframe, [tabindex]:not([tabindex='-1'])";
/** Quiet time after the last scroll or resize event: scrollend is not in every browser. */
const SETTLE_MS = 120;

/** Whether a visible control (not one the button itself hides) lies under the button. */
function controlUnder(widget: HTMLElement, button: HTMLElement): boolean {
  const spot = button.getBoundingClientRect();
  if (!spot.width || !spot.height) return false;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (widget.contains(control)) continue;
    const box = control.getBoundingClientRect();
    const left = Math.max(box.left, spot.left);
    const right = Math.min(box.right, spot.right);
    const top = Math.max(box.top, spot.top);
    const bottom = Math.min(box.bottom, spot.bottom);
    if (right <= left || bottom <= top) continue;
    // Only a control a tap there would reach: not one clipped away or under something else.
    const reached = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((hit) => !widget.contains(hit));
    if (reached && control.contains(reached)) return true;
  }
  return false;
}

export function installChatClearance(): void {
  const widget = document.querySelector<HTMLElement>("[data-chat-widget]");
  const button = widget?.querySelector<HTMLElement>(":scope > [data-disclosure-button]");
  if (!widget || !button) return;

  const update = () => {
    const inUse = button.getAttribute("aria-expanded") === "true" || widget.contains(document.activeElement);
    widget.toggleAttribute("data-covering", !inUse && controlUnder(widget, button));
  };
  let timer = 0;
  const settle = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, SETTLE_MS);
  };

  window.addEventListener("scroll", settle, { passive: true });
  window.addEventListener("resize", settle, { passive: true });
  // An accordion or a group that opens moves what lies under the button without a scroll.
  document.addEventListener("click", settle);
  // The first look waits as well: measuring now, while the page is still being set up, would
  // force a layout of its own.
  settle();
}
