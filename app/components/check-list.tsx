import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** A list of short statements, each with a check mark. */
export function CheckList({ items, columns = 1, className }: { items: readonly string[]; columns?: 1 | 2; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-1 gap-x-8 gap-y-3", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-snug">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
