import { hitStatusLabel, HIT_STATUS_ORDER } from "@/lib/screening/labels";

export interface HitCountsProps {
  counts: Record<string, number>;
}

/** Hits per status as a compact line, unresolved first. */
export function HitCountsLine({ counts }: HitCountsProps) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {HIT_STATUS_ORDER.map((status) => (
        <li key={status}>
          <span className="font-semibold tabular-nums">{counts[status] ?? 0}</span>{" "}
          <span className="text-slate-700 dark:text-slate-300">
            {hitStatusLabel(status).toLowerCase()}
          </span>
        </li>
      ))}
    </ul>
  );
}
