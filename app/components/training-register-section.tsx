import { Mail, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { trainingRegistration } from "~/content/service-pages/ai-training";
import { cn } from "~/lib/cn";

const { id: SECTION_ID, scrollDelayMs } = trainingRegistration;
/** Works without JavaScript: the server renders the section for ?register=true and #register jumps to it. */
const REGISTER_HREF = `?register=true#${SECTION_ID}`;

/**
 * Whether the server shows the registration section: for ?register=true (a rendered request;
 * the prerendered page has no query). In the browser app/enhance/training-register.ts reveals
 * it when a register button is pressed, and scrolls to it after the spec's 100 ms.
 */
export function useRegistrationRequested(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get("register") === "true";
}

/** "Register for Training": a link to ?register=true#register that, with JavaScript, reveals the section in place. */
export function RegisterTrainingButton({ className }: { className?: string }) {
  return (
    <Button asChild size="lg" className={className}>
      <Link to={REGISTER_HREF} aria-controls={SECTION_ID} data-register-trigger="">
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
      data-register-section=""
      data-scroll-delay={scrollDelayMs}
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
