import { Quote } from "lucide-react";
import type { AvatarImage, Testimonial } from "~/content/testimonials";
import { cn } from "~/lib/cn";

const tones: Record<AvatarImage["tone"], string> = {
  // Darker stops keep the white initials above 4.5:1 contrast.
  indigo: "from-brand-600 to-brand-900",
  cyan: "from-accent-700 to-brand-900",
  violet: "from-violet-600 to-violet-900",
  teal: "from-teal-700 to-teal-900",
  sky: "from-sky-700 to-sky-900",
  slate: "from-slate-600 to-slate-900",
};

/** An initials avatar in place of a photo; the name beside it says who it is. */
export function InitialsAvatar({ image, className }: { image: AvatarImage; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-base font-bold tracking-wide text-white ring-4 ring-white",
        tones[image.tone],
        className,
      )}
    >
      {image.initials}
    </span>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <Quote className="size-8 text-brand-200" aria-hidden="true" />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
        <InitialsAvatar image={testimonial.image} />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.author}</span>
          <span className="block text-sm text-slate-600">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
