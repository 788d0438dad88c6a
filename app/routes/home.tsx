import { ArrowRight, CalendarCheck, CircleCheck, GraduationCap, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCard } from "~/components/feature-card";
import { TestimonialCard } from "~/components/home-testimonial-card";
import { HomeIllustration } from "~/components/home-illustration";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { ServiceLinkCard } from "~/components/services-service-card";
import { Button } from "~/components/ui/button";
import { VideoCarousel } from "~/components/video-carousel";
import { company } from "~/content/company";
import { benefits, homeCopy, homeHero, homeServices, impactStats } from "~/content/home";
import { testimonials, testimonialsCopy } from "~/content/testimonials";
import { videoDemos } from "~/content/videos";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: `AI Chatbots and AWS Training in ${company.address.city}, ${company.address.region} | ${company.name}`,
    description:
      "Secure, practical AI for small and medium businesses: 24/7 AI chatbots, document Q&A systems and hands-on AWS training from a local team. Book a free demo.",
    path: "/",
  });

export default function Page() {
  const { actions } = homeHero;
  return (
    <>
      <PageHero
        size="large"
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={homeHero.lead}
        illustration={<HomeIllustration />}
        className="pb-12 sm:pb-16"
        actions={
          <>
            <Button asChild size="lg">
              <Link to={actions.register.href}>
                <GraduationCap aria-hidden="true" />
                {actions.register.label}
              </Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <Link to={actions.explore.href}>
                {actions.explore.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outlineDark" size="lg">
              <a href={actions.watch.href}>
                <PlayCircle aria-hidden="true" />
                {actions.watch.label}
              </a>
            </Button>
          </>
        }
      >
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
          {homeHero.points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <CircleCheck className="size-4 text-accent-300" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-labelledby="impact-heading" className="relative z-10 -mt-8 sm:-mt-10">
        <div className="container-page">
          <h2 id="impact-heading" className="sr-only">
            {homeCopy.impactTitle}
          </h2>
          <ul className="grid grid-cols-2 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 shadow-slate-900/10 ring-slate-200 lg:grid-cols-4">
            {impactStats.map((stat) => (
              <li
                key={stat.value}
                className="border-slate-200 p-4 odd:border-r min-[400px]:p-6 sm:p-8 [&:nth-child(-n+2)]:border-b lg:border-r lg:last:border-r-0 lg:[&:nth-child(-n+2)]:border-b-0"
              >
                <p className="bg-gradient-to-r from-brand-700 to-accent-700 bg-clip-text text-3xl font-bold tracking-tight text-transparent min-[400px]:text-4xl sm:text-5xl">
                  {stat.value}
                </p>
                <p className="mt-2 font-semibold text-slate-900">{stat.label}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{stat.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="services-overview" eyebrow={homeCopy.servicesEyebrow} title={homeCopy.servicesTitle} intro={homeCopy.servicesIntro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((service) => (
            <li key={service.slug}>
              <ServiceLinkCard service={service} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="secondary" size="lg">
            <Link to="/services">
              {homeCopy.viewAll}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <Section id="benefits" tone="muted" eyebrow={homeCopy.benefitsEyebrow} title={homeCopy.benefitsTitle} intro={homeCopy.benefitsIntro}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.id}>
              <FeatureCard icon={benefit.icon} title={benefit.title}>
                {benefit.description}
              </FeatureCard>
            </li>
          ))}
          <li className="on-dark flex flex-col justify-between rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-brand-100 shadow-sm">
            <div>
              <CalendarCheck className="size-8 text-accent-300" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-white">{homeCopy.benefitsCta.title}</p>
              <p className="mt-2 leading-relaxed">{homeCopy.benefitsCta.text}</p>
            </div>
            <Button asChild className="mt-6 self-start">
              <Link to={homeCopy.benefitsCta.href}>{homeCopy.benefitsCta.label}</Link>
            </Button>
          </li>
        </ul>
      </Section>

      <Section id="video-solutions" eyebrow={homeCopy.videoEyebrow} title={homeCopy.videoTitle} intro={homeCopy.videoIntro}>
        <VideoCarousel demos={videoDemos} label="AI solution video demos" />
      </Section>

      <Section
        id="testimonials"
        tone="muted"
        eyebrow={testimonialsCopy.eyebrow}
        title={testimonialsCopy.title}
        intro={testimonialsCopy.intro}
      >
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title={homeCopy.ctaTitle}
        text={homeCopy.ctaText}
        actions={
          <Button asChild size="lg">
            <Link to={homeCopy.ctaHref}>{homeCopy.ctaLabel}</Link>
          </Button>
        }
      />
    </>
  );
}
