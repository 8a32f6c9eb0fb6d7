"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { screeningSearchesQuery } from "@/lib/queries/screening";
import { readSearchFilter, searchListParams } from "@/lib/screening/list-params";
import { searchColumns } from "./search-columns";
import { SearchFilters } from "./search-filters";

/** The searches the console knows (its local index), newest first, filters in the URL. */
export function SearchesView() {
  const { params, update } = useUrlQuery();
  const { status, hitStatus, reference } = readSearchFilter(params);
  // The same reading of the URL as the page's server prefetch, so the key is the same.
  const query = useQuery(screeningSearchesQuery(searchListParams(params)));
  const data = query.data;

  return (
    <div className="space-y-4">
      {data ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {Object.values(data.counts.byStatus).reduce((sum, n) => sum + n, 0)} searches known ·{" "}
          <Link className="underline" href="/screening/hits?status=UNRESOLVED">
            {data.counts.hits.UNRESOLVED} unresolved hits
          </Link>
        </p>
      ) : null}
      <SearchFilters
        key={reference ?? ""}
        values={{ status, hitStatus, reference }}
        statusCounts={data?.counts.byStatus ?? {}}
        onChange={(next) =>
          update({
            status: next.status.join(",") || undefined,
            hit_status: next.hitStatus,
            reference: next.reference,
            page: undefined,
          })
        }
      />
      <DataTable
        caption="Name screening searches, most recently updated first"
        columns={searchColumns}
        data={data?.items ?? []}
        getRowId={(search) => search.id}
        isLoading={query.isPending}
        error={query.error}
        emptyMessage="No search matches. Searches appear here when one completes or is opened by id."
      />
      {data ? (
        <PagePagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(next) => update({ page: next }, { push: true })}
          onPageSizeChange={(size) => update({ page_size: size, page: undefined })}
        />
      ) : null}
    </div>
  );
}
