import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { ExecutionsView } from "@/components/monitoring/executions-view";
import { TableSkeleton } from "@/components/ui/skeletons";
import { readMonitoringExecutions } from "@/lib/data/monitoring";
import { prefetch } from "@/lib/data/prefetch";
import { queryRecord, toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { executionListParams } from "@/lib/monitoring/monitoring-list-params";
import { monitoringExecutionsQuery } from "@/lib/queries/monitoring";
import { getQueryClient } from "@/lib/queries/query-client";

export const metadata: Metadata = { title: "Monitoring executions" };

export default async function MonitoringExecutionsPage({
  searchParams,
}: {
  searchParams: PageSearchParams;
}) {
  const params = executionListParams(await toUrlSearchParams(searchParams));
  const client = getQueryClient();
  await prefetch(client, monitoringExecutionsQuery(params), () =>
    readMonitoringExecutions(queryRecord(params)),
  );
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Monitoring executions</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every run of every monitoring, whether or not it raised an alert.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <Suspense fallback={<TableSkeleton label="Loading executions" />}>
          <ExecutionsView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
