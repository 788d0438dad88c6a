import { Check, Minus, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { plans } from "~/content/pricing";
import { integrationFeatures } from "~/content/service-pages/ai-integration";
import { cn } from "~/lib/cn";

export interface ToolConnectionsCopy {
  title: string;
  intro: string;
  hub: string;
  hubNote: string;
}

/**
 * The AI Integration page's module: the assistant in the middle and the tools it connects to
 * around it, each with a mark drawn here (no product's logo), its name and the job its
 * connection does (the page's integration features). Under the map, what each chatbot plan
 * includes of integrations and workflows, from the pricing.
 */

/** A tool's mark: simple strokes on a 40 x 40 grid, in the site's two colours. */
function Mark({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <svg
        viewBox="0 0 40 40"
        className="size-9 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </span>
  );
}

const ACCENT = "var(--color-accent-500)";

/** The tools, by the title of the integration feature they stand for: a short name and a mark. */
export const TOOLS: Record<string, { name: string; mark: ReactNode }> = {
  "CRM Integration": {
    name: "CRM",
    mark: (
      <>
        <rect x="6" y="9" width="28" height="22" rx="3" />
        <circle cx="15" cy="18" r="3.5" fill={ACCENT} stroke="none" />
        <path d="M10 26c1-3 3-4.5 5-4.5s4 1.5 5 4.5" />
        <path d="M24 17h6M24 22h4" />
      </>
    ),
  },
  "Help Desk and Ticketing": {
    name: "Help Desk",
    mark: (
      <>
        <path d="M7 12h26v5a3 3 0 0 0 0 6v5H7v-5a3 3 0 0 0 0-6z" />
        <path d="M16 12v16" strokeDasharray="2 3" />
        <path d="M21 18h7M21 23h5" stroke={ACCENT} />
      </>
    ),
  },
  "Messaging Apps": {
    name: "Messaging Apps",
    mark: (
      <>
        <path d="M6 10h17a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H12l-5 4v-4H6a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z" />
        <path d="M29 16h5a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-1v4l-5-4h-8a2 2 0 0 1-2-2v-1" stroke={ACCENT} />
      </>
    ),
  },
  "AI Workflow Automation": {
    name: "Workflows",
    mark: (
      <>
        <rect x="5" y="8" width="10" height="8" rx="2" />
        <rect x="25" y="8" width="10" height="8" rx="2" />
        <rect x="15" y="26" width="10" height="8" rx="2" fill={ACCENT} stroke={ACCENT} />
        <path d="M15 12h10M10 16v5h10v5M30 16v5h-10" />
      </>
    ),
  },
  "APIs and Data Connectors": {
    name: "Databases and APIs",
    mark: (
      <>
        <ellipse cx="16" cy="11" rx="9" ry="3.5" />
        <path d="M7 11v16c0 2 4 3.5 9 3.5s9-1.5 9-3.5V11M7 19c0 2 4 3.5 9 3.5s9-1.5 9-3.5" />
        <path d="M30 15l4 5-4 5" stroke={ACCENT} />
      </>
    ),
  },
  "Monitoring and Analytics": {
    name: "Dashboards",
    mark: (
      <>
        <rect x="5" y="7" width="30" height="26" rx="3" />
        <path d="M10 27l6-7 5 4 8-10" stroke={ACCENT} />
        <path d="M5 13h30" />
      </>
    ),
  },
};

interface Tool {
  name: string;
  job: string;
  mark: ReactNode;
}

function tools(): Tool[] {
  return integrationFeatures.items.map((feature) => {
    const tool = TOOLS[feature.title];
    if (!tool) throw new Error(`No mark is drawn for the integration "${feature.title}" (app/components/tool-connections.tsx).`);
    return { name: tool.name, job: feature.description, mark: tool.mark };
  });
}

/** On a wide screen the cards of a column share its height equally, so each card's middle is where its line arrives. */
function ToolCard({ tool }: { tool: Tool }) {
  return (
    <li className="flex lg:py-2.5">
      <div className="flex w-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        {tool.mark && <Mark>{tool.mark}</Mark>}
        <div className="min-w-0">
          <h3 className="text-base font-semibold">{tool.name}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{tool.job}</p>
        </div>
      </div>
    </li>
  );
}

/**
 * The lines between the assistant and a column of `rows` cards, drawn in the gap between them on
 * a wide screen: from the middle of the assistant's side to the middle of each card's side.
 */
function Connectors({ rows, side }: { rows: number; side: "left" | "right" }) {
  const ys = Array.from({ length: rows }, (_, i) => ((2 * i + 1) * 100) / (2 * rows));
  const [hub, card] = side === "left" ? [100, 0] : [0, 100];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className={cn(
        "pointer-events-none hidden size-full self-stretch text-brand-300 lg:row-start-1 lg:block",
        side === "left" ? "lg:col-start-2" : "lg:col-start-4",
      )}
      fill="none"
    >
      {ys.map((y) => (
        <path
          key={y}
          d={`M${hub} 50 C 50 50, 50 ${y}, ${card} ${y}`}
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="6 6"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** What each chatbot plan includes of integrations and workflows, as the pricing says it. */
function planIntegrations() {
  return plans.map((plan) => ({
    name: plan.name,
    leadIn: plan.featuresLeadIn,
    features: plan.features.filter((feature) => /integration|workflow/i.test(feature.label)),
  }));
}

export function ToolConnections({ copy, id = "connected-tools" }: { copy: ToolConnectionsCopy; id?: string }) {
  const all = tools();
  const half = Math.ceil(all.length / 2);
  const hub = (
    <div className="relative flex flex-col items-center gap-3 rounded-3xl bg-ink px-6 py-6 text-center shadow-xl ring-1 ring-white/10 on-dark lg:px-5">
      <span
        className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg shadow-brand-900/40"
        aria-hidden="true"
      >
        <Sparkles className="size-7" />
      </span>
      <p className="leading-tight">
        <span className="block text-lg font-semibold text-white">{copy.hub}</span>
        <span className="mt-1 block text-sm text-slate-300">{copy.hubNote}</span>
      </p>
    </div>
  );
  return (
    <Section id={id} title={copy.title} intro={copy.intro}>
      {/* A phone reads the assistant first, then the tools under it; a wide screen puts it in the middle, the lines in the gaps. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_4rem_13rem_4rem_minmax(0,1fr)] lg:gap-0">
        <div className="sm:col-span-2 lg:col-span-1 lg:col-start-3 lg:row-start-1 lg:self-center">{hub}</div>
        {[all.slice(0, half), all.slice(half)].map((column, index) => (
          <ul
            key={index}
            className={cn(
              "flex flex-col gap-4 lg:row-start-1 lg:grid lg:auto-rows-fr lg:gap-0",
              index === 0 ? "lg:col-start-1" : "lg:col-start-5",
            )}
          >
            {column.map((tool) => (
              <ToolCard key={tool.name} tool={tool} />
            ))}
          </ul>
        ))}
        <Connectors rows={half} side="left" />
        <Connectors rows={all.length - half} side="right" />
      </div>
      <div className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <p className="font-semibold text-slate-900">
          Integrations in our chatbot plans{" "}
          <Link to="/pricing" className="ml-1 text-sm font-semibold text-brand-700 hover:underline">
            Compare plans
          </Link>
        </p>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {planIntegrations().map((plan) => (
            <li key={plan.name}>
              <p className="text-sm font-semibold text-slate-900">{plan.name}</p>
              {plan.leadIn && <p className="mt-1.5 text-sm text-slate-600">{plan.leadIn}</p>}
              <ul className="mt-1.5 space-y-1 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature.label} className={cn("flex items-start gap-2", feature.included ? "text-slate-700" : "text-slate-600")}>
                    {feature.included ? (
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    ) : (
                      <Minus className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    )}
                    {feature.label}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
