import { Rocket, ShieldCheck, TrendingUp } from "lucide-react";
import { courses, formatSalary } from "~/content/courses";
import type { CtaCopy, HeroCopy, ServiceFeature, ServiceSeo } from "~/content/service-pages";

/** Copy of the AI Training page (/services/ai-training). The courses themselves are in ~/content/courses. */

export const trainingSeo: ServiceSeo = {
  name: "AI Training",
  path: "/services/ai-training",
  description:
    "AI and AWS training in Concord, NC: hands-on courses in prompt engineering, AWS, Bedrock RAG apps, SageMaker ML and generative AI for individuals and teams.",
  serviceType: "AWS Training",
};

export const trainingHero: HeroCopy = {
  eyebrow: "AI Training",
  title: "AI and AWS Training That Builds Real Skills",
  lead: "Hands-on courses for individuals and teams, from a one-day prompt engineering course to six-week programs in AWS, machine learning and generative AI application development.",
};

export const trainingCoursesSection = {
  title: "Our Courses",
  intro: "Eight courses for every starting point, whether you are new to AI or already building on AWS.",
} as const;

const salaries = courses.flatMap((course) => course.levels.map((level) => level.salaryPotential));

export const whyUpskill = {
  title: "Why Upskill in AI",
  intro: "AI skills are becoming part of almost every job. Learning them now pays off for years.",
  items: [
    {
      icon: TrendingUp,
      title: "Career Growth",
      description: `AI and cloud skills open doors to new roles and higher pay: typical salaries for the skills we teach range from about ${formatSalary(Math.min(...salaries))} to ${formatSalary(Math.max(...salaries))} a year.`,
    },
    {
      icon: Rocket,
      title: "Industry Demand",
      description: "Businesses of every size are adopting AI and need people who can use it, build with it and manage it responsibly.",
    },
    {
      icon: ShieldCheck,
      title: "Future-Proof Skills",
      description: "Learn foundations that outlast any single tool: how models work, how to build on the cloud and how to use AI safely.",
    },
  ] satisfies ServiceFeature[],
};

/** The registration section; the form itself is placed into its slot by the forms module. */
export const trainingRegistration = {
  id: "register",
  title: "Register for AI Training",
  text: "Tell us which course interests you and whether you are signing up on your own or as a group. We will contact you with dates, format and next steps.",
  /** The spec's delay before the view scrolls to the section. */
  scrollDelayMs: 100,
  buttonLabel: "Register for Training",
} as const;

export const trainingCta: CtaCopy = {
  title: "Not Sure Which Course Fits?",
  text: "Tell us about your goals or your team, and we will recommend the right starting point, free of charge.",
};
