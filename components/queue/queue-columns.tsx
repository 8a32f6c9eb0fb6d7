"use client";

import type { DataTableColumn } from "@/components/data-table/data-table";
import { KIND_LABELS, type WorkItemKind } from "@/lib/queue/kinds";
import type { WorkItemDto } from "@/lib/queue/dto";
import { ConsoleStateBadge, ServiceStateBadge, SeverityBadge } from "./queue-badges";
import { DateTime } from "@/components/ui/date-time";

export interface QueueColumnOptions {
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onOpen: (item: WorkItemDto) => void;
}

/** Compact rows: what it is, how urgent, whose, and both states side by side. */
export function queueColumns({
  selected,
  onToggle,
  onOpen,
}: QueueColumnOptions): DataTableColumn<WorkItemDto>[] {
  return [
    {
      id: "select",
      header: () => <span className="sr-only">Select</span>,
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="h-4 w-4"
          aria-label={`Select ${row.original.title}`}
          checked={selected.has(row.original.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => onToggle(row.original.id, event.target.checked)}
        />
      ),
    },
    {
      id: "item",
      header: "Item",
      cell: ({ row }) => (
        <div className="min-w-0">
          <button
            type="button"
            className="text-left font-medium text-indigo-700 hover:underline dark:text-indigo-300"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row.original);
            }}
          >
            {row.original.title}
          </button>
          <p
            className="line-clamp-1 text-xs text-slate-600 dark:text-slate-400"
            title={row.original.summary ?? undefined}
          >
            {KIND_LABELS[row.original.kind as WorkItemKind] ?? row.original.kind}
            {row.original.summary ? ` · ${row.original.summary}` : ""}
          </p>
        </div>
      ),
    },
    {
      id: "severity",
      header: "Severity",
      cell: ({ row }) => <SeverityBadge severity={row.original.severity} />,
    },
    {
      id: "console",
      header: "In the console",
      cell: ({ row }) => (
        <ConsoleStateBadge
          kind={row.original.kind}
          state={row.original.state}
          decision={row.original.decision}
        />
      ),
    },
    {
      id: "service",
      header: "At the service",
      cell: ({ row }) => (
        <ServiceStateBadge state={row.original.upstream_state} open={row.original.upstream_open} />
      ),
    },
    {
      id: "assignee",
      header: "Assignee",
      cell: ({ row }) =>
        row.original.assignee?.email ?? <span className="text-slate-500">Unassigned</span>,
    },
    {
      id: "opened",
      header: "Waiting since",
      sortKey: "opened_at",
      cell: ({ row }) => <DateTime iso={row.original.opened_at} />,
    },
  ];
}
