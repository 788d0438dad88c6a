import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";

const suggestions = [
  { title: "Services", href: "/services" },
  { title: "Pricing", href: "/pricing" },
  { title: "FAQ", href: "/faq" },
  { title: "Contact", href: "/contact" },
] as const;

/**
 * The spec's not-found page. React 19 hoists the title and meta tags into <head> while it is
 * shown and removes them when the visitor leaves.
 */
export function NotFoundView() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <title>{`404 - Page Not Found | ${company.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="prerender-status-code" content="404" />
      <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-5xl">404 - Page Not Found</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">We're sorry, but the page you were looking for doesn't exist.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Homepage</Link>
      </Button>
      <nav aria-label="Popular pages" className="mt-10">
        <p className="text-sm font-medium text-slate-500">Or try one of these:</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {suggestions.map((s) => (
            <li key={s.href}>
              <Link
                to={s.href}
                className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
