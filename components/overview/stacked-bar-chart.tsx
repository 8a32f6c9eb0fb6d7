import type { DayCounts } from "@/lib/overview/types";
import { cn } from "@/lib/utils";
import { ChartTable } from "./chart-table";

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  /** Tailwind fill and background classes of the series' colour. */
  fill: string;
  swatch: string;
}

export interface StackedBarChartProps<K extends string> {
  /** What the chart shows, for screen readers and the table; the panel's heading says it visibly. */
  title: string;
  /** The visible line under the heading, e.g. the period. */
  subtitle: string;
  days: DayCounts<K>[];
  series: ChartSeries<K>[];
  /** The filtered list behind one day, linked from the data table. */
  dayHref?: (day: string) => string;
}

const width = 600;
const height = 160;
const top = 12;
const bottom = 22;

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * Daily counts as stacked SVG bars, no chart library. The picture is summarised for screen
 * readers, and the same numbers are a table (with links to each day's list) a click away.
 */
export function StackedBarChart<K extends string>({
  title,
  subtitle,
  days,
  series,
  dayHref,
}: StackedBarChartProps<K>) {
  const totals = days.map((day) => series.reduce((sum, s) => sum + day.counts[s.key], 0));
  const max = Math.max(1, ...totals);
  const sum = totals.reduce((a, b) => a + b, 0);
  const slot = width / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const scale = (height - top - bottom) / max;
  const summary = `${title}: ${sum} in ${days.length} days, at most ${Math.max(...totals, 0)} on one day. ${series
    .map((s) => `${s.label}: ${days.reduce((n, d) => n + d.counts[s.key], 0)}`)
    .join(", ")}.`;

  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">
        <span className="sr-only">{title}: </span>
        {subtitle}
      </figcaption>
      <ul className="flex flex-wrap gap-3 text-xs" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1">
            <span className={cn("inline-block h-3 w-3 rounded-sm", s.swatch)} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full"
      >
        <line
          x1={0}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          className="stroke-slate-300"
        />
        <text x={0} y={top - 2} className="fill-slate-600 text-[10px] dark:fill-slate-400">
          {max}
        </text>
        {days.map((day, index) => {
          let y = height - bottom;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.day}>
              {series.map((s) => {
                const h = day.counts[s.key] * scale;
                y -= h;
                return h > 0 ? (
                  <rect key={s.key} x={x} y={y} width={barWidth} height={h} className={s.fill}>
                    <title>{`${shortDay(day.day)}: ${day.counts[s.key]} ${s.label.toLowerCase()}`}</title>
                  </rect>
                ) : null;
              })}
              {(index % 5 === 0 && index < days.length - 3) || index === days.length - 1 ? (
                <text
                  x={index === 0 ? x : index === days.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={height - 6}
                  textAnchor={index === 0 ? "start" : index === days.length - 1 ? "end" : "middle"}
                  className="fill-slate-600 text-[10px] dark:fill-slate-400"
                >
                  {shortDay(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ChartTable title={title} days={days} series={series} totals={totals} dayHref={dayHref} />
    </figure>
  );
}
