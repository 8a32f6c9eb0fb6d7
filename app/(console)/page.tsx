import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { OverviewView } from "@/components/overview/overview-view";
import { MyQueueCard } from "@/components/queue/my-queue-card";
import { readMonitoringAlerts } from "@/lib/data/monitoring";
import { readOverview } from "@/lib/data/overview";
import { prefetch } from "@/lib/data/prefetch";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";
import { overviewQuery } from "@/lib/queries/overview";
import { getQueryClient } from "@/lib/queries/query-client";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const client = getQueryClient();
  await Promise.all([
    prefetch(client, overviewQuery, readOverview),
    prefetch(client, unacknowledgedCountQuery, () => readMonitoringAlerts({ page_size: "1" })),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Overview</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          What needs attention now. Every figure opens the list behind it.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <MyQueueCard />
        <OverviewView />
      </HydrationBoundary>
    </div>
  );
}
