"use client";

import {
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/utils";
import { SortHeader, type SortState } from "./sort-header";

/** Server-driven tables: sorting, filtering and paging happen in the URL and on the server. */
export const dataTableFeatures = tableFeatures({});

export type DataTableColumn<TData extends RowData> = ColumnDef<typeof dataTableFeatures, TData> & {
  /** When set, the header is a sort button for this server-side sort key. */
  sortKey?: string;
};

export interface DataTableProps<TData extends RowData> {
  /** Read by screen readers: what the table lists. */
  caption: string;
  columns: DataTableColumn<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  isLoading?: boolean;
  error?: Error | null;
  emptyMessage?: ReactNode;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  onRowClick?: (row: TData) => void;
  /** The row the keyboard review is on, if any. */
  activeRowId?: string;
  rowClassName?: (row: TData) => string | undefined;
}

/** The one generic table (STYLE.md): columns per resource, an explicit empty row, errors in words. */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  isLoading,
  error,
  emptyMessage = "No results.",
  sort,
  onSortChange,
  onRowClick,
  activeRowId,
  rowClassName,
}: DataTableProps<TData>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row: TData) => getRowId(row),
  });
  const columnCount = Math.max(1, columns.length);

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortKey = (header.column.columnDef as DataTableColumn<TData>).sortKey;
                const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-semibold whitespace-nowrap"
                    aria-sort={
                      sortKey && sort?.key === sortKey
                        ? sort.direction === "asc"
                          ? "ascending"
                          : "descending"
                        : undefined
                    }
                  >
                    {sortKey && onSortChange ? (
                      <SortHeader sortKey={sortKey} sort={sort} onSortChange={onSortChange}>
                        {label}
                      </SortHeader>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {error ? (
            <tr>
              <td colSpan={columnCount} className="p-4">
                <Alert tone="error" title="This list could not be loaded">
                  {error.message}
                </Alert>
              </td>
            </tr>
          ) : isLoading && data.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="p-6 text-center text-slate-500" role="status">
                Loading…
              </td>
            </tr>
          ) : data.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="p-6 text-center text-slate-500">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row: Row<typeof dataTableFeatures, TData>) => (
              <tr
                key={row.id}
                data-row-id={row.id}
                aria-selected={activeRowId === undefined ? undefined : activeRowId === row.id}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                className={cn(
                  "border-b border-slate-100 last:border-0 dark:border-slate-800",
                  onRowClick && "cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60",
                  activeRowId === row.id && "bg-indigo-50 dark:bg-indigo-950",
                  rowClassName?.(row.original),
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
