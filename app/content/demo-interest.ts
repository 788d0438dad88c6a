/**
 * What a visitor asks for a demo about, carried to /book-demo as `?interest=` by the buttons
 * that name a plan or a service ("Book Now" on a plan, "Request a Consultation"): the demo form's
 * subject starts as that plan or service. An unknown value is ignored.
 */
import { plans } from "~/content/pricing";
import { serviceCards } from "~/content/services-catalog";

/** The link to the demo form about `interest`: a plan's id or a service's slug. */
export function bookDemoHref(interest: string): string {
  return `/book-demo?interest=${encodeURIComponent(interest)}`;
}

/** The subject the demo form starts with for `?interest=`: "Professional plan", "AI Consulting"; undefined for anything else. */
export function demoSubject(interest: string | null | undefined): string | undefined {
  if (!interest) return undefined;
  const plan = plans.find((candidate) => candidate.id === interest);
  if (plan) return `${plan.name} plan`;
  return serviceCards.find((card) => card.slug === interest)?.title;
}
