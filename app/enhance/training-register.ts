/**
 * The AI Training page's registration section (`[data-register-section]`): hidden until a
 * "Register for Training" link (`[data-register-trigger]`) is pressed or the address carries
 * register=true; then, after the spec's delay (100 ms), the view scrolls to it, smoothly unless
 * the visitor prefers reduced motion, and focus moves to its heading. Without JavaScript the
 * links load ?register=true#register, which the server renders with the section shown.
 */
function scrollTo(section: HTMLElement): void {
  window.setTimeout(
    () => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
      section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
    },
    Number(section.dataset.scrollDelay ?? 100),
  );
}

export function installTrainingRegister(): void {
  const section = document.querySelector<HTMLElement>("[data-register-section]");
  if (section && new URLSearchParams(location.search).get("register") === "true") scrollTo(section);

  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element).closest<HTMLAnchorElement>("[data-register-trigger]");
    const target = document.querySelector<HTMLElement>("[data-register-section]");
    if (!trigger || !target) return;
    // Modified clicks open a new tab or window as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    target.classList.remove("hidden");
    history.replaceState(history.state, "", trigger.href);
    scrollTo(target);
  });
}
