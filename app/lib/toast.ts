/**
 * Toasts without a framework (pages are rendered on the server only). The region is
 * put in the page once, before any toast, so screen readers know it and announce what appears
 * in it: politely, or at once for a destructive message.
 */
export interface ToastMessage {
  title: string;
  description: string;
  variant?: "default" | "destructive";
}

const MAX_TOASTS = 3;
const DURATION_MS = 7000;
const SVG = "http://www.w3.org/2000/svg";

// lucide's circle-check, circle-alert and x, drawn here so this module stays free of React.
const ICONS = {
  success: ["M21.801 10A10 10 0 1 1 17 3.335", "m9 11 3 3L22 4"],
  alert: ["M12 8v4", "M12 16h.01", "M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0"],
  close: ["M18 6 6 18", "m6 6 12 12"],
} as const;

function icon(paths: readonly string[], className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("fill", "none");
  svg.setAttribute("stroke", "currentColor");
  svg.setAttribute("stroke-width", "2");
  svg.setAttribute("stroke-linecap", "round");
  svg.setAttribute("stroke-linejoin", "round");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", className);
  for (const d of paths) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

interface Region {
  polite: HTMLOListElement;
  assertive: HTMLOListElement;
}

let region: Region | undefined;

/** Puts the notification region in the page (idempotent); call it early, before any toast. */
export function installToastRegion(): void {
  if (region && document.body.contains(region.polite)) return;
  const section = element(
    "section",
    "pointer-events-none fixed right-0 bottom-20 z-[70] flex w-full max-w-sm flex-col gap-3 p-4 sm:right-2",
  );
  section.setAttribute("aria-label", "Notifications");
  section.dataset.toastRegion = "";
  const list = (live: "polite" | "assertive") => {
    const ol = element("ol", "flex flex-col gap-3");
    ol.setAttribute("aria-live", live);
    ol.setAttribute("aria-relevant", "additions");
    return ol;
  };
  region = { polite: list("polite"), assertive: list("assertive") };
  section.append(region.assertive, region.polite);
  document.body.append(section);
}

/** Removes every toast shown so far, floating or in a form's slot (a new post starts afresh). */
export function clearToasts(): void {
  for (const item of document.querySelectorAll("[data-toast-region] li, [data-toast-slot] > li")) item.remove();
}

/**
 * Shows a toast for seven seconds (paused while pointed at or focused); at most three at once.
 * Given a slot (a live list in the page's flow, `[data-toast-slot]`), the toast shows there
 * instead, and stays until dismissed or cleared: it is part of the form, not over it.
 */
export function showToast(message: ToastMessage, slot?: HTMLElement): void {
  installToastRegion();
  const { polite, assertive } = region!;
  const destructive = message.variant === "destructive";
  const item = element(
    "li",
    [
      "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 animate-fade-in",
      slot ? "shadow-sm" : "shadow-lg",
      destructive ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-800",
    ].join(" "),
  );
  item.dataset.variant = destructive ? "destructive" : "default";
  item.setAttribute("aria-atomic", "true");
  item.append(
    icon(destructive ? ICONS.alert : ICONS.success, `mt-0.5 size-5 shrink-0 ${destructive ? "text-red-700" : "text-emerald-600"}`),
  );
  const text = element("div", "min-w-0");
  text.append(
    element("p", `font-semibold ${destructive ? "text-red-900" : "text-slate-900"}`, message.title),
    element("p", "mt-1 text-sm leading-relaxed", message.description),
  );
  const close = element(
    "button",
    "absolute top-2 right-2 flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-black/5 hover:text-slate-900",
  );
  close.type = "button";
  close.setAttribute("aria-label", "Dismiss notification");
  close.append(icon(ICONS.close, "size-4"));
  item.append(text, close);

  let timer: number | undefined;
  const remove = () => {
    window.clearTimeout(timer);
    item.remove();
  };
  const start = () => {
    if (slot) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(remove, DURATION_MS);
  };
  const pause = () => window.clearTimeout(timer);
  close.addEventListener("click", remove);
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", start);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", start);
  item.addEventListener("keydown", (event) => {
    if (event.key === "Escape") remove();
  });

  if (slot) {
    slot.append(item);
    return;
  }
  (destructive ? assertive : polite).append(item);
  const shown = [...assertive.children, ...polite.children];
  for (const old of shown.slice(0, Math.max(0, shown.length - MAX_TOASTS))) old.remove();
  start();
}
