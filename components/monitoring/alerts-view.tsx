"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { Alert } from "@/components/ui/alert";
import { acknowledgementFilter, acknowledgementParams } from "@/lib/monitoring/alert-links";
import { alertListParams } from "@/lib/monitoring/alert-list-params";
import { pageSizeParam, resetCursor, useCursorPages } from "@/lib/monitoring/use-cursor-pages";
import {
  monitoringAlertsQuery,
  unacknowledgedCountQuery,
  type MonitoringAlertsSummary,
} from "@/lib/queries/monitoring";
import { AlertDetail, alertColumns } from "./alert-columns";
import { AlertFilters } from "./alert-filters";
import { CursorPagination } from "@/components/ui/cursor-pagination";
import { DateTime } from "@/components/ui/date-time";
import { UnacknowledgedStat } from "./unacknowledged-stat";

/** `GET /monitoring-alerts` with every filter, the page size and the cursor stack in the URL. */
export function AlertsView() {
  const pages = useCursorPages();
  const { params, update } = pages;
  const acknowledgement = acknowledgementFilter(params);
  const after = params.get("execution_time_after") ?? undefined;
  const before = params.get("execution_time_before") ?? undefined;
  const execution = params.get("execution") ?? undefined;
  const pageSize = pageSizeParam(params);

  // The same reading of the URL as the page's server prefetch, so the key is the same.
  const query = useQuery(monitoringAlertsQuery(alertListParams(params)));

  // Every answer carries the customer's count: hand it to the badge's query so both agree.
  const queryClient = useQueryClient();
  const count = query.data?.unacknowledged_count;
  useEffect(() => {
    if (count === undefined) return;
    queryClient.setQueryData<MonitoringAlertsSummary>(unacknowledgedCountQuery.queryKey, {
      unacknowledged_count: count,
    });
  }, [count, queryClient]);

  const items = query.data?.items ?? [];
  const nextToken = query.data?.next_token ?? null;

  return (
    <div className="space-y-4">
      <UnacknowledgedStat />
      {execution ? (
        <Alert tone="info" title="Alerts of one execution">
          <p>
            Showing alerts raised by execution <code>{execution}</code>
            {after ? (
              <>
                {" "}
                (executed around <DateTime iso={after} />)
              </>
            ) : null}
            .{" "}
            <Link className="underline" href="/monitoring/alerts">
              Show all alerts
            </Link>
          </p>
        </Alert>
      ) : null}
      <AlertFilters
        key={`${after ?? ""}|${before ?? ""}`}
        acknowledgement={acknowledgement}
        after={after}
        before={before}
        onAcknowledgementChange={(value) =>
          update({ ...acknowledgementParams(value), ...resetCursor })
        }
        onRangeChange={(range) =>
          update({
            execution_time_after: range.after,
            execution_time_before: range.before,
            execution: undefined,
            ...resetCursor,
          })
        }
      />
      <DataTable
        caption="Monitoring alerts, newest execution first"
        columns={alertColumns}
        data={items}
        getRowId={(alert) => alert.id}
        columnsKey="monitoring-alerts"
        renderDetail={(alert) => <AlertDetail alert={alert} />}
        rowLabel={(alert) => alert.website}
        isLoading={query.isPending}
        error={query.error}
        emptyMessage="No alert matches these filters."
        rowClassName={(alert) =>
          execution && alert.execution_result_id === execution
            ? "bg-amber-50 dark:bg-amber-950"
            : undefined
        }
      />
      <CursorPagination
        page={pages.page}
        shown={items.length}
        hasNext={Boolean(nextToken)}
        busy={query.isFetching}
        onNext={() => nextToken && pages.next(nextToken)}
        onPrevious={pages.previous}
        onFirst={pages.first}
        pageSize={pageSize}
        onPageSizeChange={(size) => update({ page_size: String(size), ...resetCursor })}
      />
    </div>
  );
}
