import { Mail, MessageSquare } from "lucide-react";
import { type ComponentProps, type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { trainingRegistration } from "~/content/service-pages/ai-training";
import { cn } from "~/lib/cn";

const { id: SECTION_ID, scrollDelayMs } = trainingRegistration;
/** Works without JavaScript: the server renders the section for ?register=true and #register jumps to it. */
const REGISTER_HREF = `?register=true#${SECTION_ID}`;

const subscribeNothing = () => () => {};

/** False on the server and while hydrating, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

function scrollToRegistration() {
  const section = document.getElementById(SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
  // Keyboard and screen-reader users continue from the section they asked for.
  section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/**
 * Whether the registration section is shown, and a function that shows it. It shows when a
 * register button is pressed or when the URL carries register=true; then, after the spec's
 * 100 ms delay, the view scrolls to it (smoothly unless the visitor prefers reduced motion).
 *
 * The page is prerendered without a query, so during hydration the section stays as the HTML
 * has it and appears right after when the URL asks for it. On the server (a rendered request)
 * the request's own URL decides.
 */
export function useTrainingRegistration() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("register") === "true";
  const hydrated = useHydrated();
  const [presses, setPresses] = useState(0);
  const fromUrl = requested && (hydrated || typeof document === "undefined");

  useEffect(() => {
    if (!fromUrl && presses === 0) return;
    const timer = window.setTimeout(scrollToRegistration, scrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [fromUrl, presses]);

  const reveal = useCallback(() => setPresses((count) => count + 1), []);
  return { shown: fromUrl || presses > 0, reveal };
}

/** "Register for Training": a link to ?register=true#register that, with JavaScript, reveals the section in place. */
export function RegisterTrainingButton({
  onReveal,
  variant = "accent",
  className,
}: {
  onReveal: () => void;
  variant?: ComponentProps<typeof Button>["variant"];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size="lg" className={className}>
      <Link
        to={REGISTER_HREF}
        aria-controls={SECTION_ID}
        onClick={(event) => {
          // Let modified clicks open a new tab or window as usual.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onReveal();
        }}
      >
        {trainingRegistration.buttonLabel}
      </Link>
    </Button>
  );
}

/**
 * The registration section: the form, then contact by page and e-mail for those who would
 * rather talk first. When hidden, `target:block`
 * still shows it for a no-JavaScript visitor who arrives at #register.
 */
export function TrainingRegisterSection({ shown, children }: { shown: boolean; children?: ReactNode }) {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <section
      id={SECTION_ID}
      aria-labelledby={headingId}
      // The prerendered HTML may differ from the URL only in this class; see useTrainingRegistration.
      suppressHydrationWarning
      className={cn("border-y border-brand-100 bg-brand-50 py-16 sm:py-20", !shown && "hidden target:block")}
    >
      <div className="container-page">
        <div className="mx-auto max-w-3xl">
          <h2 id={headingId} tabIndex={-1} className="text-center focus:outline-none text-3xl font-bold tracking-tight sm:text-4xl">
            {trainingRegistration.title}
          </h2>
          <p className="mt-4 text-center text-lg text-slate-700">{trainingRegistration.text}</p>
          {children}
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <p className="text-slate-700">Prefer to talk first? Send us a message or an e-mail and we will help you choose.</p>
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/contact">
                  <MessageSquare aria-hidden="true" />
                  Contact Us
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <a href={`mailto:${company.email}?subject=${encodeURIComponent("AI training registration")}`}>
                  <Mail aria-hidden="true" />
                  E-mail {company.email}
                </a>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
