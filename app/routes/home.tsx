import { ArrowRight, CalendarCheck, CircleCheck, GraduationCap, PlayCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-card";
import { TestimonialCard } from "~/components/home-testimonial-card";
import { PageHero } from "~/components/page-hero";
import { ChatConversation, ConsultingRoadmap, CourseOutline, hoursExample, RagAnswer } from "~/components/product-illustrations";
import { Section } from "~/components/section";
import { ServiceLinkCard } from "~/components/services-service-card";
import { Button } from "~/components/ui/button";
import { VideoCarousel } from "~/components/video-carousel";
import { company } from "~/content/company";
import { courseBySlug } from "~/content/courses";
import { benefits, homeCopy, homeHero, homeServices, impactStats } from "~/content/home";
import { testimonials, testimonialsCopy } from "~/content/testimonials";
import { videoDemos } from "~/content/videos";
import { cn } from "~/lib/cn";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: `AI Chatbots and AWS Training in ${company.address.city}, ${company.address.region} | ${company.name}`,
    description:
      "Secure, practical AI for small and medium businesses: 24/7 AI chatbots, document Q&A systems and hands-on AWS training from a local team. Book a free demo.",
    path: "/",
  });

const bedrockCourse = courseBySlug("generative-ai-aws-bedrock");

/**
 * What each card of the services overview shows: the wide ones (two of three columns) a document answer
 * with its sources and a course's modules beside their text; the narrow ones a short chat and the typical effort.
 */
const serviceMedia: Partial<Record<string, { media: ReactNode; wide: boolean }>> = {
  "ai-chatbots": { media: <ChatConversation tone="light" compact example={hoursExample} />, wide: false },
  "rag-qa-systems": { media: <RagAnswer tone="light" />, wide: true },
  "ai-training": { media: bedrockCourse && <CourseOutline course={bedrockCourse} tone="light" limit={4} />, wide: true },
  "ai-consulting": { media: <ConsultingRoadmap tone="light" compact />, wide: false },
};

/**
 * The hero buttons: their size once the three share a row, and no colour transition. Chromium sometimes
 * styles the descendants of a size container once without the stylesheet, and would then fade them in
 * from its default link blue on load.
 */
const heroButton = "transition-none @min-[41rem]:px-5 @min-[41rem]:text-sm";

export default function Page() {
  const { actions } = homeHero;
  return (
    <>
      <PageHero
        size="large"
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={homeHero.lead}
        illustration={
          <ChatConversation label="Example: a visitor asks our assistant about a free demo, and it answers" className="mx-auto max-w-md" />
        }
        className="pb-12 sm:pb-16"
        actions={
          /*
           * One group: the first choice, a secondary button and a text link. The text column's own width
           * (not the window's) decides: all three on one row when they fit (41rem holds them at text-sm),
           * else one per row, full width on phones; never two on one row and one alone.
           */
          <div className="@container w-full">
            <div className="flex flex-col gap-3 @min-[28rem]:items-start @min-[41rem]:flex-row @min-[41rem]:items-center">
              <Button asChild size="lg" className={heroButton}>
                <Link to={actions.register.href}>
                  <GraduationCap aria-hidden="true" />
                  {actions.register.label}
                </Link>
              </Button>
              <Button asChild variant="outlineDark" size="lg" className={heroButton}>
                <Link to={actions.explore.href}>
                  {actions.explore.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <a
                href={actions.watch.href}
                className="group inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-1 font-semibold whitespace-nowrap text-white hover:text-accent-300 @min-[41rem]:text-sm"
              >
                <PlayCircle className="size-6 text-accent-300 transition-transform group-hover:scale-110" aria-hidden="true" />
                <span className="underline-offset-4 group-hover:underline">{actions.watch.label}</span>
              </a>
            </div>
          </div>
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
        {/* A bento: the two cards that show their service at work span two of three columns, in a zigzag. */}
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {homeServices.map((service) => {
            const media = serviceMedia[service.slug];
            return (
              <li key={service.slug} className={media?.wide ? "lg:col-span-2" : undefined}>
                <ServiceLinkCard service={service} media={media?.media} mediaPlacement={media?.wide ? "side" : "below"} />
              </li>
            );
          })}
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
        <FeatureGrid items={benefits} className="sm:grid-cols-2 lg:grid-cols-3">
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
        </FeatureGrid>
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
        {/* The first quote leads, large, on a two-by-two cell; the other five fill the grid around it. */}
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.author}
              className={cn(
                index === 0 && "md:col-span-2 lg:row-span-2",
                index === testimonials.length - 1 && "md:col-span-2 lg:col-span-1",
              )}
            >
              <TestimonialCard testimonial={testimonial} featured={index === 0} />
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
