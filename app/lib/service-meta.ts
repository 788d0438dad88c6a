import type { MetaDescriptor } from "react-router";
import { localPageTitle, serviceBreadcrumbs, type ServiceSeo } from "~/content/service-pages";
import { serviceJsonLd } from "~/lib/json-ld";
import { routeMeta, siteUrlFrom } from "~/lib/seo";

type Matches = Parameters<typeof routeMeta>[0];

/** The meta of a service page: "<service> in Concord, NC", breadcrumbs and Service data. */
export function serviceMeta(matches: Matches, seo: ServiceSeo): MetaDescriptor[] {
  return routeMeta(matches, {
    title: localPageTitle(seo.name),
    description: seo.description,
    path: seo.path,
    breadcrumbs: serviceBreadcrumbs(seo),
    jsonLd: [serviceJsonLd(siteUrlFrom(matches), seo)],
  });
}
