import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import type { MonitoringAlert } from "@/lib/api/schemas/monitoring";
import { DateTime } from "@/components/ui/date-time";
import { FailedChecks } from "./failed-checks";
import { ExternalLink } from "./external-link";

export const alertColumns: DataTableColumn<MonitoringAlert>[] = [
  {
    id: "website",
    header: "Website",
    cell: ({ row }) => (
      <div className="space-y-1">
        <p className="whitespace-nowrap">
          <ExternalLink href={row.original.website} />
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Monitoring <code>{row.original.monitoring_id}</code>
        </p>
      </div>
    ),
  },
  {
    id: "execution_time",
    header: "Executed",
    cell: ({ row }) => <DateTime iso={row.original.execution_time} />,
  },
  {
    id: "failed_checks",
    header: "Failed checks",
    cell: ({ row }) => <FailedChecks checks={row.original.failed_checks} />,
  },
  {
    id: "acknowledged",
    header: "Acknowledged",
    cell: ({ row }) =>
      row.original.acknowledged_at ? (
        <div className="space-y-1">
          <Badge tone="success">Acknowledged</Badge>
          <p className="text-xs">
            <DateTime iso={row.original.acknowledged_at} />
          </p>
        </div>
      ) : (
        <Badge tone="warning">Unacknowledged</Badge>
      ),
  },
  {
    id: "created_at",
    header: "Raised",
    cell: ({ row }) => <DateTime iso={row.original.created_at} />,
  },
  {
    id: "ids",
    header: "References",
    cell: ({ row }) => (
      <dl className="space-y-0.5 text-xs">
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">Alert </dt>
          <dd className="inline">
            <code>{row.original.id}</code>
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">Execution </dt>
          <dd className="inline">
            <code>{row.original.execution_result_id ?? "—"}</code>
          </dd>
        </div>
        {row.original.external_id ? (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">External </dt>
            <dd className="inline">{row.original.external_id}</dd>
          </div>
        ) : null}
      </dl>
    ),
  },
];
