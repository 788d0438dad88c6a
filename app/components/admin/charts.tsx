// The overview's charts, drawn on the server as SVG (no chart script): weekly stacked bars with
// a legend, and the same numbers in a table for screen readers. The bars stretch to any width;
// the words around them are HTML, so they stay readable on a phone.
import { cn } from "~/lib/cn";

/** Six series colours, each at least 3:1 against white, in the order series are drawn. */
const COLOURS = ["fill-brand-600", "fill-sky-600", "fill-amber-600", "fill-emerald-600", "fill-violet-600", "fill-slate-500"];
const SWATCHES = ["bg-brand-600", "bg-sky-600", "bg-amber-600", "bg-emerald-600", "bg-violet-600", "bg-slate-500"];

export interface ChartSeries {
  label: string;
  counts: number[];
}

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** "Nov 23" for a week starting on 2026-11-23. */
export const weekLabel = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten, at least the tallest bar. */
function axisTop(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max)!;
}

export function WeeklyChart({
  id,
  title,
  weeks,
  series,
  empty,
  note,
}: {
  id: string;
  title: string;
  /** Each week's first day (yyyy-mm-dd), oldest first. */
  weeks: string[];
  series: ChartSeries[];
  empty: string;
  note?: string;
}) {
  const totals = weeks.map((_, week) => series.reduce((sum, s) => sum + (s.counts[week] ?? 0), 0));
  const all = totals.reduce((a, b) => a + b, 0);
  const top = axisTop(Math.max(...totals, 0));
  const drawn = series.filter((s) => s.counts.some((n) => n > 0));
  const slot = 100 / weeks.length;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption id={`${id}-title`} className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-500">{all === 1 ? "1 lead" : `${all} leads`}</span>
      </figcaption>
      {all === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
            <div aria-hidden="true" className="flex h-36 flex-col justify-between text-right text-xs text-slate-500 tabular-nums">
              <span className="-translate-y-1/2">{top}</span>
              <span>{top / 2}</span>
              <span className="translate-y-1/2">0</span>
            </div>
            <svg aria-hidden="true" viewBox="0 0 100 100" preserveAspectRatio="none" className="h-36 w-full overflow-visible">
              {[0, 50, 100].map((y) => (
                <line
                  key={y}
                  x1="0"
                  x2="100"
                  y1={y}
                  y2={y}
                  vectorEffect="non-scaling-stroke"
                  className="stroke-slate-200"
                  strokeWidth="1"
                />
              ))}
              {weeks.map((week, w) => {
                let base = 100;
                return (
                  <g key={week}>
                    {series.map((s, i) => {
                      const n = s.counts[w] ?? 0;
                      if (n === 0) return null;
                      const height = (n / top) * 100;
                      base -= height;
                      return (
                        <rect
                          key={s.label}
                          x={w * slot + slot * 0.18}
                          width={slot * 0.64}
                          y={base}
                          height={height}
                          className={cn(COLOURS[i % COLOURS.length], "stroke-white")}
                          strokeWidth="1"
                          vectorEffect="non-scaling-stroke"
                        >
                          <title>{`${weekLabel(week)}: ${s.label}, ${n}`}</title>
                        </rect>
                      );
                    })}
                  </g>
                );
              })}
            </svg>
            {/* Twelve columns, one a week (insights.server.ts WEEKS; the workspace's CSP allows no style attribute). */}
            <div aria-hidden="true" className="col-start-2 mt-1 grid grid-cols-12 text-center text-[0.6875rem] text-slate-500">
              {weeks.map((week, w) => (
                // Every third week named: twelve labels would crowd a phone.
                <span key={week} className="whitespace-nowrap">
                  {w % 3 === 0 ? weekLabel(week) : ""}
                </span>
              ))}
            </div>
          </div>
          <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            {series.map((s, i) =>
              drawn.includes(s) ? (
                <li key={s.label} className="inline-flex min-w-0 items-center gap-1.5">
                  <span className={cn("size-2.5 shrink-0 rounded-sm", SWATCHES[i % SWATCHES.length])} />
                  <span className="truncate">{s.label}</span>
                  <span className="text-slate-500 tabular-nums">{s.counts.reduce((a, b) => a + b, 0)}</span>
                </li>
              ) : null,
            )}
          </ul>
          {/* A table cannot shrink below its content: the wrapper is what is visually hidden. */}
          <div className="sr-only">
            <table>
              <caption>{title}, leads a week</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  {drawn.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, w) => (
                  <tr key={week}>
                    <th scope="row">{weekLabel(week)}</th>
                    {drawn.map((s) => (
                      <td key={s.label}>{s.counts[w] ?? 0}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {note ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
    </figure>
  );
}
