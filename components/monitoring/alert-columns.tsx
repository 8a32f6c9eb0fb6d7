import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { MonitoringAlert } from "@/lib/api/schemas/monitoring";
import { checkLabel } from "@/lib/monitoring/labels";
import { ExternalLink } from "@/components/ui/external-link";
import { FailedChecks } from "./failed-checks";

/** "Sanctions list, +2 more": one line however many checks failed; all of them are in the details. */
function checksSummary(alert: MonitoringAlert): string {
  const [first, ...rest] = alert.failed_checks;
  if (!first) return "No failed check listed";
  return rest.length ? `${checkLabel(first.check)}, +${rest.length} more` : checkLabel(first.check);
}

/** One line per alert (compact rows); what a row leaves out is in `AlertDetail`. */
export const alertColumns: DataTableColumn<MonitoringAlert>[] = [
  {
    id: "website",
    header: "Website",
    cell: ({ row }) => (
      <span className="block max-w-64 truncate" title={row.original.website}>
        <ExternalLink href={row.original.website} />
      </span>
    ),
  },
  {
    id: "execution_time",
    header: "Executed",
    optional: true,
    cell: ({ row }) => <DateTime iso={row.original.execution_time} />,
  },
  {
    id: "failed_checks",
    header: "Failed checks",
    cell: ({ row }) => <span className="whitespace-nowrap">{checksSummary(row.original)}</span>,
  },
  {
    id: "acknowledged",
    header: "Acknowledged",
    cell: ({ row }) =>
      row.original.acknowledged_at ? (
        <Badge tone="success">Acknowledged</Badge>
      ) : (
        <Badge tone="warning">Unacknowledged</Badge>
      ),
  },
  {
    id: "created_at",
    header: "Raised",
    optional: true,
    cell: ({ row }) => <DateTime iso={row.original.created_at} />,
  },
  {
    id: "monitoring",
    header: "Monitoring",
    optional: true,
    hiddenByDefault: true,
    cell: ({ row }) => <code className="text-xs">{row.original.monitoring_id}</code>,
  },
];

/** Everything about one alert, under its row when expanded. */
export function AlertDetail({ alert }: { alert: MonitoringAlert }) {
  return (
    <div className="grid gap-4 text-sm md:grid-cols-[2fr_1fr]">
      <FailedChecks checks={alert.failed_checks} />
      <dl className="space-y-1 text-xs">
        {alert.acknowledged_at ? (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-400">Acknowledged </dt>
            <dd className="inline">
              <DateTime iso={alert.acknowledged_at} />
            </dd>
          </div>
        ) : null}
        <Reference term="Monitoring" value={alert.monitoring_id} />
        <Reference term="Alert" value={alert.id} />
        <Reference term="Execution" value={alert.execution_result_id ?? "—"} />
        {alert.external_id ? <Reference term="External" value={alert.external_id} /> : null}
      </dl>
    </div>
  );
}

function Reference({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="inline text-slate-600 dark:text-slate-400">{term} </dt>
      <dd className="inline break-all">
        <code>{value}</code>
      </dd>
    </div>
  );
}
