"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import {
  monitoringListParams,
  readMonitoringFilter,
  readMonitoringSort,
} from "@/lib/monitoring/monitoring-list-params";
import { pageSizeParam, resetCursor, useCursorPages } from "@/lib/monitoring/use-cursor-pages";
import { monitoringsQuery } from "@/lib/queries/monitoring";
import { CursorPagination } from "@/components/ui/cursor-pagination";
import { monitoringColumns } from "./monitoring-columns";
import { MonitoringFilters } from "./monitoring-filters";

/** `GET /monitorings`: sort both ways by four keys, or one filter; the cursor stack in the URL. */
export function MonitoringsView() {
  const pages = useCursorPages();
  const { params, update } = pages;
  const filter = readMonitoringFilter(params);
  const sort = readMonitoringSort(params);
  const pageSize = pageSizeParam(params);
  const filtered = filter.mode !== "none";

  // The same reading of the URL as the page's server prefetch, so the key is the same.
  const query = useQuery(monitoringsQuery(monitoringListParams(params)));
  const items = query.data?.items ?? [];
  const nextToken = query.data?.next_token ?? null;

  return (
    <div className="space-y-4">
      <MonitoringFilters
        key={
          filter.mode === "website"
            ? `w:${filter.website}`
            : filter.mode === "state"
              ? `s:${filter.state}`
              : "none"
        }
        filter={filter}
        onChange={(next) =>
          update({
            state: next.mode === "state" ? next.state : undefined,
            website: next.mode === "website" ? next.website : undefined,
            ...resetCursor,
          })
        }
      />
      {filtered && query.data ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {items.length} monitoring{items.length === 1 ? "" : "s"} match
          {items.length === 1 ? "es" : ""} this filter (all of them, on one page).
        </p>
      ) : null}
      <DataTable
        caption={
          filtered
            ? "Monitorings matching the filter"
            : `Monitorings sorted by ${sort.key.replace("_", " ")}, ${sort.direction === "asc" ? "ascending" : "descending"}`
        }
        columns={monitoringColumns}
        data={items}
        getRowId={(monitoring) => monitoring.id}
        columnsKey="monitorings"
        isLoading={query.isPending}
        error={query.error}
        emptyMessage={filtered ? "No monitoring matches this filter." : "No monitorings yet."}
        sort={filtered ? undefined : sort}
        onSortChange={
          filtered
            ? undefined
            : (next) =>
                update({ sort_by: next.key, sort_direction: next.direction, ...resetCursor })
        }
      />
      {filtered ? null : (
        <CursorPagination
          page={pages.page}
          shown={items.length}
          hasNext={Boolean(nextToken)}
          busy={query.isFetching}
          onNext={() => nextToken && pages.next(nextToken)}
          onPrevious={pages.previous}
          onFirst={pages.first}
          pageSize={pageSize}
          onPageSizeChange={(size) => update({ page_size: String(size), ...resetCursor })}
        />
      )}
    </div>
  );
}
