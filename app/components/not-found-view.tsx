import { Compass } from "lucide-react";
import { Link, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { buildMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";

const suggestions = [
  { title: "Services", href: "/services" },
  { title: "Pricing", href: "/pricing" },
  { title: "FAQ", href: "/faq" },
  { title: "Contact", href: "/contact" },
] as const;

const TITLE = "404 - Page Not Found";
const DESCRIPTION = "We're sorry, but the page you were looking for doesn't exist.";

/** The page's title and meta tags as elements (the error boundary has no `meta` export to give them). */
function HeadTags({ meta }: { meta: readonly MetaDescriptor[] }) {
  return meta.map((tag) => {
    const entry = tag as Record<string, unknown>;
    if (typeof entry.title === "string") return <title key="title">{entry.title}</title>;
    if (typeof entry.content !== "string") return null;
    if (typeof entry.name === "string") return <meta key={entry.name} name={entry.name} content={entry.content} />;
    if (typeof entry.property === "string") return <meta key={entry.property} property={entry.property} content={entry.content} />;
    return null;
  });
}

/**
 * The spec's not-found page. React 19 hoists the title and meta tags into <head> while it is
 * shown and removes them when the visitor leaves. A shared link to a wrong address still gets a
 * card (Open Graph, Twitter); the page is noindex and names no canonical URL.
 */
export function NotFoundView() {
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "http://localhost:3000";
  const meta = buildMeta({ title: `${TITLE} | ${company.name}`, description: DESCRIPTION, path: "/404", noindex: true }, siteUrl);
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <HeadTags meta={meta} />
      <meta name="prerender-status-code" content="404" />
      <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-5xl">{TITLE}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{DESCRIPTION}</p>
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
