import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from "~/lib/json-ld";

export interface PageSeo {
  /** The full document title. */
  title: string;
  description: string;
  /** The page's own path: the canonical URL is SITE_URL + path. */
  path: string;
  /** Trail from Home to this page (Home is added); inner pages get BreadcrumbList data. */
  breadcrumbs?: readonly Crumb[];
  jsonLd?: readonly Record<string, unknown>[];
  noindex?: boolean;
  /** Share image path; defaults to the site's card. */
  image?: string;
  ogType?: "website" | "article";
}

/** The site's share card; its text alternative goes with it wherever it is named (og:image:alt, twitter:image:alt). */
export const SHARE_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630, alt: `${company.name}: ${company.tagline}` } as const;

/** The title of most pages: "<page> | <company>". */
export function pageTitle(page: string): string {
  return `${page} | ${company.name}`;
}

/** Title, description, canonical, Open Graph, Twitter, robots and JSON-LD for one page. */
export function buildMeta(seo: PageSeo, siteUrl: string): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, seo.path);
  const image = absoluteUrl(siteUrl, seo.image ?? SHARE_IMAGE.path);
  const robots = seo.noindex ? "noindex, nofollow" : "index, follow, max-image-preview:large";
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "robots", content: robots },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
  ];
  if (!seo.noindex) {
    meta.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (seo.breadcrumbs?.length) {
    meta.push({ "script:ld+json": breadcrumbJsonLd(siteUrl, [{ name: "Home", path: "/" }, ...seo.breadcrumbs]) });
  }
  for (const data of seo.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The site URL from the root loader's data, as seen by a route's `meta`. */
export function siteUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? "http://localhost:3000";
}

/** Shorthand for a route's meta export. */
export function routeMeta(matches: readonly (MatchLike | undefined)[], seo: PageSeo): MetaDescriptor[] {
  return buildMeta(seo, siteUrlFrom(matches));
}
