/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD is read back as free-form JSON */
import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { absoluteUrl, breadcrumbJsonLd, courseJsonLd, faqPageJsonLd, localBusinessJsonLd, serviceJsonLd } from "~/lib/json-ld";
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
      duration: "1 day",
      isoDuration: "P1D",
    }) as Record<string, any>;
    expect(data["@type"]).toBe("Course");
    expect(data.timeRequired).toBe("P1D");
    expect(data.provider.name).toBe(company.name);
    expect(data.provider["@type"]).toBe("LocalBusiness");
    expect(data.provider.address.addressLocality).toBe("Concord");
    expect(data.areaServed.length).toBeGreaterThanOrEqual(11);
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
