"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import type { SortState } from "@/components/data-table/sort-header";
import { MONITORING_SORT_FIELDS } from "@/lib/api/schemas/monitoring";
import { pageSizeParam, resetCursor, useCursorPages } from "@/lib/monitoring/use-cursor-pages";
import { monitoringsQuery } from "@/lib/queries/monitoring";
import { CursorPagination } from "@/components/ui/cursor-pagination";
import { monitoringColumns } from "./monitoring-columns";
import { MonitoringFilters, type MonitoringFilter } from "./monitoring-filters";

function readFilter(params: { get(name: string): string | null }): MonitoringFilter {
  const website = params.get("website");
  if (website) return { mode: "website", website };
  const state = params.get("state");
  if (state) return { mode: "state", state };
  return { mode: "none" };
}

function readSort(params: { get(name: string): string | null }): SortState {
  const key = params.get("sort_by") ?? "";
  return {
    key: (MONITORING_SORT_FIELDS as readonly string[]).includes(key) ? key : "last_execution",
    direction: params.get("sort_direction") === "asc" ? "asc" : "desc",
  };
}

/** `GET /monitorings`: sort both ways by four keys, or one filter; the cursor stack in the URL. */
export function MonitoringsView() {
  const pages = useCursorPages();
  const { params, update } = pages;
  const filter = readFilter(params);
  const sort = readSort(params);
  const pageSize = pageSizeParam(params);
  const filtered = filter.mode !== "none";

  const query = useQuery(
    monitoringsQuery(
      filter.mode === "website"
        ? { website: filter.website, page_size: String(pageSize) }
        : filter.mode === "state"
          ? { state: filter.state, page_size: String(pageSize) }
          : {
              sort_by: sort.key,
              sort_direction: sort.direction,
              page_size: String(pageSize),
              next_token: pages.token,
            },
    ),
  );
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
