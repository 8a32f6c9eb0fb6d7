import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { AlertView } from "@/components/screening/alert-view";
import { prefetchOrNotFound } from "@/lib/data/prefetch";
import { readAlert } from "@/lib/data/screening";
import { getQueryClient } from "@/lib/queries/query-client";
import { screeningAlertQuery } from "@/lib/queries/screening";
import { DetailSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Screening alert" };

export default async function ScreeningAlertPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const client = getQueryClient();
  await prefetchOrNotFound(client, screeningAlertQuery(id), () => readAlert(id));
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <Suspense fallback={<DetailSkeleton label="Loading the alert" />}>
        <AlertView id={id} />
      </Suspense>
    </HydrationBoundary>
  );
}
