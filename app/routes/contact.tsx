import { CalendarCheck, CalendarDays } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactInfoCard } from "~/components/contact-info-card";
import { ContactForm } from "~/components/forms/contact-form";
import { FormStatus } from "~/components/forms/form-status";
import { WebinarList } from "~/components/forms/webinar-list";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { contactIntro, contactSeo, getInTouch, scheduleDemo, webinars } from "~/content/contact";
import { webinarEventJsonLd } from "~/lib/json-ld";
import { pageTitle, routeMeta, siteUrlFrom } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { FormId } from "~/forms/outcome";
import { formAction, readFields } from "~/server/leads/action.server";
import { listUpcomingWebinars } from "~/server/webinars.server";

export async function loader() {
  return { webinars: await listUpcomingWebinars() };
}

/** The contact page takes two forms: the contact message and a webinar registration (field "form"). */
/** The forms this page takes (contact messages and webinar registrations), posted as forms or as JSON (server/main.mjs routes JSON posts by it). */
export const leadForm = (fields: Record<string, unknown>): FormId => (fields.form === "webinar" ? "webinar" : "contact");

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFields(request).catch(() => ({}) as Record<string, unknown>);
  const form = leadForm(fields);
  return formAction(
    form,
    request,
    context,
    fields,
    form === "webinar" && typeof fields.webinar === "string" ? { scope: fields.webinar } : undefined,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: pageTitle(contactSeo.title),
    description: contactSeo.description,
    path: "/contact",
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
    // Each upcoming webinar listed on the page is an Event.
    jsonLd: (loaderData?.webinars ?? []).map((webinar) => webinarEventJsonLd(siteUrlFrom(matches), webinar)),
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const webinarResult = actionData?.form === "webinar" ? actionData : undefined;
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl;
  return (
    <>
      <PageHero eyebrow={contactIntro.eyebrow} title={contactIntro.title} lead={contactIntro.lead} />

      <div className="container-page grid grid-cols-1 gap-8 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start lg:gap-12">
        <section
          id="get-in-touch"
          aria-labelledby="get-in-touch-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="get-in-touch-heading" className="text-2xl font-bold tracking-tight">
            {getInTouch.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{getInTouch.text}</p>
          <div className="mt-6">
            <ContactForm result={actionData?.form === "contact" ? actionData : undefined} />
          </div>
        </section>

        <div className="grid gap-8">
          <ContactInfoCard siteUrl={siteUrl} />
          <section aria-labelledby="schedule-demo-heading" className="on-dark rounded-2xl bg-ink p-6 text-slate-300 sm:p-8">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-white/10 text-accent-300">
                <CalendarCheck className="size-5" aria-hidden="true" />
              </span>
              <h2 id="schedule-demo-heading" className="text-xl font-bold tracking-tight text-white">
                {scheduleDemo.title}
              </h2>
            </div>
            <p className="mt-4 leading-relaxed">{scheduleDemo.text}</p>
            <Button asChild className="mt-6">
              <Link to={scheduleDemo.action.href}>{scheduleDemo.action.label}</Link>
            </Button>
          </section>
        </div>
      </div>

      <Section id={webinars.id} title={webinars.title} intro={webinars.intro} tone="muted">
        {/* A registration for a webinar no longer listed (it started or closed meanwhile) says so here. */}
        {webinarResult && !loaderData.webinars?.some((webinar) => webinar.slug === webinarResult.scope) ? (
          <FormStatus result={webinarResult} className="mx-auto mb-8 max-w-3xl" />
        ) : null}
        {loaderData.webinars && loaderData.webinars.length > 0 ? (
          <WebinarList webinars={loaderData.webinars} result={webinarResult} />
        ) : (
          <div className="mx-auto max-w-2xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <CalendarDays className="mx-auto size-8 text-brand-700" aria-hidden="true" />
            {loaderData.webinars ? (
              <>
                <p className="mt-4 text-lg font-semibold text-slate-900">{webinars.empty.title}</p>
                <p className="mt-2 leading-relaxed text-slate-600">{webinars.empty.text}</p>
              </>
            ) : (
              <>
                <p className="mt-4 text-lg font-semibold text-slate-900">{webinars.unavailable.title}</p>
                <p className="mt-2 leading-relaxed text-slate-600">{webinars.unavailable.text}</p>
              </>
            )}
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button asChild variant="secondary">
                <a href={webinars.empty.newsletter.href}>{webinars.empty.newsletter.label}</a>
              </Button>
              <Button asChild variant="ghost">
                <a href={webinars.empty.contact.href}>{webinars.empty.contact.label}</a>
              </Button>
            </div>
          </div>
        )}
      </Section>
    </>
  );
}
