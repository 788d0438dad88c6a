/**
 * Accordions (`[data-accordion]`, the FAQ): each `[data-accordion-trigger]` button shows or hides
 * the panel its aria-controls names; one item is open at a time, and pressing an open item's
 * button closes it (WAI-ARIA accordion).
 */
function setExpanded(trigger: HTMLButtonElement, expanded: boolean): void {
  trigger.setAttribute("aria-expanded", String(expanded));
  const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = !expanded;
}

export function installAccordions(): void {
  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element).closest<HTMLButtonElement>("[data-accordion-trigger]");
    const root = trigger?.closest("[data-accordion]");
    if (!trigger || !root) return;
    const opening = trigger.getAttribute("aria-expanded") !== "true";
    for (const other of root.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger][aria-expanded=true]")) setExpanded(other, false);
    setExpanded(trigger, opening);
  });
}
