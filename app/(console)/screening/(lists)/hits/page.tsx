import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { HitsView } from "@/components/screening/hits-view";
import { prefetch } from "@/lib/data/prefetch";
import { readHits } from "@/lib/data/screening";
import { queryRecord, toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { getQueryClient } from "@/lib/queries/query-client";
import { screeningHitsQuery } from "@/lib/queries/screening";
import { hitListParams } from "@/lib/screening/hit-list-params";
import { TableSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Screening hits" };

export default async function ScreeningHitsPage({
  searchParams,
}: {
  searchParams: PageSearchParams;
}) {
  const params = hitListParams(await toUrlSearchParams(searchParams));
  const client = getQueryClient();
  await prefetch(client, screeningHitsQuery(params), () => readHits(queryRecord(params)));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Screening hits</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every hit of every search the console knows, what still needs a decision first.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <Suspense fallback={<TableSkeleton label="Loading hits" />}>
          <HitsView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
