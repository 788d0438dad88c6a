import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { WebinarList } from "~/components/forms/webinar-list";
import { PricingPlanCard } from "~/components/pricing-plan-card";
import { ServiceLinkCard } from "~/components/services-service-card";
import { SuccessStoryCard } from "~/components/services-success-story-card";
import { TeamGrid } from "~/components/team-grid";
import { plans as pricingPlans } from "~/content/pricing";
import { serviceCards, successStories } from "~/content/services-catalog";

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** Each <article>'s accessible name: the text of the heading its aria-labelledby names, which must sit inside it. */
function articleNames(html: string): string[] {
  const articles = html.split(/<article\b/).slice(1);
  return articles.map((article) => {
    const body = article.slice(0, article.indexOf("</article>"));
    const id = /^[^>]*\baria-labelledby="([^"]+)"/.exec(body)?.[1];
    if (!id) throw new Error(`An article without aria-labelledby: <article${body.slice(0, 200)}`);
    expect(html.split(`id="${id}"`).length - 1, `id ${id} is not unique`).toBe(1);
    const heading = new RegExp(`<h([1-6])\\b[^>]*\\bid="${id}"[^>]*>(.*?)</h\\1>`, "s").exec(body);
    if (!heading) throw new Error(`The article's name ${id} is not a heading inside it`);
    return heading[2]!.replace(/<[^>]+>/g, "").trim();
  });
}

function expectUniqueNames(html: string, count: number) {
  const names = articleNames(html);
  expect(names).toHaveLength(count);
  expect(names.every((name) => name.length > 0)).toBe(true);
  expect(new Set(names).size).toBe(count);
}

describe("card articles", () => {
  it("service cards are named by their own headings, each name once", () => {
    expectUniqueNames(
      render(
        <>
          {serviceCards.map((service) => (
            <ServiceLinkCard key={service.slug} service={service} />
          ))}
        </>,
      ),
      serviceCards.length,
    );
  });

  it("success stories are named by their own headings", () => {
    expectUniqueNames(
      render(
        <>
          {successStories.map((story) => (
            <SuccessStoryCard key={story.id} story={story} />
          ))}
        </>,
      ),
      successStories.length,
    );
  });

  it("team members are named by their own names", () => {
    const members = [
      { id: "a1", name: "Avery Lee", position: "Founder", bio: "Bio.", orderIndex: 0 },
      { id: "b2", name: "Jordan Park", position: "Trainer", bio: "Bio.", orderIndex: 1 },
    ];
    expectUniqueNames(render(<TeamGrid members={members} />), 2);
  });

  it("pricing plans and webinars keep their names", () => {
    expectUniqueNames(
      render(
        <>
          {pricingPlans.map((plan) => (
            <PricingPlanCard key={plan.id} plan={plan} />
          ))}
        </>,
      ),
      pricingPlans.length,
    );
    const webinar = { startsAt: "2026-12-17T17:00:00.000Z", durationMinutes: 60, timeZone: "America/New_York", description: "d" };
    expectUniqueNames(
      render(
        <WebinarList
          webinars={[
            { ...webinar, slug: "one", title: "One" },
            { ...webinar, slug: "two", title: "Two" },
          ]}
        />,
      ),
      2,
    );
  });
});
