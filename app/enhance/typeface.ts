/**
 * The site's typeface, Inter, once the page has painted (decision 0022). The stylesheet sets text
 * in "Inter Fallback" (Arial scaled to Inter's metrics) until <html> has the class "inter", so
 * the first paint never waits for a font file and the change moves nothing.
 *
 * A browser that has loaded Inter before (remembered in localStorage) has the file in its cache,
 * so the class is set at once and the page paints in Inter from the start. On a first visit it is
 * set once the first contentful paint is on screen: the page shows in the fallback, then in
 * Inter when the file comes. The chat panel's page (assistant.css) is opened by a click, after
 * the page's paint, and uses Inter directly; so does the workspace (root.tsx).
 */
const REMEMBERED = "site-typeface";

function remembered(): boolean {
  try {
    return localStorage.getItem(REMEMBERED) === "inter";
  } catch {
    // Storage switched off: every page takes the first visit's way.
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(REMEMBERED, "inter");
  } catch {
    // Nothing to keep it in; the next page paints first again.
  }
}

function setInter(root: HTMLElement): void {
  root.classList.add("inter");
  // Resolves when the face of the page's text has loaded (an empty list when it failed).
  document.fonts
    .load('1em "Inter"')
    .then((faces) => {
      if (faces.length > 0) remember();
    })
    .catch(() => {});
}

/** Calls `then` once the page's first contentful paint is on screen. */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // No paint timing: a task queued from a frame's callback runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

export function installTypeface(root: HTMLElement = document.documentElement): void {
  if (root.classList.contains("inter")) return;
  if (remembered()) setInter(root);
  else afterFirstPaint(() => setInter(root));
}
