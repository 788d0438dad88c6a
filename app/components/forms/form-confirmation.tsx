import { CircleCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ConfirmationCopy } from "~/forms/confirmations";
import { cn } from "~/lib/cn";

/**
 * What stands in place of a lead form once its post is saved: what happens next, "send another"
 * (which brings the form back, empty) and one more step elsewhere. Its heading takes focus so a
 * screen reader reads it: app/enhance/lead-forms.ts moves focus there after a post in place;
 * after a post without JavaScript the page comes back with the heading autofocused. Until then
 * it is in the page, hidden, beside the form (`form[data-confirmation]` names its id).
 */
export function FormConfirmation({
  id,
  copy,
  shown,
  headingLevel = "h3",
  className,
}: {
  id: string;
  copy: ConfirmationCopy;
  shown: boolean;
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div
      id={id}
      data-form-confirmation=""
      hidden={!shown}
      className={cn("rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-slate-700", className)}
    >
      <CircleCheck className="size-8 text-emerald-700" aria-hidden="true" />
      {/* Without JavaScript, autofocus is the only way to take the reader to it after the post. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Heading tabIndex={-1} autoFocus={shown} className="mt-3 text-xl font-bold tracking-tight text-slate-900 outline-none">
        {copy.heading}
      </Heading>
      <p className="mt-2 leading-relaxed">{copy.text}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button asChild variant="secondary">
          <a href={copy.again.href} data-form-again="">
            {copy.again.label}
          </a>
        </Button>
        <a href={copy.next.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {copy.next.label}
        </a>
      </div>
    </div>
  );
}

/**
 * Where a small screen shows the message of a post that kept the form (an error, "already
 * registered"): in the page under the submit button, so no floating toast covers the fields.
 * Wider screens use the toast; see app/enhance/lead-forms.ts. Empty, it takes no room.
 */
export function FormMessageSlot({ className }: { className?: string }) {
  return <ol data-toast-slot="" aria-live="assertive" className={cn("empty:hidden", className)} />;
}
