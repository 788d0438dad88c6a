import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { consultingFeatures, consultingProcess, consultingTimelines } from "~/content/service-pages/ai-consulting";
import type { ServiceFeature } from "~/content/service-pages";

export interface SampleRoadmapCopy {
  title: string;
  intro: string;
  badge: string;
  steps: readonly { step: string; delivers: readonly string[] }[];
  projectsTitle: string;
  effortLabel: string;
  projects: readonly { when: string; timeline: string; href: string; linkLabel: string }[];
  note: string;
}

/**
 * The AI Consulting page's module: a sample roadmap. The engagement's steps (the page's process),
 * each with what it produces (the page's consulting features), then three projects in order with
 * the consulting effort the FAQ gives for each. The copy names steps, features and projects; their words and
 * figures are read from the page's content here, so a change there shows here.
 */
export function resolveRoadmap(copy: SampleRoadmapCopy) {
  const steps = copy.steps.map(({ step, delivers }) => {
    const found = consultingProcess.steps.find((s) => s.title === step);
    if (!found) throw new Error(`The sample roadmap names a step the consulting process does not have: ${step}.`);
    return {
      ...found,
      delivers: delivers.map((title): ServiceFeature => {
        const feature = consultingFeatures.items.find((f) => f.title === title);
        if (!feature) throw new Error(`The sample roadmap names a consulting feature that does not exist: ${title}.`);
        return feature;
      }),
    };
  });
  const projects = copy.projects.map((project) => {
    const timeline = consultingTimelines.items.find((t) => t.label === project.timeline);
    if (!timeline) throw new Error(`The sample roadmap names a project with no typical effort: ${project.timeline}.`);
    return { ...project, label: timeline.label, effort: timeline.value };
  });
  return { steps, projects };
}

export function SampleRoadmap({ copy, id = "sample-roadmap" }: { copy: SampleRoadmapCopy; id?: string }) {
  const { steps, projects } = resolveRoadmap(copy);
  return (
    <Section id={id} tone="muted" title={copy.title} intro={copy.intro}>
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg shadow-slate-900/5">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-8">
          <p className="font-semibold text-slate-900">AI Roadmap</p>
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{copy.badge}</span>
        </div>

        <ol className="grid grid-cols-1 gap-6 px-5 py-6 sm:grid-cols-2 sm:px-8 sm:py-8 lg:grid-cols-4 lg:gap-0">
          {steps.map((step, index) => (
            <li key={step.title} className="relative lg:pr-6">
              <div className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {step.number}
                </span>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                {index < steps.length - 1 && <span aria-hidden="true" className="hidden h-0.5 flex-1 rounded-full bg-brand-200 lg:block" />}
              </div>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{step.description}</p>
              <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">You get</p>
              <ul className="mt-2 space-y-2">
                {step.delivers.map(({ icon: Icon, title }) => (
                  <li key={title} className="flex items-center gap-2.5 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
                    <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {title}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>

        <div className="border-t border-slate-200 px-5 py-6 sm:px-8 sm:py-8">
          <h3 className="text-lg font-semibold">{copy.projectsTitle}</h3>
          <ol className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.label} className="relative flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
                {index < projects.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute top-1/2 -right-3.5 z-10 hidden size-7 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200 md:flex"
                  >
                    <ArrowRight className="size-4" />
                  </span>
                )}
                <span className="self-start rounded-full bg-accent-400/15 px-2.5 py-0.5 text-xs font-bold tracking-wide text-accent-700 uppercase">
                  {project.when}
                </span>
                <p className="mt-3 text-lg font-semibold text-slate-900">{project.label}</p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                  <Clock className="size-4 shrink-0" aria-hidden="true" />
                  {copy.effortLabel}: <span className="font-semibold text-slate-900">{project.effort}</span>
                </p>
                <Link
                  to={project.href}
                  className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-3 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {project.linkLabel}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-600">{copy.note}</p>
        </div>
      </div>
    </Section>
  );
}
