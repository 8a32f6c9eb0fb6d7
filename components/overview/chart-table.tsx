import Link from "next/link";
import type { DayCounts } from "@/lib/overview/types";

export interface ChartTableProps<K extends string> {
  title: string;
  days: DayCounts<K>[];
  series: { key: K; label: string }[];
  totals: number[];
  dayHref?: (day: string) => string;
}

/** A chart's numbers as a table, folded away under the picture; each busy day links to its list. */
export function ChartTable<K extends string>({
  title,
  days,
  series,
  totals,
  dayHref,
}: ChartTableProps<K>) {
  return (
    <details>
      <summary className="cursor-pointer text-sm text-indigo-700 dark:text-indigo-300">
        {title} as a table
      </summary>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Day (UTC)
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="py-1 pr-3">
                {s.label}
              </th>
            ))}
            <th scope="col" className="py-1">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            <tr key={day.day} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1 pr-3 font-normal">
                {dayHref && totals[index] > 0 ? (
                  <Link className="underline" href={dayHref(day.day)}>
                    {day.day}
                  </Link>
                ) : (
                  day.day
                )}
              </th>
              {series.map((s) => (
                <td key={s.key} className="py-1 pr-3 tabular-nums">
                  {day.counts[s.key]}
                </td>
              ))}
              <td className="py-1 tabular-nums" data-day={day.day}>
                {totals[index]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
