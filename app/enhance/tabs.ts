/**
 * Tabs (`[data-tabs]`, a course's levels), WAI-ARIA tabs with automatic activation: a click or
 * Left/Right/Home/End selects a tab and shows its panel; only the selected tab is in the Tab
 * order. Each tab is a link to the page with its level selected (the no-JavaScript way): here a
 * click switches in place and puts that address in the location bar, so a reload keeps the level.
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
  if (tab instanceof HTMLAnchorElement) {
    const url = new URL(tab.href);
    url.hash = "";
    history.replaceState(history.state, "", url);
  }
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function installTabs(): void {
  for (const tab of document.querySelectorAll<HTMLElement>("[data-tabs] [role=tab]")) {
    tab.tabIndex = tab.getAttribute("aria-selected") === "true" ? 0 : -1;
  }
  document.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[data-tabs] [role=tab]");
    if (!tab || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    select(tab);
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
