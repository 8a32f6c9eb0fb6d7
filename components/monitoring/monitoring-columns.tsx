import type { ReactNode } from "react";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { MONITORING_FIELDS, type Monitoring } from "@/lib/api/schemas/monitoring";
import { checkLabel, frequencyLabel, stateTone } from "@/lib/monitoring/labels";
import { formatFieldValue } from "@/lib/screening/field-value";
import { DateTime } from "@/components/ui/date-time";
import { ExternalLink } from "@/components/ui/external-link";
import { LatestResult } from "./latest-result";

/** Fields the upstream sent beyond the known ones (and their aliases): shown, not dropped. */
function otherFields(monitoring: Monitoring): [string, string][] {
  return Object.entries(monitoring)
    .filter(([key]) => !MONITORING_FIELDS.includes(key))
    .map(([key, value]): [string, string] => [key, formatFieldValue(value) ?? "—"]);
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="whitespace-nowrap">
      <span className="text-slate-600 dark:text-slate-400">{label} </span>
      {children}
    </p>
  );
}

/** Every attribute of a monitoring (spec 2.5); the sortable ones carry the upstream's sort key. */
export const monitoringColumns: DataTableColumn<Monitoring>[] = [
  {
    id: "website",
    header: "Website",
    sortKey: "website",
    cell: ({ row }) => (
      <div className="space-y-0.5">
        <p className="whitespace-nowrap">
          <ExternalLink href={row.original.website} />
        </p>
        <div className="text-xs">
          {row.original.external_id ? (
            <Line label="External ID">{row.original.external_id}</Line>
          ) : null}
          {row.original.customer_id ? (
            <Line label="Customer">{row.original.customer_id}</Line>
          ) : null}
          <p className="font-mono text-slate-600 dark:text-slate-400">{row.original.id}</p>
        </div>
      </div>
    ),
  },
  {
    id: "state",
    header: "State",
    sortKey: "state",
    cell: ({ row }) => (
      <div className="flex flex-col items-start gap-1">
        <Badge tone={stateTone(row.original.state)}>{row.original.state}</Badge>
        {row.original.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
      </div>
    ),
  },
  {
    id: "checks",
    header: "Checks",
    optional: true,
    cell: ({ row }) => (
      <div className="text-xs">
        <ul className="list-disc pl-4">
          {row.original.checks.map((check) => (
            <li key={check} title={check}>
              {checkLabel(check)}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {frequencyLabel(row.original.frequency)}
        </p>
      </div>
    ),
  },
  {
    id: "last_execution",
    header: "Last execution",
    optional: true,
    sortKey: "last_execution",
    cell: ({ row }) => <DateTime iso={row.original.last_execution_at} empty="Never" />,
  },
  {
    id: "next_run",
    header: "Next run",
    optional: true,
    sortKey: "next_run",
    cell: ({ row }) => <DateTime iso={row.original.next_execution_at} empty="Not scheduled" />,
  },
  {
    id: "latest_result",
    header: "Latest result",
    optional: true,
    cell: ({ row }) => (
      <div>
        <LatestResult value={row.original.latest_execution_result} />
      </div>
    ),
  },
  {
    id: "dates",
    header: "Dates",
    optional: true,
    cell: ({ row }) => (
      <div className="text-xs">
        <Line label="Expires">
          <DateTime iso={row.original.expires_at} />
        </Line>
        <Line label="Created">
          <DateTime iso={row.original.created_at} />
        </Line>
        <Line label="Updated">
          <DateTime iso={row.original.updated_at} />
        </Line>
        {otherFields(row.original).map(([key, value]) => (
          <Line key={key} label={key}>
            {value}
          </Line>
        ))}
      </div>
    ),
  },
];
