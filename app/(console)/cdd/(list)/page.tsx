import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { CddListView } from "@/components/cdd/cdd-list-view";
import { filtersFromParams, listQuery } from "@/lib/cdd/list-filters";
import { readCddList } from "@/lib/data/cdds";
import { prefetch } from "@/lib/data/prefetch";
import { toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { cddListQuery } from "@/lib/queries/cdds";
import { getQueryClient } from "@/lib/queries/query-client";

export const metadata: Metadata = { title: "CDD cases" };

export default async function CddListPage({ searchParams }: { searchParams: PageSearchParams }) {
  const query = listQuery(filtersFromParams(await toUrlSearchParams(searchParams)));
  const client = getQueryClient();
  await prefetch(client, cddListQuery(query), () => readCddList(query));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">CDD cases</h1>
        <Link
          href="/cdd/new"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
        >
          New case
        </Link>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        {/* useSearchParams needs a Suspense boundary for the static shell. */}
        <Suspense fallback={<p role="status">Loading cases…</p>}>
          <CddListView />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
