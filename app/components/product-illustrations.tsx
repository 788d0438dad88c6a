import { BookOpenText, Check, FileText, GraduationCap, Send, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { DEMO_LENGTH, REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { cardLevel, courseBySlug, trainingCourseCards, type Course } from "~/content/courses";
import { formatUsd, plans } from "~/content/pricing";
import { consultingProcess, consultingTimelines } from "~/content/service-pages/ai-consulting";
import { integrationFeatures } from "~/content/service-pages/ai-integration";
import { cn } from "~/lib/cn";

/**
 * Pictures of the product made of real words: a chatbot conversation, a document answer with its
 * sources and a course outline. Plain HTML, so they cost no image request and stay sharp and legible.
 *
 * With a `label` a picture is one image with that short name (for pictures that stand on their own);
 * without one it is hidden from assistive technology, for places whose text already says the same.
 */

type Tone = "dark" | "light";

interface IllustrationProps {
  tone?: Tone;
  /** Without the window's title bar, for small places. */
  compact?: boolean;
  label?: string;
  className?: string;
}

function Frame({
  tone,
  label,
  className,
  compact = false,
  title,
  badge,
  children,
}: IllustrationProps & { tone: Tone; title: string; badge?: ReactNode; children: ReactNode }) {
  const a11y = label ? ({ role: "img", "aria-label": label } as const) : ({ "aria-hidden": true } as const);
  return (
    <div
      {...a11y}
      className={cn(
        "w-full overflow-hidden rounded-2xl text-left text-sm",
        tone === "dark"
          ? "bg-ink-2 text-slate-200 shadow-2xl ring-1 shadow-black/40 ring-white/15"
          : "bg-white text-slate-700 shadow-lg ring-1 shadow-slate-900/5 ring-slate-200",
        className,
      )}
    >
      {!compact && (
        <div
          className={cn(
            "flex items-center gap-3 border-b px-4 py-3",
            tone === "dark" ? "border-white/10 bg-white/5" : "border-slate-200 bg-slate-50",
          )}
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <Sparkles className="size-4" />
          </span>
          <span className={cn("min-w-0 flex-1 leading-snug font-semibold", tone === "dark" ? "text-white" : "text-slate-900")}>
            {title}
          </span>
          {badge}
        </div>
      )}
      <div className={cn("space-y-3", compact ? "p-3" : "p-4")}>{children}</div>
    </div>
  );
}

function Online({ tone }: { tone: Tone }) {
  return (
    <span className={cn("flex items-center gap-1.5 text-xs font-medium", tone === "dark" ? "text-emerald-300" : "text-emerald-700")}>
      <span className="size-2 rounded-full bg-emerald-400" />
      Online
    </span>
  );
}

function VisitorBubble({ children }: { children: ReactNode }) {
  return <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2.5 text-white">{children}</p>;
}

function AnswerBubble({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div
      className={cn(
        "max-w-[92%] rounded-2xl rounded-bl-md px-3.5 py-2.5 leading-relaxed",
        tone === "dark" ? "bg-white/8 text-slate-100 ring-1 ring-white/10" : "bg-slate-100 text-slate-800",
      )}
    >
      {children}
    </div>
  );
}

export interface ChatExample {
  question: string;
  answer: string;
  /** The button the assistant offers under its answer. */
  action: string;
}

/** A visitor asks about a demo; the answer is built from the demo's published terms. */
export const demoExample: ChatExample = {
  question: "Can we see a demo with our own customers' questions?",
  answer: `Yes! The demo is free and lasts ${DEMO_LENGTH}. We use questions from your own customers, and we reply to every request within ${REPLY_WITHIN}.`,
  action: "Book a Free Demo",
};

/** A visitor asks about opening hours out of hours; the assistant answers from the company's facts. */
export const hoursExample: ChatExample = {
  question: "Are you open on Saturday?",
  answer: `${company.closedLabel}, I'm afraid. Our team is here ${company.openingHours.label}, and I can answer your questions 24/7.`,
  action: "Leave a Message",
};

const professional = plans.find((plan) => plan.id === "professional");
if (!professional) throw new Error("The Professional plan is missing from app/content/pricing.ts.");

/** A visitor asks what a plan costs; the answer is the plan's published fees and description. */
export const planExample: ChatExample = {
  question: `What does the ${professional.name} plan cost?`,
  answer: `${professional.name} is ${formatUsd(professional.setupFee)} to set up, then ${professional.monthlyFeeVaries ? "from " : ""}${formatUsd(professional.monthlyFee)} a month. ${professional.description}`,
  action: "Compare Plans",
};

/** A visitor asks the company's own assistant a question; the assistant answers and offers the next step. */
export function ChatConversation({
  tone = "dark",
  label,
  className,
  compact,
  example = demoExample,
}: IllustrationProps & { example?: ChatExample }) {
  return (
    <Frame
      tone={tone}
      label={label}
      className={className}
      compact={compact}
      title={`${company.name} Assistant`}
      badge={<Online tone={tone} />}
    >
      <VisitorBubble>{example.question}</VisitorBubble>
      <AnswerBubble tone={tone}>
        <p>{example.answer}</p>
        {!compact && (
          <span className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white">
            {example.action}
          </span>
        )}
      </AnswerBubble>
      {!compact && (
        <div
          className={cn(
            "flex items-center gap-2 rounded-full px-3.5 py-2 text-xs",
            tone === "dark" ? "bg-ink text-slate-400 ring-1 ring-white/10" : "bg-white text-slate-600 ring-1 ring-slate-200",
          )}
        >
          <span className="flex-1">Ask a question…</span>
          <Send className="size-4 text-accent-500" />
        </div>
      )}
    </Frame>
  );
}

export interface RagExample {
  question: string;
  answer: string;
  sources: readonly string[];
  /** The assistant that answers, for a real answer of the site's own; without it, a sample of a client's documents, marked "Example". */
  assistant?: string;
}

/**
 * A sample question to a client's own documents (an HR handbook, the commonest first project) and
 * the answer with the passages it cites. It is marked as an example: the policy is not a real one.
 */
export const ragExample: RagExample = {
  question: "How many days of paid leave do new employees get?",
  answer:
    "New employees get 15 days of paid leave in their first year, plus company holidays. Leave requests go to your manager at least two weeks ahead.",
  sources: ["Employee Handbook, p. 12", "Leave Policy 2025, §3", "Onboarding FAQ"],
};

/** A second sample, from an equipment manual (the other common first project); also an example, not a real manual. */
export const manualExample: RagExample = {
  question: "How do I reset the alarm on the walk-in freezer?",
  answer:
    "Hold RESET for five seconds until the light turns green. If the alarm sounds again within an hour, call the service line on the unit's label.",
  sources: ["Freezer Manual, p. 31", "Kitchen Safety Checklist"],
};

const essentials = courseBySlug("aws-technical-essentials");
const essentialsLevel = essentials?.levels[0];
if (!essentials || !essentialsLevel?.content) throw new Error("AWS Technical Essentials is missing from app/content/courses.ts.");

/** A visitor new to AWS asks the site's assistant where to start; the answer is the course's published facts, with the pages it read. */
export const courseExample: RagExample = {
  question: "I'm new to AWS. Which course should I start with?",
  answer:
    `${essentials.title} (${essentialsLevel.duration}) is for ${essentialsLevel.audienceSummary.charAt(0).toLowerCase()}${essentialsLevel.audienceSummary.slice(1)}. ${essentialsLevel.content.prerequisites ?? ""}`.trim(),
  sources: [essentials.title, "AI Training"],
  assistant: `${company.name} Assistant`,
};

/** A question to a company's documents, the answer and the sources it cites. */
export function RagAnswer({ tone = "dark", label, className, example = ragExample }: IllustrationProps & { example?: RagExample }) {
  return (
    <Frame
      tone={tone}
      label={label}
      className={className}
      title={example.assistant ?? "Ask Your Documents"}
      badge={
        !example.assistant && (
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-medium",
              tone === "dark" ? "bg-white/10 text-slate-300" : "bg-slate-200 text-slate-700",
            )}
          >
            Example
          </span>
        )
      }
    >
      <VisitorBubble>{example.question}</VisitorBubble>
      <AnswerBubble tone={tone}>
        <p>{example.answer}</p>
        <p className={cn("mt-3 text-xs font-semibold tracking-wide uppercase", tone === "dark" ? "text-slate-400" : "text-slate-600")}>
          Sources
        </p>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {example.sources.map((source, index) => (
            <li
              key={source}
              className={cn(
                "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium",
                tone === "dark"
                  ? "bg-accent-400/10 text-accent-300 ring-1 ring-accent-400/30"
                  : "bg-white text-accent-700 ring-1 ring-slate-300",
              )}
            >
              <FileText className="size-3.5 shrink-0" />
              <span>
                [{index + 1}] {source}
              </span>
            </li>
          ))}
        </ul>
      </AnswerBubble>
    </Frame>
  );
}

/**
 * A course's module outline, as a learner's dashboard shows it: the first modules done, the next one
 * under way. The modules are the course's own (its first level's).
 */
export function CourseOutline({ course, tone = "dark", label, className, limit }: IllustrationProps & { course: Course; limit?: number }) {
  const level = course.levels[0];
  const modules = level.content?.modules ?? [];
  const shown = limit ? modules.slice(0, limit) : modules;
  return (
    <Frame
      tone={tone}
      label={label}
      className={className}
      title={course.title}
      badge={
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
            tone === "dark" ? "bg-white/10 text-slate-300" : "bg-slate-200 text-slate-700",
          )}
        >
          {level.duration}
        </span>
      }
    >
      <ol className="space-y-2">
        {shown.map((module, index) => {
          const state = index < 2 ? "done" : index === 2 ? "current" : "next";
          return (
            <li
              key={module.title}
              className={cn(
                "flex items-center gap-3 rounded-xl px-3 py-2",
                state === "current" && (tone === "dark" ? "bg-brand-600/25 ring-1 ring-brand-400/40" : "bg-brand-50 ring-1 ring-brand-200"),
              )}
            >
              <span
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                  state === "done" && "bg-emerald-500 text-ink",
                  state === "current" && "bg-brand-600 text-white",
                  state === "next" && (tone === "dark" ? "bg-white/10 text-slate-300" : "bg-slate-200 text-slate-700"),
                )}
              >
                {state === "done" ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className={cn("min-w-0 flex-1 leading-snug", tone === "dark" ? "text-slate-100" : "text-slate-800")}>
                {module.title}
              </span>
              {state === "current" && (
                <span className={cn("text-xs font-semibold", tone === "dark" ? "text-accent-300" : "text-brand-700")}>In progress</span>
              )}
            </li>
          );
        })}
      </ol>
      {limit && modules.length > limit && <MoreLine tone={tone}>{modules.length - limit} more modules</MoreLine>}
    </Frame>
  );
}

/** The consulting engagement as a roadmap: its four steps, the current one marked, and the typical effort per project. */
export function ConsultingRoadmap({ tone = "dark", label, className, compact }: IllustrationProps) {
  return (
    <Frame tone={tone} label={label} className={className} compact={compact} title="Your AI Roadmap">
      <ol className={cn("grid grid-cols-4 gap-1.5", compact && "hidden")}>
        {consultingProcess.steps.map((step, index) => (
          <li key={step.title} className="min-w-0">
            <span
              className={cn("block h-1.5 rounded-full", index < 2 ? "bg-accent-400" : tone === "dark" ? "bg-white/15" : "bg-slate-200")}
            />
            <span
              className={cn(
                "mt-1.5 block text-xs leading-snug font-medium",
                index < 2
                  ? tone === "dark"
                    ? "text-accent-300"
                    : "text-accent-700"
                  : tone === "dark"
                    ? "text-slate-400"
                    : "text-slate-600",
              )}
            >
              {step.title}
            </span>
          </li>
        ))}
      </ol>
      <p className={cn("pt-1 text-xs font-semibold tracking-wide uppercase", tone === "dark" ? "text-slate-400" : "text-slate-600")}>
        {consultingTimelines.title}
      </p>
      <ul className="space-y-2">
        {consultingTimelines.items.map((item, index) => (
          <li
            key={item.label}
            className={cn(
              "flex items-center gap-3 rounded-xl px-3 py-2.5",
              tone === "dark" ? "bg-white/5 ring-1 ring-white/10" : "bg-slate-50 ring-1 ring-slate-200",
            )}
          >
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <span className={cn("flex-1", tone === "dark" ? "text-slate-100" : "text-slate-800")}>{item.label}</span>
            <span className={cn("font-semibold", tone === "dark" ? "text-white" : "text-slate-900")}>{item.value}</span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** An assistant at the centre of the tools it is connected to: the integrations the page lists. */
export function IntegrationMap({ tone = "dark", label, className }: IllustrationProps) {
  const systems = integrationFeatures.items.map((item) => ({ title: item.title, Icon: item.icon }));
  const half = Math.ceil(systems.length / 2);
  const column = (items: typeof systems, side: "left" | "right") => (
    <ul className="flex flex-col justify-center gap-3">
      {items.map(({ title, Icon }) => (
        <li
          key={title}
          className={cn(
            "relative flex items-center gap-2 rounded-xl px-3 py-2 text-xs font-medium",
            tone === "dark" ? "bg-white/5 text-slate-100 ring-1 ring-white/15" : "bg-white text-slate-800 ring-1 ring-slate-200",
          )}
        >
          <Icon className={cn("size-4 shrink-0", tone === "dark" ? "text-accent-300" : "text-brand-700")} />
          {title}
          <span
            className={cn(
              "absolute top-1/2 hidden w-3 border-t-2 border-dashed border-brand-400 @sm:block",
              side === "left" ? "-right-3" : "-left-3",
            )}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <Frame tone={tone} label={label} className={className} title="Connected to Your Tools">
      {/* Three columns where there is room; in a narrow place the assistant sits above the tools. */}
      <div className="@container">
        <div className="grid grid-cols-2 items-center gap-3 @sm:grid-cols-[1fr_auto_1fr]">
          {column(systems.slice(0, half), "left")}
          <div className="order-first col-span-2 flex flex-col items-center gap-2 px-1 @sm:order-none @sm:col-span-1">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg shadow-brand-900/40">
              <Sparkles className="size-6" />
            </span>
            <span className={cn("text-xs font-semibold", tone === "dark" ? "text-white" : "text-slate-900")}>AI Assistant</span>
          </div>
          {column(systems.slice(half), "right")}
        </div>
      </div>
    </Frame>
  );
}

/** The training catalogue as a learner sees it: each course with its length. */
export function TrainingCatalogue({ tone = "dark", label, className, limit = 5 }: IllustrationProps & { limit?: number }) {
  const cards = trainingCourseCards.slice(0, limit);
  return (
    <Frame
      tone={tone}
      label={label}
      className={className}
      title="AI Training Courses"
      badge={
        <span className={cn("shrink-0 text-xs font-medium", tone === "dark" ? "text-slate-300" : "text-slate-600")}>
          {trainingCourseCards.length} courses
        </span>
      }
    >
      <ul className="space-y-2">
        {cards.map((card, index) => (
          <li
            key={card.name}
            className={cn(
              "flex items-center gap-3 rounded-xl px-3 py-2",
              tone === "dark" ? "bg-white/5 ring-1 ring-white/10" : "bg-slate-50 ring-1 ring-slate-200",
            )}
          >
            <span
              className={cn(
                "flex size-7 shrink-0 items-center justify-center rounded-lg",
                index % 2 ? "bg-accent-400/15 text-accent-300" : "bg-brand-600/30 text-brand-200",
                tone === "light" && (index % 2 ? "bg-accent-400/15 text-accent-700" : "bg-brand-50 text-brand-700"),
              )}
            >
              <GraduationCap className="size-4" />
            </span>
            <span className={cn("min-w-0 flex-1 leading-snug", tone === "dark" ? "text-slate-100" : "text-slate-800")}>{card.name}</span>
            <span className={cn("shrink-0 text-xs font-semibold", tone === "dark" ? "text-accent-300" : "text-accent-700")}>
              {cardLevel(card)?.duration}
            </span>
          </li>
        ))}
      </ul>
      {trainingCourseCards.length > cards.length && (
        <MoreLine tone={tone}>{trainingCourseCards.length - cards.length} more courses</MoreLine>
      )}
    </Frame>
  );
}

/** The line under a shortened list that says how much it leaves out. */
function MoreLine({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <p className={cn("flex items-center gap-2 px-3 text-xs", tone === "dark" ? "text-slate-400" : "text-slate-600")}>
      <BookOpenText className="size-3.5" />
      {children}
    </p>
  );
}
