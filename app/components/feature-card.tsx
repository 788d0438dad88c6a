import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** An icon, a title and a short text in a bordered card. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
  headingLevel = 3,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)}>
      {Icon && (
        <div className="mb-4 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </div>
      )}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children && <div className="mt-2 leading-relaxed text-slate-600">{children}</div>}
    </div>
  );
}

/** Feature cards in a grid, one per item; `className` sets the columns; `children` (list items) follow the cards. */
export function FeatureGrid({
  items,
  className,
  children,
}: {
  items: readonly { icon?: LucideIcon; title: string; description: ReactNode }[];
  className: string;
  children?: ReactNode;
}) {
  return (
    <ul className={cn("grid grid-cols-1 gap-6", className)}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard icon={item.icon} title={item.title}>
            {item.description}
          </FeatureCard>
        </li>
      ))}
      {children}
    </ul>
  );
}
