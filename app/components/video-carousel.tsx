import { ChevronLeft, ChevronRight, Play, X } from "lucide-react";
import { useId } from "react";
import { ChatConversation, courseExample, demoExample, planExample, RagAnswer } from "~/components/product-illustrations";
import { playerUrl, type PosterTheme, type VideoDemo } from "~/content/videos";

/**
 * The home page's video demos as a WAI-ARIA carousel: a labelled region, one "slide" group per
 * demo, Previous/Next buttons (disabled at the ends), dot buttons, and Left/Right arrow keys
 * while focus is inside. Each slide's poster shows the product at work in words; the player (a
 * video of the site's own, or a YouTube frame) exists only after Play is pressed, so nothing of
 * the video is loaded before that. This renders the first slide; app/enhance/carousel.ts moves
 * between slides and plays.
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
                data-video-src={playerUrl(demo.videoUrl)}
                data-video-still={demo.still}
                data-video-phone-src={demo.phone?.videoUrl}
                data-video-phone-still={demo.phone?.still}
                data-video-title={`${demo.title} (video)`}
                className="relative min-h-80 w-full shrink-0 bg-ink md:aspect-video md:min-h-0"
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
                {/* Below 768 px: the product above, cut off and fading into the text below it. Wider: the text on the left, the product on the right. */}
                <div data-carousel-poster="" className="on-dark flex h-full flex-col md:absolute md:inset-0 md:block">
                  <div className="relative h-64 overflow-hidden bg-radial-[at_80%_30%] from-brand-700/60 to-transparent to-70% px-6 pt-6 md:absolute md:inset-0 md:h-auto md:p-0">
                    <div className="mx-auto max-w-sm md:absolute md:top-8 md:right-8 md:w-[42%] md:max-w-sm lg:top-1/2 lg:right-12 lg:-translate-y-1/2">
                      <PosterScreen theme={demo.poster} />
                    </div>
                    <div className="absolute inset-0 bg-gradient-to-t from-ink to-transparent to-30% md:bg-gradient-to-r md:from-ink md:from-45% md:to-transparent md:to-60%" />
                  </div>
                  <div className="relative flex flex-1 flex-col px-6 pt-2 pb-6 md:h-full md:max-w-[52%] md:justify-center md:p-10 lg:p-12">
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

/**
 * What each poster shows of its demo, in words: the assistant answering a price question, a
 * course answer with its sources, and a demo request. Hidden from assistive technology: the
 * slide's title and description say what the demo is.
 */
function PosterScreen({ theme }: { theme: PosterTheme }) {
  if (theme === "chatbot") return <ChatConversation example={planExample} />;
  if (theme === "rag") return <RagAnswer example={courseExample} />;
  return <ChatConversation example={demoExample} />;
}
