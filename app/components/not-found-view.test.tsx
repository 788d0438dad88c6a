import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundView } from "~/components/not-found-view";
import { company } from "~/content/company";

function render(): string {
  const Stub = createRoutesStub([
    { id: "root", path: "/*", Component: NotFoundView, loader: () => ({ siteUrl: "https://www.example.com" }) },
  ]);
  return renderToString(
    <Stub initialEntries={["/no-such-page"]} hydrationData={{ loaderData: { root: { siteUrl: "https://www.example.com" } } }} />,
  );
}

const tag = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

describe("the not-found page", () => {
  const html = render();
  const title = `404 - Page Not Found | ${company.name}`;

  it("keeps its title, noindex and 404 marker", () => {
    expect(html).toContain(`<title>${title}</title>`);
    expect(tag(html, "name", "robots")).toBe("noindex, nofollow");
    expect(tag(html, "name", "prerender-status-code")).toBe("404");
  });

  it("gives a shared link a card: Open Graph and Twitter tags with the share image and its text alternative", () => {
    expect(tag(html, "property", "og:title")).toBe(title);
    expect(tag(html, "property", "og:description")).toBe("We&#x27;re sorry, but the page you were looking for doesn&#x27;t exist.");
    expect(tag(html, "property", "og:type")).toBe("website");
    expect(tag(html, "property", "og:image")).toBe("https://www.example.com/og-image.jpg");
    expect(tag(html, "property", "og:image:alt")).toBe(`${company.name}: ${company.tagline}`);
    expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(tag(html, "name", "twitter:title")).toBe(title);
    expect(tag(html, "name", "twitter:image")).toBe("https://www.example.com/og-image.jpg");
    expect(tag(html, "name", "twitter:image:alt")).toBe(`${company.name}: ${company.tagline}`);
  });

  it("names no canonical URL", () => {
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('property="og:url"');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
  });
});
