"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { defaultRange, toLocalInput } from "@/lib/monitoring/date-range";
import { executionListParams } from "@/lib/monitoring/monitoring-list-params";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { pageSizeParam, resetCursor, useCursorPages } from "@/lib/monitoring/use-cursor-pages";
import { monitoringExecutionsQuery } from "@/lib/queries/monitoring";
import { CursorPagination } from "@/components/ui/cursor-pagination";
import { DateTime } from "@/components/ui/date-time";
import { executionColumns } from "./execution-columns";
import { ExecutionRangeForm } from "./execution-range-form";

/**
 * `GET /monitoring-executions`. Without a range in the URL the upstream's default applies (the
 * last 30 days), and the form shows what that means in local time.
 */
export function ExecutionsView() {
  const hydrated = useHydrated();
  const pages = useCursorPages();
  const { params, update } = pages;
  const from = params.get("from") ?? undefined;
  const to = params.get("to") ?? undefined;
  const pageSize = pageSizeParam(params);
  const [fallback] = useState(() => defaultRange(new Date()));

  // The same reading of the URL as the page's server prefetch, so the key is the same.
  const query = useQuery(monitoringExecutionsQuery(executionListParams(params)));
  const items = query.data?.items ?? [];
  const nextToken = query.data?.next_token ?? null;

  return (
    <div className="space-y-4">
      {hydrated ? (
        <ExecutionRangeForm
          key={`${from ?? ""}|${to ?? ""}`}
          defaults={{
            from: toLocalInput(from ?? fallback.from),
            to: toLocalInput(to ?? fallback.to),
          }}
          isDefault={!from && !to}
          onReset={() => update({ from: undefined, to: undefined, ...resetCursor })}
          onSubmit={(range) =>
            update({
              from: new Date(range.from).toISOString(),
              to: new Date(range.to).toISOString(),
              ...resetCursor,
            })
          }
        />
      ) : null}
      <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
        {from || to ? (
          <>
            Executions from <DateTime iso={from} empty="30 days before the end" /> to{" "}
            <DateTime iso={to} empty="now" />, newest first.
          </>
        ) : (
          "Executions of the last 30 days, newest first."
        )}
      </p>
      <DataTable
        caption="Monitoring executions, newest first"
        columns={executionColumns}
        data={items}
        getRowId={(execution) => execution.id}
        isLoading={query.isPending}
        error={query.error}
        emptyMessage="No execution in this range."
      />
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
    </div>
  );
}
