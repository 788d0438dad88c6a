/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD is read back as free-form JSON */
import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  courseJsonLd,
  faqPageJsonLd,
  geoCoordinate,
  isoInTimeZone,
  localBusinessJsonLd,
  serviceJsonLd,
  webinarEventJsonLd,
} from "~/lib/json-ld";
import { buildMeta, pageTitle, siteUrlFrom } from "~/lib/seo";

const SITE = "https://www.example.com";

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

describe("absoluteUrl", () => {
  it("joins the site URL and a path with exactly one slash", () => {
    expect(absoluteUrl("https://www.example.com/", "/about")).toBe("https://www.example.com/about");
    expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
    expect(absoluteUrl("https://www.example.com", "faq")).toBe("https://www.example.com/faq");
  });
});

describe("buildMeta", () => {
  const meta = buildMeta(
    { title: "Pricing | X", description: "Plans and fees.", path: "/pricing", breadcrumbs: [{ name: "Pricing", path: "/pricing" }] },
    SITE,
  );

  it("emits title, description, robots, canonical, Open Graph and Twitter tags", () => {
    expect(meta[0]).toEqual({ title: "Pricing | X" });
    expect(find(meta, "name", "description")?.content).toBe("Plans and fees.");
    expect(find(meta, "name", "robots")?.content).toMatch(/^index, follow/);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.example.com/pricing");
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.com/pricing");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.com/og-image.jpg");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("gives the share image the same text alternative for Open Graph and Twitter", () => {
    const alt = find(meta, "property", "og:image:alt")?.content;
    expect(alt).toBe(`${company.name}: ${company.tagline}`);
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://www.example.com/og-image.jpg");
    expect(find(meta, "name", "twitter:image:alt")?.content).toBe(alt);
  });

  it("adds a BreadcrumbList that starts at Home", () => {
    const crumbs = meta.find((m) => "script:ld+json" in m) as {
      "script:ld+json": { itemListElement: { name: string; item: string; position: number }[] };
    };
    expect(crumbs["script:ld+json"].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "Pricing", item: "https://www.example.com/pricing" },
    ]);
  });

  it("marks noindex pages and gives them no canonical", () => {
    const hidden = buildMeta({ title: "t", description: "d", path: "/x", noindex: true }, SITE);
    expect(find(hidden, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(hidden, "rel", "canonical")).toBeUndefined();
  });

  it("pageTitle appends the company name", () => {
    expect(pageTitle("About Us")).toBe(`About Us | ${company.name}`);
  });

  it("reads the site URL from the root match, with a default", () => {
    expect(siteUrlFrom([{ id: "root", loaderData: { siteUrl: SITE } }])).toBe(SITE);
    expect(siteUrlFrom([{ id: "root", data: { siteUrl: SITE } }])).toBe(SITE);
    expect(siteUrlFrom([])).toBe("http://localhost:3000");
  });
});

describe("JSON-LD builders", () => {
  it("describes the local business with hours 09:00-17:00 Monday to Friday and the four service types", () => {
    const data = localBusinessJsonLd(SITE) as Record<string, any>;
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.url).toBe("https://www.example.com/");
    expect(data.address.addressLocality).toBe("Concord");
    expect(data.address.addressRegion).toBe("NC");
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    ]);
    expect(data.knowsAbout).toEqual(["AI Chatbots", "RAG Systems", "AWS Training", "AI Consulting"]);
    expect(data.priceRange).toBe(company.priceRange);
    expect(data.serviceArea.geoRadius).toBe("50 mi");
    const names = data.areaServed.map((a: { name: string }) => a.name);
    expect(names).toContain("Concord, NC");
    expect(names).toContain("North Carolina");
    expect(names.length).toBeGreaterThanOrEqual(11);
  });

  it("writes the coordinates with exactly five decimals, in the business data and its service area", () => {
    const data = localBusinessJsonLd(SITE) as Record<string, any>;
    const geo = {
      "@type": "GeoCoordinates",
      latitude: geoCoordinate(company.geo.latitude),
      longitude: geoCoordinate(company.geo.longitude),
    };
    expect(geo.latitude).toMatch(/^-?\d+\.\d{5}$/);
    expect(geo.longitude).toMatch(/^-?\d+\.\d{5}$/);
    expect(data.geo).toEqual(geo);
    expect(data.serviceArea.geoMidpoint).toEqual(geo);
    expect(geoCoordinate(35.4088)).toBe("35.40880");
    expect(geoCoordinate(-80.5795)).toBe("-80.57950");
    expect(geoCoordinate(35.408812)).toBe("35.40881");
  });

  it("gives services a provider with the local address and the area served", () => {
    const data = serviceJsonLd(SITE, { name: "AI Chatbots", description: "d", path: "/services/ai-chatbots" }) as Record<string, any>;
    expect(data["@type"]).toBe("Service");
    expect(data.url).toBe("https://www.example.com/services/ai-chatbots");
    expect(data.provider.address.addressLocality).toBe("Concord");
    expect(data.areaServed.length).toBeGreaterThan(0);
  });

  it("gives courses a duration and a provider", () => {
    const data = courseJsonLd(SITE, {
      name: "Prompt Engineering",
      description: "d",
      path: "/services/prompt-engineering",
      isoDuration: "P1D",
    }) as Record<string, any>;
    expect(data["@type"]).toBe("Course");
    expect(data.timeRequired).toBe("P1D");
    expect(data.provider.name).toBe(company.name);
    expect(data.provider["@type"]).toBe("LocalBusiness");
    expect(data.provider.address.addressLocality).toBe("Concord");
  });

  it("gives a course one onsite instance lasting the course's length, no workload, no offer and no area (not Course properties)", () => {
    const data = courseJsonLd(SITE, {
      name: "AWS Development",
      description: "d",
      path: "/services/aws-development",
      isoDuration: "P6W",
    }) as Record<string, any>;
    expect(data.hasCourseInstance).toEqual([
      {
        "@type": "CourseInstance",
        courseMode: "Onsite",
        duration: "P6W",
        location: { "@type": "Place", name: company.name, address: expect.objectContaining({ addressLocality: "Concord" }) },
      },
    ]);
    expect(JSON.stringify(data)).not.toContain("courseWorkload");
    expect(data).not.toHaveProperty("offers");
    expect(data).not.toHaveProperty("areaServed");
  });

  it("writes a time in a zone with its offset, summer and winter", () => {
    expect(isoInTimeZone(new Date("2026-12-17T17:00:00.000Z"), "America/New_York")).toBe("2026-12-17T12:00:00-05:00");
    expect(isoInTimeZone(new Date("2026-07-02T16:30:00.000Z"), "America/New_York")).toBe("2026-07-02T12:30:00-04:00");
    expect(isoInTimeZone(new Date("2026-07-02T16:30:00.000Z"), "UTC")).toBe("2026-07-02T16:30:00+00:00");
    expect(isoInTimeZone(new Date("2026-07-02T16:30:00.000Z"), "Asia/Kolkata")).toBe("2026-07-02T22:00:00+05:30");
  });

  it("describes a webinar as a free, scheduled online Event organised by the company", () => {
    const data = webinarEventJsonLd(SITE, {
      slug: "ai-for-small-teams",
      title: "AI for Small Teams",
      description: "What chatbots can do.",
      startsAt: "2026-12-17T17:00:00.000Z",
      durationMinutes: 90,
      timeZone: "America/New_York",
    }) as Record<string, any>;
    const url = "https://www.example.com/contact#webinar-ai-for-small-teams";
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "AI for Small Teams",
      description: "What chatbots can do.",
      url,
      image: "https://www.example.com/og-image.jpg",
      startDate: "2026-12-17T12:00:00-05:00",
      endDate: "2026-12-17T13:30:00-05:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url },
      organizer: expect.objectContaining({ "@type": "LocalBusiness", name: company.name, url: "https://www.example.com/" }),
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD", availability: "https://schema.org/InStock", url },
    });
  });

  it("lists FAQ questions with their answers", () => {
    const data = faqPageJsonLd([{ question: "Q?", answer: "A." }]) as Record<string, any>;
    expect(data.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
  });

  it("numbers breadcrumbs from 1", () => {
    const data = breadcrumbJsonLd(SITE, [
      { name: "A", path: "/a" },
      { name: "B", path: "/a/b" },
    ]) as Record<string, any>;
    expect(data.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2]);
  });
});
