import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { serviceHref, type ServiceCard } from "~/content/services-catalog";
import { cn } from "~/lib/cn";

/**
 * A service as a card whose title is the link; the link's hit area covers the whole card,
 * so the card is one tab stop with the service's name as its accessible name.
 * An optional picture of the service at work sits beside the text on wider cards, below it on narrow ones.
 */
export function ServiceLinkCard({
  service,
  className,
  media,
  mediaPlacement = "side",
}: {
  service: ServiceCard;
  className?: string;
  media?: ReactNode;
  /** Beside the text from md up (wide cards), or always under the description (narrow ones). */
  mediaPlacement?: "side" | "below";
}) {
  const side = media && mediaPlacement === "side";
  const Icon = service.icon;
  const headingId = `service-${service.slug}-heading`;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700 ring-1 ring-brand-100">
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <p className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{service.tag ?? service.category}</p>
      </div>
      <h3 id={headingId} className="mt-5 text-lg font-semibold">
        <Link
          to={serviceHref(service.slug)}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{service.description}</p>
      {media && !side && <div className="mt-5">{media}</div>}
      <p aria-hidden="true" className="order-last mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
        Learn more
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </>
  );
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5 has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2",
        side && "md:grid md:grid-cols-[1fr_1.15fr] md:items-center md:gap-8",
        className,
      )}
    >
      {side ? (
        <>
          {/* Below md the text's parts join the card's column, so the picture comes before "Learn more". */}
          <div className="contents md:flex md:h-full md:flex-col">{body}</div>
          <div className="mt-6 md:mt-0">{media}</div>
        </>
      ) : (
        body
      )}
    </article>
  );
}
