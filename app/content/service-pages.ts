import type { LucideIcon } from "lucide-react";
import { company } from "~/content/company";

/**
 * Shapes shared by the service pages (/services/ai-chatbots, rag-qa-systems, ai-consulting,
 * ai-integration, ai-training) and the course pages. Each page's copy lives in its own module
 * under app/content/service-pages/.
 */

/** A feature card: icon, title and a short description. */
export interface ServiceFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A use case: what the service does for one kind of business. */
export interface UseCase {
  title: string;
  description: string;
  /** A measurable result, taken from the spec's marketing claims. */
  impact?: string;
  /** Who benefits most. */
  audience?: string;
}

/** One numbered step of a process. */
export interface ProcessStep {
  number: number;
  title: string;
  description: string;
}

/** What the page tells search engines and the Service structured data. */
export interface ServiceSeo {
  /** The service's name, as in the Services menu. */
  name: string;
  path: `/services/${string}`;
  /** 140-160 characters. */
  description: string;
  serviceType?: string;
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface CtaCopy {
  title: string;
  text: string;
}

/** Every service and course page is titled "<service> in Concord, NC". */
export function localPageTitle(service: string): string {
  return `${service} in ${company.address.city}, ${company.address.region}`;
}

/** The breadcrumb trail of a page under /services (Home is added by routeMeta). */
export function serviceBreadcrumbs(seo: Pick<ServiceSeo, "name" | "path">) {
  return [
    { name: "Services", path: "/services" },
    { name: seo.name, path: seo.path },
  ] as const;
}
