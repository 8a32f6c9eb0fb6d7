import { DateTime } from "@/components/ui/date-time";
import Link from "next/link";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import type { RunListItem } from "@/lib/runs/dto";
import { formatDuration } from "@/lib/runs/format";
import { triggerLabel } from "@/lib/runs/status";
import { RunStatusBadge } from "./run-status-badge";

/** The runs list's columns; the sortable ones carry the API's sort key. */
export const runsColumns: DataTableColumn<RunListItem>[] = [
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <div className="flex flex-wrap items-center gap-1">
        <RunStatusBadge status={row.original.status} />
        {row.original.run_mode === "rehearsal" ? <Badge tone="accent">Rehearsal</Badge> : null}
        {row.original.degraded ? <Badge tone="warning">Degraded</Badge> : null}
      </div>
    ),
  },
  {
    id: "flow",
    header: "Flow",
    cell: ({ row }) => (
      <div className="min-w-48">
        <Link
          href={`/runs/${encodeURIComponent(row.original.id)}`}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {row.original.flow_name ?? row.original.flow_id}
        </Link>
        <div className="font-mono text-xs text-slate-500 dark:text-slate-400">
          {row.original.id}
        </div>
      </div>
    ),
  },
  {
    id: "trigger_type",
    header: "Trigger",
    optional: true,
    cell: ({ row }) => triggerLabel(row.original.trigger_type),
  },
  {
    id: "triggered_by",
    header: "Triggered by",
    optional: true,
    cell: ({ row }) => (
      <div className="flex flex-col">
        <Person value={row.original.triggered_by} />
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {row.original.triggered_in_console ? "in this console" : "as the service recorded"}
        </span>
      </div>
    ),
  },
  {
    id: "triggered_at",
    header: "Triggered",
    sortKey: "triggered_at",
    cell: ({ row }) => <DateTime iso={row.original.triggered_at} />,
  },
  {
    id: "started_at",
    header: "Started",
    optional: true,
    hiddenByDefault: true,
    sortKey: "started_at",
    cell: ({ row }) => <DateTime iso={row.original.started_at} />,
  },
  {
    id: "completed_at",
    header: "Completed",
    optional: true,
    sortKey: "completed_at",
    cell: ({ row }) => <DateTime iso={row.original.completed_at} />,
  },
  {
    id: "duration",
    header: "Duration",
    optional: true,
    sortKey: "duration",
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatDuration(row.original.duration_ms)}
      </span>
    ),
  },
];

/** An e-mail may wrap before its domain, never in the middle of a name. */
function Person({ value }: { value: string | null }) {
  if (!value) return <span className="text-slate-500">—</span>;
  const at = value.indexOf("@");
  if (at <= 0) return <span>{value}</span>;
  return (
    <span className="text-xs">
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </span>
  );
}
