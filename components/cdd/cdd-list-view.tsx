"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import {
  CDD_PAGE_SIZE,
  filterByState,
  filterUrlChanges,
  filtersFromParams,
  listQuery,
  pageFromParams,
  sortCases,
  sortFromParams,
  stateFromParams,
} from "@/lib/cdd/list-filters";
import { Button } from "@/components/ui/button";
import { stateLabel } from "@/lib/cdd/labels";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { cddListQuery } from "@/lib/queries/cdds";
import { cddColumns } from "./cdd-columns";
import { CddListFiltersForm } from "./cdd-list-filters";

/** `/cdd`: cases found by date range or external ID, live while any of them is still moving. */
export function CddListView() {
  const { params, update } = useUrlQuery();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const sort = useMemo(() => sortFromParams(params), [params]);
  const page = pageFromParams(params);
  const state = stateFromParams(params);
  const { data, error, isPending, isFetching } = useQuery(cddListQuery(listQuery(filters)));

  const cases = useMemo(
    () => sortCases(filterByState(data?.cases ?? [], state), sort),
    [data, sort, state],
  );
  const pageCases = cases.slice((page - 1) * CDD_PAGE_SIZE, page * CDD_PAGE_SIZE);
  const filtered = filters.mode === "external_id" || filters.from || filters.to || state;

  return (
    <div className="space-y-4">
      <CddListFiltersForm
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => update(filterUrlChanges(next), { push: true })}
      />
      <div className="flex items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
          {data
            ? state
              ? `${cases.length} of ${data.count} ${data.count === 1 ? "case" : "cases"} are ${stateLabel(state).label.toLowerCase()}`
              : `${data.count} ${data.count === 1 ? "case" : "cases"}${filtered ? " match" : ""}`
            : "\u00a0"}
          {isFetching && data ? <span className="sr-only"> (refreshing)</span> : null}
        </p>
        {state ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ state: undefined, page: undefined })}
          >
            Show every state
          </Button>
        ) : null}
      </div>
      <DataTable
        caption="CDD cases"
        columns={cddColumns}
        data={pageCases}
        getRowId={(row) => row.id}
        isLoading={isPending}
        error={error}
        emptyMessage={
          filtered ? (
            "No case matches these filters."
          ) : (
            <>
              No cases yet.{" "}
              <Link href="/cdd/new" className="underline">
                Open the first one
              </Link>
              .
            </>
          )
        }
        sort={sort}
        onSortChange={(next) => update({ sort: next.key, dir: next.direction, page: undefined })}
      />
      {cases.length > CDD_PAGE_SIZE ? (
        <PagePagination
          page={page}
          pageSize={CDD_PAGE_SIZE}
          total={cases.length}
          onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
        />
      ) : null}
    </div>
  );
}
