import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { enhanceScript } from "virtual:enhance-script";
import type { Route } from "./+types/root";
import { ChatWidget } from "~/components/chat-widget";
import { NotFoundView } from "~/components/not-found-view";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { geoCoordinate, localBusinessJsonLd } from "~/lib/json-ld";
import { publicConfig } from "~/server/env.server";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  // The nonce is only used by workspace pages (their scripts); public pages carry no script of this kind.
  return { ...publicConfig(), nonce: context?.cspNonce };
}

/** Whether the page is one of the staff workspace's, which hydrate React (public pages never do). */
function useIsWorkspace(): boolean {
  return useMatches().some((match) => match.id.startsWith("routes/admin/"));
}

function WorkspaceDocument({ children, nonce }: { children: ReactNode; nonce?: string }) {
  // Staff come back every day: the workspace sets its text in Inter from the start (app.css).
  return (
    <html lang="en" className="inter">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#0b1120" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-slate-50">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

const DEFAULTS = { siteUrl: "http://localhost:3000", chatUrl: "/chat-widget" };

export function Layout({ children }: { children: ReactNode }) {
  const config = useRouteLoaderData<typeof loader>("root") ?? DEFAULTS;
  const workspace = useIsWorkspace();
  if (workspace)
    return (
      <WorkspaceDocument nonce={"nonce" in config && typeof config.nonce === "string" ? config.nonce : undefined}>
        {children}
      </WorkspaceDocument>
    );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1120" />
        <meta name="geo.region" content={`US-${company.address.region}`} />
        <meta name="geo.placename" content={`${company.address.city}, ${company.address.regionName}`} />
        <meta name="geo.position" content={`${geoCoordinate(company.geo.latitude)};${geoCoordinate(company.geo.longitude)}`} />
        <meta name="ICBM" content={`${geoCoordinate(company.geo.latitude)}, ${geoCoordinate(company.geo.longitude)}`} />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // JSON-LD is data, not script; "<" is escaped so no text can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(localBusinessJsonLd(config.siteUrl)).replace(/</g, "\\u003c") }}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ChatWidget src={config.chatUrl} />
        {/* React renders pages on the server only; the browser gets one small module (decision 0008). */}
        {enhanceScript?.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {enhanceScript ? <script type="module" src={enhanceScript.src} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <section className="container-page py-24 text-center">
      <title>{`Something went wrong | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold sm:text-4xl">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">
        We couldn't show this page just now. Please try again in a moment, or reach us at{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${company.email}`}>
          {company.email}
        </a>
        .
      </p>
      <Button asChild className="mt-8">
        <a href="/">Return to Homepage</a>
      </Button>
    </section>
  );
}
