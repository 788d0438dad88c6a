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

/** A client's quote; the featured one leads its grid, larger and on the dark brand background. */
export function TestimonialCard({ testimonial, featured = false }: { testimonial: Testimonial; featured?: boolean }) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-2xl p-6 sm:p-7",
        featured
          ? "on-dark bg-gradient-to-br from-brand-800 via-brand-900 to-ink text-brand-100 shadow-xl shadow-brand-900/20 sm:p-10"
          : "border border-slate-200 bg-white shadow-sm",
      )}
    >
      <Quote className={cn(featured ? "size-12 text-accent-300" : "size-8 text-brand-200")} aria-hidden="true" />
      <blockquote
        className={cn(
          "mt-4 flex-1 leading-relaxed",
          featured ? "text-xl font-medium text-white sm:text-2xl sm:leading-snug lg:text-3xl" : "text-base text-slate-700",
        )}
      >
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={cn("mt-6 flex items-center gap-4 border-t pt-5", featured ? "border-white/15" : "border-slate-100")}>
        <InitialsAvatar image={testimonial.image} className={featured ? "ring-white/20" : undefined} />
        <span>
          <span className={cn("block font-semibold", featured ? "text-white" : "text-slate-900")}>{testimonial.author}</span>
          <span className={cn("block text-sm", featured ? "text-brand-100" : "text-slate-600")}>{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
