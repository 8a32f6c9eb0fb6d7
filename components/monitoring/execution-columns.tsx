import Link from "next/link";
import type { DataTableColumn } from "@/components/data-table/data-table";
import type { MonitoringExecution } from "@/lib/api/schemas/monitoring";
import { executionAlertsHref } from "@/lib/monitoring/alert-links";
import { DateTime } from "@/components/ui/date-time";
import { ExternalLink } from "@/components/ui/external-link";

export const executionColumns: DataTableColumn<MonitoringExecution>[] = [
  {
    id: "execution_time",
    header: "Executed",
    cell: ({ row }) => <DateTime iso={row.original.execution_time} />,
  },
  {
    id: "website",
    header: "Website",
    cell: ({ row }) => (
      <div className="space-y-1">
        <ExternalLink href={row.original.website} />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Monitoring <code>{row.original.monitoring_id}</code>
        </p>
      </div>
    ),
  },
  {
    id: "alerts",
    header: "Alerts",
    cell: ({ row }) =>
      row.original.alert_count > 0 ? (
        <Link
          href={executionAlertsHref(row.original)}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          {row.original.alert_count} alert{row.original.alert_count === 1 ? "" : "s"}
        </Link>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">None</span>
      ),
  },
  {
    id: "external_id",
    header: "External ID",
    cell: ({ row }) => row.original.external_id ?? "—",
  },
  {
    id: "id",
    header: "Execution",
    cell: ({ row }) => <code className="text-xs">{row.original.id}</code>,
  },
];
