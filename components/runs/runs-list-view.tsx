"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { flowsQuery } from "@/lib/queries/flows";
import { runsListQuery } from "@/lib/queries/runs";
import { hasFilters, readRunListParams } from "@/lib/runs/url-params";
import { RunsFilters } from "./runs-filters";
import { runsColumns } from "./runs-columns";

/**
 * `/runs`: the console's own index of flow runs (the upstream cannot list them). Filters, sort and
 * page live in the URL; rows update from the live stream, with polling while a run is in flight.
 */
export function RunsListView() {
  const { params: search, update } = useUrlQuery();
  const params = readRunListParams(search);
  const runs = useQuery(runsListQuery(params));
  const flows = useQuery(flowsQuery);
  const page = runs.data;

  return (
    <div className="space-y-4">
      <RunsFilters params={params} flows={flows.data ?? []} onChange={update} />
      <DataTable
        caption="Flow runs"
        columns={runsColumns}
        data={page?.items ?? []}
        getRowId={(run) => run.id}
        columnsKey="flow-runs"
        isLoading={runs.isPending}
        error={runs.error}
        emptyMessage={
          hasFilters(params)
            ? "No run matches these filters."
            : "No runs yet. Queue one with “Run a flow”, or open a run by its id."
        }
        sort={{ key: params.sort, direction: params.direction }}
        onSortChange={(sort) =>
          update({ sort: sort.key, direction: sort.direction, page: undefined })
        }
      />
      {page ? (
        <PagePagination
          page={page.page}
          pageSize={page.page_size}
          total={page.total}
          onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
          onPageSizeChange={(size) => update({ page_size: size, page: undefined })}
        />
      ) : null}
    </div>
  );
}
