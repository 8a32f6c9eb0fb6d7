"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { DateTime } from "@/components/ui/date-time";
import { SelectField } from "@/components/ui/field";
import { FilterPanel } from "@/components/ui/filter-panel";
import { Badge } from "@/components/ui/badge";
import type { ScreeningAlertSummary } from "@/lib/db/screening-alerts";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { screeningAlertsQuery } from "@/lib/queries/screening";
import { screeningAlertListParams } from "@/lib/screening/list-params";

const columns: DataTableColumn<ScreeningAlertSummary>[] = [
  {
    id: "reference",
    header: "Reference",
    cell: ({ row }) => (
      <Link
        className="font-medium text-indigo-700 underline dark:text-indigo-300"
        href={`/screening/alerts/${encodeURIComponent(row.original.id)}`}
      >
        {row.original.reference ?? row.original.id}
      </Link>
    ),
  },
  {
    id: "remediation",
    header: "Remediation",
    cell: ({ row }) => (
      <Badge tone={row.original.remediationStatus === "REMEDIATED" ? "success" : "warning"}>
        {row.original.remediationStatus ?? "Not yet"}
      </Badge>
    ),
  },
  { id: "status", header: "Status", cell: ({ row }) => row.original.status ?? "—" },
  {
    id: "created",
    header: "Created",
    cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
  },
  {
    id: "updated",
    header: "Updated",
    cell: ({ row }) => <DateTime iso={row.original.updatedAt} />,
  },
];

/** Screening alerts the console knows, with their own page and filter keys in the URL. */
export function ScreeningAlertsList() {
  const { params, update } = useUrlQuery();
  const remediation = params.get("alert_remediation") ?? undefined;
  // The same reading of the URL as the page's server prefetch, so the key is the same.
  const query = useQuery(screeningAlertsQuery(screeningAlertListParams(params)));
  return (
    <div className="space-y-3">
      <FilterPanel label="Filter the screening alerts">
        <SelectField
          label="Remediation"
          className="max-w-xs"
          value={remediation ?? ""}
          onChange={(event) =>
            update({ alert_remediation: event.target.value || undefined, alerts_page: undefined })
          }
        >
          <option value="">Any</option>
          <option value="PENDING">Pending</option>
          <option value="REMEDIATED">Remediated</option>
        </SelectField>
      </FilterPanel>
      <DataTable
        caption="Name screening alerts, most recently updated first"
        columns={columns}
        data={query.data?.items ?? []}
        getRowId={(alert) => alert.id}
        isLoading={query.isPending}
        error={query.error}
        emptyMessage="No alert known yet. Alerts appear when one is remediated or opened by id."
      />
      {query.data ? (
        <PagePagination
          page={query.data.page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPageChange={(next) => update({ alerts_page: next }, { push: true })}
        />
      ) : null}
    </div>
  );
}
