"use client";

import { DateTime } from "@/components/ui/date-time";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import type { AuditEvent } from "@/lib/queries/audit";

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return "";
  return JSON.stringify(detail);
}

export const auditColumns: DataTableColumn<AuditEvent>[] = [
  {
    id: "at",
    header: "When",
    cell: ({ row }) => <DateTime iso={row.original.at} seconds />,
  },
  {
    id: "actor",
    header: "Who",
    cell: ({ row }) =>
      row.original.actorEmail ?? (
        <span className="text-slate-600 dark:text-slate-400">no account (public or system)</span>
      ),
  },
  { id: "action", header: "What", cell: ({ row }) => <code>{row.original.action}</code> },
  {
    id: "target",
    header: "Target",
    cell: ({ row }) => (
      <div>
        {row.original.targetType ?? "—"}
        {row.original.targetId ? (
          <div className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
            {row.original.targetId}
          </div>
        ) : null}
      </div>
    ),
  },
  {
    id: "outcome",
    header: "Outcome",
    cell: ({ row }) => (
      <Badge tone={row.original.outcome === "success" ? "success" : "danger"}>
        {row.original.outcome}
      </Badge>
    ),
  },
  {
    id: "detail",
    header: "Detail",
    cell: ({ row }) => (
      <code className="block max-w-md text-xs break-all">{detailText(row.original.detail)}</code>
    ),
  },
];
