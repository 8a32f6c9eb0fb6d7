import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { OpenRunForm } from "@/components/runs/open-run-form";
import { RunsListView } from "@/components/runs/runs-list-view";
import { prefetch } from "@/lib/data/prefetch";
import { readFlows, readRunsForView } from "@/lib/data/runs";
import { toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { flowsQuery } from "@/lib/queries/flows";
import { getQueryClient } from "@/lib/queries/query-client";
import { runsListQuery } from "@/lib/queries/runs";
import { readRunListParams } from "@/lib/runs/url-params";
import { TableSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Flow runs" };

export default async function RunsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = readRunListParams(await toUrlSearchParams(searchParams));
  const client = getQueryClient();
  await Promise.all([
    prefetch(client, runsListQuery(params), () => readRunsForView(params)),
    prefetch(client, flowsQuery, readFlows),
  ]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Flow runs</h1>
        <Link
          href="/runs/new"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
        >
          Run a flow
        </Link>
      </div>
      <OpenRunForm />
      <HydrationBoundary state={dehydrate(client)}>
        <Suspense fallback={<TableSkeleton label="Loading runs" />}>
          <RunsListView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
