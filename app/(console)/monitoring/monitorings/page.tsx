import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { MonitoringsView } from "@/components/monitoring/monitorings-view";
import { TableSkeleton } from "@/components/ui/skeletons";
import { readMonitorings } from "@/lib/data/monitoring";
import { prefetch } from "@/lib/data/prefetch";
import { queryRecord, toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { monitoringListParams } from "@/lib/monitoring/monitoring-list-params";
import { monitoringsQuery } from "@/lib/queries/monitoring";
import { getQueryClient } from "@/lib/queries/query-client";

export const metadata: Metadata = { title: "Monitorings" };

export default async function MonitoringsPage({
  searchParams,
}: {
  searchParams: PageSearchParams;
}) {
  const params = monitoringListParams(await toUrlSearchParams(searchParams));
  const client = getQueryClient();
  await prefetch(client, monitoringsQuery(params), () => readMonitorings(queryRecord(params)));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Monitorings</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The websites under monitoring, their checks and schedule. Sort with the column headers.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <Suspense fallback={<TableSkeleton label="Loading monitorings" />}>
          <MonitoringsView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
