import { ChevronLeft, ChevronRight, Play, X } from "lucide-react";
import { useId } from "react";
import { autoplayUrl, type PosterTheme, type VideoDemo } from "~/content/videos";

/**
 * The home page's video demos as a WAI-ARIA carousel: a labelled region, one "slide" group per
 * demo, Previous/Next buttons (disabled at the ends), dot buttons, and Left/Right arrow keys
 * while focus is inside. Each slide shows a drawn poster; the player iframe exists only after
 * Play is pressed, so nothing is loaded from the video host before that. This renders the
 * first slide; app/enhance/carousel.ts moves between slides and plays.
 */
export function VideoCarousel({ demos, label = "Video demos" }: { demos: readonly VideoDemo[]; label?: string }) {
  const baseId = useId();
  const count = demos.length;
  return (
    <section aria-roledescription="carousel" aria-label={label} data-carousel="" data-current="0" className="mx-auto max-w-5xl">
      <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 shadow-brand-900/20 ring-slate-900/10">
        <div aria-live="polite" data-carousel-track="" className="flex transition-transform duration-500 ease-out">
          {demos.map((demo, index) => {
            const first = index === 0;
            const titleId = `${baseId}-title-${index}`;
            return (
              <div
                key={demo.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={first ? undefined : true}
                inert={!first}
                data-carousel-slide=""
                data-video-src={autoplayUrl(demo.videoUrl)}
                data-video-title={`${demo.title} (video)`}
                className="relative min-h-80 w-full shrink-0 bg-ink sm:aspect-video sm:min-h-0"
              >
                <div data-carousel-player="" hidden className="absolute inset-0">
                  <button
                    type="button"
                    data-carousel-close=""
                    className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-ink/80 text-white ring-1 ring-white/30 backdrop-blur hover:bg-ink"
                  >
                    <X className="size-5" aria-hidden="true" />
                    <span className="sr-only">Close video</span>
                  </button>
                </div>
                {/* Phones: the drawing above, the text below it. Wider: the text over the drawing's left side. */}
                <div data-carousel-poster="" className="on-dark flex h-full flex-col sm:absolute sm:inset-0 sm:block">
                  <div className="relative aspect-video sm:absolute sm:inset-0 sm:aspect-auto">
                    <PosterArt theme={demo.poster} />
                    <div className="absolute inset-0 bg-gradient-to-t from-ink to-transparent to-40% sm:bg-gradient-to-r sm:from-ink sm:via-ink/80 sm:via-40% sm:to-transparent sm:to-100%" />
                  </div>
                  <div className="relative flex flex-1 flex-col px-6 pt-2 pb-6 sm:h-full sm:max-w-[60%] sm:justify-center sm:p-10 lg:p-12">
                    <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
                      Demo {index + 1} of {count}
                    </p>
                    <h3 id={titleId} className="mt-2 text-2xl font-bold tracking-tight text-white sm:text-3xl">
                      {demo.title}
                    </h3>
                    <p className="mt-3 text-base leading-relaxed text-slate-300 sm:text-lg">{demo.description}</p>
                    <div className="mt-6">
                      <button
                        type="button"
                        data-carousel-play=""
                        aria-describedby={titleId}
                        className="group inline-flex min-h-11 items-center gap-3 rounded-full bg-white py-2 pr-5 pl-2 font-semibold text-ink shadow-lg transition-colors hover:bg-accent-300"
                      >
                        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-white transition-colors group-hover:bg-ink">
                          <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
                        </span>
                        Play Demo
                      </button>
                    </div>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-4 sm:gap-6">
        <button type="button" data-carousel-prev="" disabled className={navButton}>
          <ChevronLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">Previous slide</span>
        </button>
        <div className="flex items-center gap-1">
          {demos.map((demo, index) => (
            <button
              key={demo.id}
              type="button"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 ? "true" : undefined}
              data-carousel-dot=""
              data-index={index}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all group-hover:bg-slate-500 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-600"
              />
            </button>
          ))}
        </div>
        <button type="button" data-carousel-next="" disabled={count < 2} className={navButton}>
          <ChevronRight className="size-5" aria-hidden="true" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </section>
  );
}

const navButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:shadow-none disabled:ring-slate-200";

/** Drawn poster placeholders, one motif per demo theme; decorative. */
function PosterArt({ theme }: { theme: PosterTheme }) {
  const id = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 1600 900" preserveAspectRatio="xMaxYMid slice" className="absolute inset-0 size-full">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1120" />
          <stop offset="1" stopColor={theme === "rag" ? "#0e3a4a" : theme === "training" ? "#2a1f5c" : "#1e1b4b"} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.75" cy="0.45" r="0.45">
          <stop offset="0" stopColor={theme === "rag" ? "#06b6d4" : "#6366f1"} stopOpacity="0.55" />
          <stop offset="1" stopColor="#0b1120" stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-dots`} width="32" height="32" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.5" fill="#ffffff" fillOpacity="0.07" />
        </pattern>
      </defs>
      <rect width="1600" height="900" fill={`url(#${id}-bg)`} />
      <rect width="1600" height="900" fill={`url(#${id}-dots)`} />
      <rect width="1600" height="900" fill={`url(#${id}-glow)`} />
      <g transform="translate(1000 150)">
        {theme === "chatbot" && <ChatMotif />}
        {theme === "rag" && <DocumentMotif />}
        {theme === "training" && <TrainingMotif />}
      </g>
    </svg>
  );
}

function ChatMotif() {
  return (
    <g>
      <rect x="0" y="0" width="440" height="600" rx="36" fill="#111a2e" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="2" />
      <rect x="0" y="0" width="440" height="84" rx="36" fill="#4f46e5" />
      <rect x="0" y="48" width="440" height="36" fill="#4f46e5" />
      <circle cx="52" cy="42" r="20" fill="#c7d2fe" />
      <rect x="88" y="30" width="150" height="12" rx="6" fill="#e0e7ff" />
      <rect x="88" y="50" width="90" height="10" rx="5" fill="#a5b4fc" />
      <rect x="32" y="120" width="270" height="70" rx="20" fill="#1e293b" />
      <rect x="54" y="142" width="200" height="10" rx="5" fill="#94a3b8" />
      <rect x="54" y="162" width="140" height="10" rx="5" fill="#64748b" />
      <rect x="150" y="218" width="258" height="56" rx="20" fill="#4f46e5" />
      <rect x="172" y="240" width="190" height="10" rx="5" fill="#e0e7ff" />
      <rect x="32" y="302" width="300" height="96" rx="20" fill="#1e293b" />
      <rect x="54" y="324" width="240" height="10" rx="5" fill="#94a3b8" />
      <rect x="54" y="344" width="210" height="10" rx="5" fill="#94a3b8" />
      <rect x="54" y="364" width="120" height="10" rx="5" fill="#64748b" />
      <g transform="translate(32 430)">
        <rect width="120" height="44" rx="22" fill="none" stroke="#22d3ee" strokeWidth="2" />
        <rect x="136" width="130" height="44" rx="22" fill="none" stroke="#22d3ee" strokeWidth="2" />
        <rect x="24" y="18" width="72" height="8" rx="4" fill="#67e8f9" />
        <rect x="160" y="18" width="82" height="8" rx="4" fill="#67e8f9" />
      </g>
      <rect x="24" y="520" width="392" height="56" rx="28" fill="#0b1120" stroke="#ffffff" strokeOpacity="0.12" />
      <circle cx="384" cy="548" r="18" fill="#22d3ee" />
      <circle cx="-40" cy="520" r="10" fill="#22d3ee" fillOpacity="0.6" />
      <circle cx="500" cy="80" r="14" fill="#818cf8" fillOpacity="0.6" />
    </g>
  );
}

function DocumentMotif() {
  return (
    <g>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${i * 36} ${i * 40})`}>
          <rect
            width="300"
            height="380"
            rx="20"
            fill={i === 2 ? "#111a2e" : "#0f1b30"}
            stroke="#ffffff"
            strokeOpacity="0.14"
            strokeWidth="2"
          />
          {i === 2 &&
            [0, 1, 2, 3, 4, 5, 6].map((line) => (
              <rect
                key={line}
                x="32"
                y={48 + line * 36}
                width={line % 3 === 2 ? 150 : 236}
                height="12"
                rx="6"
                fill={line === 3 ? "#22d3ee" : "#334155"}
              />
            ))}
        </g>
      ))}
      <circle cx="330" cy="330" r="110" fill="none" stroke="#22d3ee" strokeWidth="16" />
      <path d="m408 408 80 80" stroke="#22d3ee" strokeWidth="24" strokeLinecap="round" />
      <g transform="translate(40 500)">
        <rect width="420" height="90" rx="22" fill="#0e7490" fillOpacity="0.35" stroke="#22d3ee" strokeOpacity="0.5" strokeWidth="2" />
        <rect x="28" y="26" width="260" height="12" rx="6" fill="#a5f3fc" />
        <rect x="28" y="52" width="180" height="10" rx="5" fill="#67e8f9" fillOpacity="0.7" />
        <rect x="320" y="30" width="72" height="30" rx="15" fill="#22d3ee" />
      </g>
    </g>
  );
}

function TrainingMotif() {
  return (
    <g>
      <rect x="0" y="40" width="520" height="340" rx="24" fill="#111a2e" stroke="#ffffff" strokeOpacity="0.14" strokeWidth="2" />
      <circle cx="36" cy="76" r="8" fill="#f87171" fillOpacity="0.8" />
      <circle cx="62" cy="76" r="8" fill="#fbbf24" fillOpacity="0.8" />
      <circle cx="88" cy="76" r="8" fill="#34d399" fillOpacity="0.8" />
      {[
        [40, 130, 180, "#818cf8"],
        [70, 166, 260, "#94a3b8"],
        [70, 202, 200, "#67e8f9"],
        [100, 238, 240, "#94a3b8"],
        [70, 274, 150, "#818cf8"],
        [40, 310, 120, "#94a3b8"],
      ].map(([x, y, w, c]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height="14" rx="7" fill={c as string} fillOpacity="0.8" />
      ))}
      <g transform="translate(300 300)">
        <path d="M0 60 130 0l130 60-130 60z" fill="#4f46e5" />
        <path d="M50 86v70c0 20 160 20 160 0V86l-80 36z" fill="#6366f1" />
        <path d="M230 70v80" stroke="#22d3ee" strokeWidth="8" strokeLinecap="round" />
        <circle cx="230" cy="160" r="14" fill="#22d3ee" />
      </g>
      <g transform="translate(-20 450)" fill="none" stroke="#22d3ee" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        <path d="m0 110 80-50 70 30 90-80" />
        <circle cx="240" cy="10" r="10" fill="#22d3ee" />
      </g>
    </g>
  );
}
