import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { OpenByIdForm } from "@/components/screening/open-by-id-form";
import { ScreeningAlertsList } from "@/components/screening/screening-alerts-list";
import { SearchesView } from "@/components/screening/searches-view";
import { TableSkeleton } from "@/components/ui/skeletons";
import { prefetch } from "@/lib/data/prefetch";
import { readScreeningAlerts, readSearches } from "@/lib/data/screening";
import { queryRecord, toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { getQueryClient } from "@/lib/queries/query-client";
import { screeningAlertsQuery, screeningSearchesQuery } from "@/lib/queries/screening";
import { screeningAlertListParams, searchListParams } from "@/lib/screening/list-params";

export const metadata: Metadata = { title: "Name screening" };

export default async function ScreeningPage({ searchParams }: { searchParams: PageSearchParams }) {
  const url = await toUrlSearchParams(searchParams);
  const searches = searchListParams(url);
  const alerts = screeningAlertListParams(url);
  const client = getQueryClient();
  await Promise.all([
    prefetch(client, screeningSearchesQuery(searches), () => readSearches(queryRecord(searches))),
    prefetch(client, screeningAlertsQuery(alerts), () => readScreeningAlerts(queryRecord(alerts))),
  ]);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Name screening</h1>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          The compliance service reads searches and alerts by id only; the console lists those it
          has learnt of, from events and from lookups.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <section aria-labelledby="searches-title" className="space-y-4">
          <h2 id="searches-title" className="text-lg font-semibold">
            Searches
          </h2>
          <OpenByIdForm kind="search" />
          <Suspense fallback={<TableSkeleton label="Loading searches" />}>
            <SearchesView />
          </Suspense>
        </section>
        <section aria-labelledby="screening-alerts-title" className="space-y-4">
          <h2 id="screening-alerts-title" className="text-lg font-semibold">
            Alerts
          </h2>
          <OpenByIdForm kind="alert" />
          <Suspense fallback={<TableSkeleton label="Loading screening alerts" />}>
            <ScreeningAlertsList />
          </Suspense>
        </section>
      </HydrationBoundary>
    </div>
  );
}
