import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchView } from "@/components/screening/search-view";
import { prefetchOrNotFound } from "@/lib/data/prefetch";
import { readSearch } from "@/lib/data/screening";
import { getQueryClient } from "@/lib/queries/query-client";
import { screeningSearchQuery } from "@/lib/queries/screening";
import { DetailSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Screening search" };

export default async function ScreeningSearchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const client = getQueryClient();
  await prefetchOrNotFound(client, screeningSearchQuery(id), () => readSearch(id));
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <Suspense fallback={<DetailSkeleton label="Loading the search" />}>
        <SearchView id={id} />
      </Suspense>
    </HydrationBoundary>
  );
}
