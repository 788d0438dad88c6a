import { company } from "~/content/company";
import { wallClock } from "~/lib/time-zone";

/** schema.org builders. Every URL they emit is absolute, made from the configured site URL. */
type JsonLd = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`);
}

/**
 * A coordinate as the site writes it everywhere (JSON-LD, geo.position, ICBM): exactly five
 * decimals, about a metre, as text so the trailing zeros stay ("35.40880").
 */
export function geoCoordinate(value: number): string {
  return value.toFixed(5);
}

function geoCoordinates(): JsonLd {
  return { "@type": "GeoCoordinates", latitude: geoCoordinate(company.geo.latitude), longitude: geoCoordinate(company.geo.longitude) };
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
    geo: geoCoordinates(),
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
      geoMidpoint: geoCoordinates(),
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

/**
 * A course page's data. The content states where a course is taught (in Concord, NC) and how
 * long it runs, but no price, no online option and no weekly hours, so: one onsite instance whose
 * `duration` is the course's length (a CourseInstance is an Event), no `courseWorkload` (that is
 * the effort asked of a student, not the calendar length) and no `offers`.
 */
export function courseJsonLd(siteUrl: string, input: { name: string; description: string; path: string; isoDuration: string }): JsonLd {
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
        courseMode: "Onsite",
        duration: input.isoDuration,
        location: { "@type": "Place", name: company.name, address: postalAddress() },
      },
    ],
  };
}

/** What a webinar's Event data needs (the fields of the contact page's list). */
export interface WebinarEventInput {
  slug: string;
  title: string;
  description: string;
  /** ISO instant. */
  startsAt: string;
  durationMinutes: number;
  /** IANA zone the webinar is announced in, e.g. "America/New_York". */
  timeZone: string;
}

/** "2026-12-17T12:00:00-05:00": the local time in `timeZone` with its UTC offset, to the second. */
export function isoInTimeZone(instant: Date, timeZone: string): string {
  const { local, offsetMinutes } = wallClock(instant, timeZone);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

/**
 * An upcoming webinar as a schema.org Event: online, scheduled, free (the page announces "free
 * online sessions"), at its place in the contact page's list, organised by the company.
 */
export function webinarEventJsonLd(siteUrl: string, webinar: WebinarEventInput): JsonLd {
  const start = new Date(webinar.startsAt);
  const end = new Date(start.getTime() + webinar.durationMinutes * 60_000);
  const url = absoluteUrl(siteUrl, `/contact#webinar-${webinar.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: webinar.title,
    description: webinar.description,
    url,
    image: absoluteUrl(siteUrl, "/og-image.jpg"),
    startDate: isoInTimeZone(start, webinar.timeZone),
    endDate: isoInTimeZone(end, webinar.timeZone),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url },
    organizer: { ...providerRef(siteUrl), url: absoluteUrl(siteUrl, "/") },
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    },
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
