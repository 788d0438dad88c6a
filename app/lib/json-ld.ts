import { company } from "~/content/company";

/** schema.org builders. Every URL they emit is absolute, made from the configured site URL. */
type JsonLd = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`);
}

function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: company.address.street,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    postalCode: company.address.postalCode,
    addressCountry: company.address.country,
  };
}

function areaServed(): JsonLd[] {
  return [
    ...company.serviceArea.map((name) => ({ "@type": "City", name: `${name}, ${company.address.region}` })),
    { "@type": "State", name: company.serviceAreaState },
  ];
}

export function localBusinessJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl(siteUrl, "/")}#business`,
    name: company.name,
    description: company.blurb,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    image: absoluteUrl(siteUrl, "/og-image.jpg"),
    email: company.email,
    telephone: company.phone.e164,
    priceRange: company.priceRange,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...company.openingHours.days],
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    ],
    areaServed: areaServed(),
    serviceArea: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
      geoRadius: `${company.serviceRadiusMiles} mi`,
    },
    knowsAbout: [...company.serviceTypes],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Services",
      itemListElement: company.serviceTypes.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
    sameAs: company.social.map((s) => s.href),
  };
}

function providerRef(siteUrl: string): JsonLd {
  return {
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl(siteUrl, "/")}#business`,
    name: company.name,
    address: postalAddress(),
    telephone: company.phone.e164,
  };
}

export function serviceJsonLd(siteUrl: string, input: { name: string; description: string; path: string; serviceType?: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(siteUrl, input.path),
    serviceType: input.serviceType ?? input.name,
    provider: providerRef(siteUrl),
    areaServed: areaServed(),
  };
}

export function courseJsonLd(
  siteUrl: string,
  input: { name: string; description: string; path: string; duration: string; isoDuration: string },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: input.name,
    description: input.description,
    url: absoluteUrl(siteUrl, input.path),
    provider: providerRef(siteUrl),
    timeRequired: input.isoDuration,
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        courseMode: ["Onsite", "Online"],
        courseWorkload: input.isoDuration,
        location: { "@type": "Place", name: company.name, address: postalAddress() },
      },
    ],
    areaServed: areaServed(),
    offers: { "@type": "Offer", category: "Paid", availability: "https://schema.org/InStock", url: absoluteUrl(siteUrl, "/contact") },
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
