import { BadgeCheck, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { PricingAddOns } from "~/components/pricing-add-ons";
import { PricingPlanCard } from "~/components/pricing-plan-card";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { addOns, plans, pricingCopy } from "~/content/pricing";
import { pageTitle, routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle("AI Chatbot Pricing"),
    description:
      "Clear AI chatbot pricing: Starter at $29/month, Professional at $99/month and Premium from $500/month, each with a one-time setup fee and optional add-ons.",
    path: "/pricing",
    breadcrumbs: [{ name: "Pricing", path: "/pricing" }],
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow={pricingCopy.eyebrow} title={pricingCopy.title} lead={pricingCopy.lead} />

      {/* A shorter top so, on a laptop screen, the plans' names and prices show without scrolling. */}
      <Section id="plans" tone="muted" title={pricingCopy.plansTitle} intro={pricingCopy.plansIntro} className="pt-12 sm:pt-12">
        {/* On wide screens each item spans six rows and passes them on to its card (a subgrid), so the cards' parts line up. */}
        <ul className="mx-auto grid max-w-md grid-cols-1 gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-x-6 lg:gap-y-0">
          {plans.map((plan) => (
            <li key={plan.id} className="flex lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
              <PricingPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="add-ons" title={pricingCopy.addOnsTitle} intro={pricingCopy.addOnsIntro}>
        <PricingAddOns addOns={addOns} />
        <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_1.2fr]">
          <div className="flex gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <BadgeCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="text-lg font-semibold">{pricingCopy.guaranteeTitle}</h3>
              <p className="mt-1 leading-relaxed text-slate-700">{pricingCopy.guaranteeText}</p>
            </div>
          </div>
          <ul className="grid content-center gap-3 rounded-2xl p-6 ring-1 ring-slate-200">
            {pricingCopy.billingNotes.map((note) => (
              <li key={note} className="flex gap-3 text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {note}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CtaBanner
        title={pricingCopy.ctaTitle}
        text={pricingCopy.ctaText}
        actions={
          <Button asChild size="lg">
            <Link to="/contact">Contact Us</Link>
          </Button>
        }
      />
    </>
  );
}
