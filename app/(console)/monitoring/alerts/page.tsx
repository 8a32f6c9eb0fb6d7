import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { AlertsView } from "@/components/monitoring/alerts-view";
import { readMonitoringAlerts } from "@/lib/data/monitoring";
import { prefetch } from "@/lib/data/prefetch";
import { queryRecord, toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { alertListParams } from "@/lib/monitoring/alert-list-params";
import { monitoringAlertsQuery, unacknowledgedCountQuery } from "@/lib/queries/monitoring";
import { getQueryClient } from "@/lib/queries/query-client";
import { TableSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Monitoring alerts" };

export default async function MonitoringAlertsPage({
  searchParams,
}: {
  searchParams: PageSearchParams;
}) {
  const params = alertListParams(await toUrlSearchParams(searchParams));
  const client = getQueryClient();
  await Promise.all([
    prefetch(client, monitoringAlertsQuery(params), () =>
      readMonitoringAlerts(queryRecord(params)),
    ),
    prefetch(client, unacknowledgedCountQuery, () => readMonitoringAlerts({ page_size: "1" })),
  ]);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Monitoring alerts</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Raised when a website monitoring run finds a failed check. Newest execution first.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <Suspense fallback={<TableSkeleton label="Loading monitoring alerts" />}>
          <AlertsView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
