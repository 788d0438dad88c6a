/**
 * The site's typeface, Inter, once the page has painted (decision 0022). The stylesheet sets text
 * in "Inter Fallback" (Arial scaled to Inter's metrics) until <html> has the class "inter", so
 * the first paint never waits for a font file, and the change moves next to nothing.
 *
 * On the visit's first page the file is asked for once the first contentful paint is on screen,
 * and the class set when it has come: the page shows in the fallback, then in Inter. A tab that
 * has done so (remembered in sessionStorage) has the file in the browser's cache: the class is
 * set before the first frame, and the page paints in Inter from the start. The chat panel's page
 * (assistant.css) is opened by a click, after the page's paint, and uses Inter directly; so does
 * the workspace (root.tsx).
 */
const REMEMBERED = "site-typeface";

function remembered(): boolean {
  try {
    return sessionStorage.getItem(REMEMBERED) === "inter";
  } catch {
    // Storage switched off: every page takes the first visit's way.
    return false;
  }
}

function remember(): void {
  try {
    sessionStorage.setItem(REMEMBERED, "inter");
  } catch {
    // Nothing to keep it in; the next page paints first again.
  }
}

/** Loads Inter without using it, then sets the page in it at once, with nothing left to wait for. */
function loadThenSet(root: HTMLElement): void {
  document.fonts
    .load('1em "Inter"')
    .then((faces) => {
      if (faces.length === 0) return;
      root.classList.add("inter");
      remember();
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
  // Storage is read in the first frame's callback, which runs before that frame is painted: the
  // module's own task stays short (a first read of storage can take milliseconds on a phone).
  requestAnimationFrame(() => {
    if (remembered()) root.classList.add("inter");
    else afterFirstPaint(() => loadThenSet(root));
  });
}
