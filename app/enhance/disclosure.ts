/**
 * WAI-ARIA disclosures driven by markup, for the top bar's Services menu and mobile menu and the
 * chat panel. A `[data-disclosure]` element holds a `[data-disclosure-button]` whose
 * aria-controls names the panel. Options on the root:
 * - `data-hover`: a mouse pointing at it opens it, leaving closes it after a short delay;
 * - `data-dismiss`: a press outside it or focus leaving it closes it;
 * - `data-focus-panel`: opening moves focus into the panel and closing returns it to the button.
 * Escape closes the innermost open one and returns focus to its button; following a link in a
 * panel closes it (client-side navigation keeps the page, so it would stay open otherwise).
 * A panel's `[data-frame-src]` placeholder gets its iframe the first time the panel opens.
 * A panel may come from the server marked `data-js-closed` instead of hidden, so that it shows
 * without JavaScript (app/app.css); here the mark becomes the hidden attribute.
 */
const HOVER_CLOSE_MS = 150;

/** The root's own button (a root may hold another disclosure, as the top bar holds Services). */
function buttonOf(root: Element): HTMLButtonElement | null {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-disclosure-button]")) {
    if (button.closest("[data-disclosure]") === root) return button;
  }
  return null;
}

function panelOf(button: HTMLButtonElement): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function isOpen(root: Element): boolean {
  return buttonOf(root)?.getAttribute("aria-expanded") === "true";
}

const closeTimers = new WeakMap<Element, number>();

function setOpen(root: HTMLElement, open: boolean, { focus = false } = {}): void {
  const button = buttonOf(root);
  const panel = button && panelOf(button);
  if (!button || !panel) return;
  window.clearTimeout(closeTimers.get(root));
  if (isOpen(root) === open) return;
  button.setAttribute("aria-expanded", String(open));
  panel.hidden = !open;
  if (open) {
    for (const placeholder of panel.querySelectorAll<HTMLElement>("[data-frame-src]")) {
      const frame = document.createElement("iframe");
      frame.src = placeholder.dataset.frameSrc!;
      frame.title = placeholder.dataset.frameTitle ?? "";
      frame.className = "block size-full border-0";
      // Inside the placeholder, not instead of it: React may own the placeholder.
      placeholder.removeAttribute("data-frame-src");
      placeholder.append(frame);
    }
  }
  if (!focus || !("focusPanel" in root.dataset)) return;
  if (open) panel.querySelector<HTMLElement>("button, a[href], input, [tabindex]")?.focus();
  else button.focus();
}

function openRoots(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-disclosure]")].filter(isOpen);
}

export function installDisclosures(): void {
  for (const panel of document.querySelectorAll<HTMLElement>("[data-js-closed]")) {
    panel.hidden = true;
    panel.removeAttribute("data-js-closed");
  }

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("[data-disclosure-button]");
    const root = target.closest<HTMLElement>("[data-disclosure]");
    if (button && root) {
      setOpen(root, !isOpen(root), { focus: true });
      return;
    }
    if (target.closest("[data-disclosure-close]") && root) {
      setOpen(root, false, { focus: true });
      return;
    }
    // A followed link closes every menu it sits in.
    if (target.closest("a[href]")) {
      for (const open of openRoots()) if (open.contains(target)) setOpen(open, false);
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    let node = (event.target as Element).closest<HTMLElement>("[data-disclosure]");
    while (node && !isOpen(node)) node = node.parentElement?.closest<HTMLElement>("[data-disclosure]") ?? null;
    if (!node) return;
    setOpen(node, false);
    buttonOf(node)?.focus();
  });

  document.addEventListener("pointerdown", (event) => {
    for (const open of openRoots()) {
      if ("dismiss" in open.dataset && !open.contains(event.target as Node)) setOpen(open, false);
    }
  });

  document.addEventListener("focusout", (event) => {
    const root = (event.target as Element).closest<HTMLElement>("[data-disclosure][data-dismiss]");
    if (root && isOpen(root) && !root.contains(event.relatedTarget as Node | null)) setOpen(root, false);
  });

  document.addEventListener(
    "pointerover",
    (event) => {
      if (event.pointerType !== "mouse") return;
      const root = (event.target as Element).closest<HTMLElement>("[data-disclosure][data-hover]");
      if (root) setOpen(root, true);
    },
    { passive: true },
  );

  document.addEventListener(
    "pointerout",
    (event) => {
      if (event.pointerType !== "mouse") return;
      const root = (event.target as Element).closest<HTMLElement>("[data-disclosure][data-hover]");
      if (!root || root.contains(event.relatedTarget as Node | null)) return;
      window.clearTimeout(closeTimers.get(root));
      closeTimers.set(
        root,
        window.setTimeout(() => setOpen(root, false), HOVER_CLOSE_MS),
      );
    },
    { passive: true },
  );
}
