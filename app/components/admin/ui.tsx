// The workspace's small building blocks: one look for every page behind /admin (dense and calm).
import { useEffect, type ComponentProps, type ReactNode } from "react";
import { ArrowLeft, X } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { STATUS_LABELS, type LeadStatusId } from "~/lib/lead-labels";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The way back to the list a page belongs to ("All leads", "Team"), above its header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

export function Panel({ className, ...props }: ComponentProps<"section">) {
  return <section className={cn("rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200", className)} {...props} />;
}

/** Every field of the workspace; "field" gives lists and dates their look (app/app.css). */
export const inputClass =
  "field block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";
export const labelClass = "block text-xs font-semibold text-slate-600";

const statusTone: Record<LeadStatusId, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  contacted: "bg-amber-50 text-amber-900 ring-amber-200",
  qualified: "bg-sky-50 text-sky-900 ring-sky-200",
  won: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function StatusBadge({ status }: { status: LeadStatusId }) {
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1", statusTone[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Marks a lead whose sender wrote before: their record on the lead's page lists every lead. */
export function ReturningBadge() {
  return (
    <span className="ml-2 inline-flex rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900 ring-1 ring-violet-200">
      Returning
    </span>
  );
}

/** A message after an action: green for done, red (and announced at once) for a problem. */
export function Notice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg px-3 py-2 text-sm ring-1",
        tone === "error" ? "bg-red-50 text-red-800 ring-red-200" : "bg-emerald-50 text-emerald-900 ring-emerald-200",
      )}
    >
      {children}
    </p>
  );
}

/** True while the form with this intent (a hidden "intent" field) is being sent. */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/**
 * Single-key shortcuts for a page ("/", "j", "e"…), as mail and issue tools have them. A key typed
 * into a field, or pressed with Ctrl, Alt or Meta, is left alone.
 */
export function useShortcuts(keys: Record<string, () => void>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const run = keys[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [keys]);
}

/** A list of a workspace page (results, entries): named for screen readers, dimmed while a new page loads. */
export function ListSection({ id, title, loading, children }: { id: string; title: ReactNode; loading: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What an empty list says ("No entries match this filter."). */
export function EmptyList({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cn("mt-6 rounded-xl bg-white px-4 py-8 text-center text-slate-600 shadow-sm ring-1 ring-slate-200", className)}>
      {children}
    </p>
  );
}

/** The link back to a list page without its filter. */
export function ClearFilter({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to}>
        <X aria-hidden="true" />
        Clear filter
      </Link>
    </Button>
  );
}

/** The links between a list's pages: back to its first page, and on to the next one, each shown only when it leads somewhere. */
export function PageLinks({
  label,
  first,
  next,
}: {
  label: string;
  first?: { to: string; text: string };
  next?: { to: string; text: string };
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {[first, next].map((link) =>
        link ? (
          <Button key={link.text} asChild variant="secondary" size="sm">
            <Link to={link.to}>{link.text}</Link>
          </Button>
        ) : null,
      )}
    </nav>
  );
}
