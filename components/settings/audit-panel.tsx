"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import {
  AUDIT_FILTER_KEYS,
  auditQuery,
  auditSearch,
  type AuditFilterValues,
} from "@/lib/queries/audit";
import { auditColumns } from "./audit-columns";
import { AuditFiltersForm } from "./audit-filters-form";

export function AuditPanel({ actions }: { actions: readonly string[] }) {
  const { params, update } = useUrlQuery();
  const filters: AuditFilterValues = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const page = Math.max(1, Number(params.get("page")) || 1);
  // Any size the API accepts can come from a URL; the menu offers the usual ones.
  const requested = Math.trunc(Number(params.get("page_size")));
  const pageSize = requested >= 1 && requested <= 100 ? requested : 25;
  const events = useQuery(auditQuery(filters, page, pageSize));
  const exportHref = `/api/audit/export${auditSearch(filters) ? `?${auditSearch(filters)}` : ""}`;

  return (
    <div className="space-y-4">
      <AuditFiltersForm
        actions={actions}
        values={filters}
        onApply={(next) =>
          update(
            Object.fromEntries([
              ...AUDIT_FILTER_KEYS.map((key) => [key, next[key]]),
              ["page", undefined],
            ]),
            { push: true },
          )
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Newest first. The log is append-only: nothing in it can be changed or deleted.
        </p>
        <a
          href={exportHref}
          download
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
        >
          Export CSV
        </a>
      </div>
      <DataTable
        caption="Audit log"
        columns={auditColumns}
        data={events.data?.items ?? []}
        getRowId={(event) => String(event.id)}
        isLoading={events.isPending}
        error={events.error}
        emptyMessage="No audit events match these filters."
      />
      {events.data ? (
        <PagePagination
          page={events.data.page}
          pageSize={events.data.pageSize}
          total={events.data.total}
          onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
          onPageSizeChange={(size) =>
            update({ page_size: size === 25 ? undefined : size, page: undefined })
          }
        />
      ) : null}
    </div>
  );
}
