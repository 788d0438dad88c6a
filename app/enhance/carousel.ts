/**
 * The video demos carousel (WAI-ARIA carousel): Previous/Next (disabled at the ends), dot
 * buttons, Left/Right arrows while focus is inside, and a Play button per slide that puts the
 * player in place of the poster. The server renders the first slide; this keeps the rest in
 * step. Nothing of a video is loaded before Play is pressed: then a recording of the site's own
 * plays in a video element, a YouTube demo in a frame.
 */
// What the player needs; sensors and the clipboard stay off (see the Permissions-Policy).
const PLAYER_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

function parts(root: HTMLElement) {
  return {
    track: root.querySelector<HTMLElement>("[data-carousel-track]")!,
    slides: [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")],
    prev: root.querySelector<HTMLButtonElement>("[data-carousel-prev]")!,
    next: root.querySelector<HTMLButtonElement>("[data-carousel-next]")!,
    dots: [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")],
  };
}

function currentIndex(root: HTMLElement): number {
  return Number(root.dataset.current ?? 0);
}

function stop(slide: HTMLElement, { focus = false } = {}): void {
  const player = slide.querySelector<HTMLElement>("[data-carousel-player]");
  if (!player || player.hidden) return;
  player.querySelector("iframe, video")?.remove();
  player.hidden = true;
  const poster = slide.querySelector<HTMLElement>("[data-carousel-poster]")!;
  poster.hidden = false;
  if (focus) poster.querySelector<HTMLElement>("[data-carousel-play]")?.focus();
}

function play(slide: HTMLElement): void {
  const player = slide.querySelector<HTMLElement>("[data-carousel-player]");
  const poster = slide.querySelector<HTMLElement>("[data-carousel-poster]");
  if (!player || !poster || !player.hidden) return;
  // Below 768 px, a recording made on a phone's screen, where there is one.
  const { videoSrc, videoStill, videoPhoneSrc, videoPhoneStill, videoTitle: title = "" } = slide.dataset;
  const phone = Boolean(videoPhoneSrc) && matchMedia("(max-width: 767px)").matches;
  const src = phone ? videoPhoneSrc! : videoSrc!;
  const still = phone ? videoPhoneStill : videoStill;
  let element: HTMLIFrameElement | HTMLVideoElement;
  if (src.startsWith("https://")) {
    element = document.createElement("iframe");
    element.src = src;
    element.title = title;
    element.allow = PLAYER_ALLOW;
    element.allowFullscreen = true;
    element.referrerPolicy = "strict-origin-when-cross-origin";
  } else {
    // The recordings have no sound: muted, they may play at once in every browser.
    element = document.createElement("video");
    element.src = src;
    if (still) element.poster = still;
    element.setAttribute("aria-label", title);
    element.controls = true;
    element.muted = true;
    element.autoplay = true;
    element.playsInline = true;
  }
  element.className =
    element instanceof HTMLVideoElement
      ? "absolute inset-0 size-full bg-ink object-contain"
      : "absolute inset-x-0 top-1/2 aspect-video w-full -translate-y-1/2 border-0 sm:inset-0 sm:aspect-auto sm:size-full sm:translate-y-0";
  player.prepend(element);
  poster.hidden = true;
  player.hidden = false;
  player.querySelector<HTMLElement>("[data-carousel-close]")?.focus();
}

function goTo(root: HTMLElement, index: number): void {
  const { track, slides, prev, next, dots } = parts(root);
  const last = slides.length - 1;
  const target = Math.max(0, Math.min(last, index));
  const current = currentIndex(root);
  if (target === current) return;
  // A slide change always returns to the poster.
  stop(slides[current]!);
  root.dataset.current = String(target);
  track.style.transform = `translateX(-${target * 100}%)`;
  slides.forEach((slide, i) => {
    slide.inert = i !== target;
    if (i === target) slide.removeAttribute("aria-hidden");
    else slide.setAttribute("aria-hidden", "true");
  });
  dots.forEach((dot, i) => {
    if (i === target) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  });
  // A button that becomes disabled drops focus; hand it to its partner instead.
  const active = document.activeElement;
  prev.disabled = target === 0;
  next.disabled = target === last;
  if (target === 0 && active === prev) next.focus();
  if (target === last && active === next) prev.focus();
}

export function installCarousels(): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const root = target.closest<HTMLElement>("[data-carousel]");
    if (!root) return;
    const slide = target.closest<HTMLElement>("[data-carousel-slide]");
    if (target.closest("[data-carousel-prev]")) goTo(root, currentIndex(root) - 1);
    else if (target.closest("[data-carousel-next]")) goTo(root, currentIndex(root) + 1);
    else if (target.closest("[data-carousel-dot]")) goTo(root, Number(target.closest<HTMLElement>("[data-carousel-dot]")!.dataset.index));
    else if (slide && target.closest("[data-carousel-play]")) play(slide);
    else if (slide && target.closest("[data-carousel-close]")) stop(slide, { focus: true });
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const root = (event.target as Element).closest<HTMLElement>("[data-carousel]");
    if (!root) return;
    event.preventDefault();
    goTo(root, currentIndex(root) + (event.key === "ArrowLeft" ? -1 : 1));
  });
}
