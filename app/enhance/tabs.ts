/**
 * Tabs (`[data-tabs]`, a course's levels), WAI-ARIA tabs with automatic activation: a click or
 * Left/Right/Home/End selects a tab and shows its panel; only the selected tab is in the Tab
 * order.
 */
function select(tab: HTMLElement, { focus = false } = {}): void {
  const list = tab.closest("[role=tablist]");
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>("[role=tab]")) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function installTabs(): void {
  document.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[data-tabs] [role=tab]");
    if (tab) select(tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[data-tabs] [role=tab]");
    const move = MOVES[event.key];
    if (!tab || !move) return;
    const tabs = [...tab.closest("[role=tablist]")!.querySelectorAll<HTMLElement>("[role=tab]")];
    event.preventDefault();
    select(tabs[move(tabs.indexOf(tab), tabs.length)]!, { focus: true });
  });
}
