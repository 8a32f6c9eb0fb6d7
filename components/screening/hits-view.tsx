"use client";

import { useQuery } from "@tanstack/react-query";
import { PagePagination } from "@/components/ui/page-pagination";
import { Alert } from "@/components/ui/alert";
import { screeningHitsQuery } from "@/lib/queries/screening";
import { hitListParams } from "@/lib/screening/hit-list-params";
import { useHitFilter } from "@/lib/screening/use-hit-filter";
import { HitFilters } from "./hit-filters";
import { HitsReview } from "./hits-review";

const noCounts = { byStatus: {}, byCategory: {}, all: 0 };

/** Hits of every indexed search, unresolved first; filters and page in the URL. */
export function HitsView() {
  const { params, update, filter, setFilter } = useHitFilter();
  // The same reading of the URL as the page's server prefetch, so the key is the same.
  const query = useQuery(screeningHitsQuery(hitListParams(params)));
  const data = query.data;
  const rows = (data?.items ?? []).map((row) => ({
    key: row.key,
    hit: row.hit,
    search: { id: row.searchId, reference: row.searchReference, subject: row.subject },
  }));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
        {data
          ? `${data.total} of ${data.counts.all} hits match · unresolved first, then the most recently updated search`
          : "Loading hits…"}
      </p>
      {data?.truncated ? (
        <Alert tone="warning" title="Only the most recently updated searches are included">
          <p>
            The index holds more searches with hits than one list reads; the oldest are left out.
          </p>
        </Alert>
      ) : null}
      <HitFilters
        counts={data?.counts ?? noCounts}
        filter={filter}
        onChange={(next) => setFilter(next, { page: undefined })}
      />
      <HitsReview
        caption="Hits across every known search, unresolved first"
        rows={rows}
        withSearch
        isLoading={query.isPending}
        error={query.error}
        emptyMessage="No hit matches these filters."
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
