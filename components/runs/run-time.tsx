import { formatCompactDateTime, formatDateTime } from "@/lib/runs/format";

export interface RunTimeProps {
  iso: string | null | undefined;
  /** Minutes only (and no year for this year's dates), for tables. */
  compact?: boolean;
}

/** A timestamp for reading, with the exact ISO value kept machine-readable and on hover. */
export function RunTime({ iso, compact }: RunTimeProps) {
  if (!iso) return <span className="text-slate-500">—</span>;
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap">
      {compact ? formatCompactDateTime(iso) : formatDateTime(iso)}
    </time>
  );
}
