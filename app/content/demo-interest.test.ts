import { expect, it } from "vitest";
import { bookDemoHref, demoSubject } from "~/content/demo-interest";
import { plans } from "~/content/pricing";
import { serviceCards } from "~/content/services-catalog";

it("turns a plan's id or a service's slug into the demo form's subject, and ignores anything else", () => {
  for (const plan of plans) expect(demoSubject(plan.id)).toBe(`${plan.name} plan`);
  expect(demoSubject("ai-consulting")).toBe(serviceCards.find((card) => card.slug === "ai-consulting")!.title);
  for (const other of [null, undefined, "", "enterprise", "<script>", "professional "]) expect(demoSubject(other)).toBeUndefined();
  expect(bookDemoHref("premium")).toBe("/book-demo?interest=premium");
});
