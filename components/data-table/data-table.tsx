"use client";

import {
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
} from "@tanstack/react-table";
import { Fragment, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/utils";
import { ColumnChooser } from "./column-chooser";
import { SkeletonRows } from "./skeleton-rows";
import { SortHeader, type SortState } from "./sort-header";
import { useColumnVisibility } from "./use-column-visibility";

/** Server-driven tables: sorting, filtering and paging happen in the URL and on the server. */
export const dataTableFeatures = tableFeatures({});

export type DataTableColumn<TData extends RowData> = ColumnDef<typeof dataTableFeatures, TData> & {
  /** When set, the header is a sort button for this server-side sort key. */
  sortKey?: string;
  /** The column can be hidden with the column chooser (tables given a `columnsKey`). */
  optional?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
  /** The chooser's name for the column when its header is not plain text. */
  label?: string;
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
  /** Turns on the column chooser; the choice is kept per browser under this name. */
  columnsKey?: string;
  /** Compact rows: this is shown under a row when its Details button is pressed. */
  renderDetail?: (row: TData) => ReactNode;
  /** Names the row for the Details button ("Details of …"). */
  rowLabel?: (row: TData) => string;
}

/** The one generic table (docs/architecture.md, code style): columns per resource, an explicit empty row, errors in words. */
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
  columnsKey,
  renderDetail,
  rowLabel,
}: DataTableProps<TData>) {
  const optional = columns.filter((column) => column.optional && column.id);
  const defaultHidden = optional
    .filter((column) => column.hiddenByDefault)
    .map((column) => column.id)
    .join(",");
  const { hidden, toggle } = useColumnVisibility(columnsKey, defaultHidden);
  const shown = columns.filter((column) => !(column.optional && hidden.has(column.id ?? "")));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const flip = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const table = useTable({
    features: dataTableFeatures,
    columns: shown,
    data,
    getRowId: (row: TData) => getRowId(row),
  });
  const columnCount = Math.max(1, shown.length + (renderDetail ? 1 : 0));

  const grid = (
    // The table scrolls inside its own box, never the page (narrow screens, wide lists); `relative`
    // so screen-reader-only text in a cell is clipped with it instead of widening the page.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {renderDetail ? (
                <th scope="col" className="w-8 px-2 py-2">
                  <span className="sr-only">Details</span>
                </th>
              ) : null}
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
            <SkeletonRows columns={columnCount} />
          ) : data.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="p-6 text-center text-slate-500">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row: Row<typeof dataTableFeatures, TData>) => (
              <Fragment key={row.id}>
                <tr
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
                  {renderDetail ? (
                    <td className="px-2 py-1.5 align-top">
                      <button
                        type="button"
                        aria-expanded={expanded.has(row.id)}
                        aria-controls={`detail-${row.id}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          flip(row.id);
                        }}
                        className="rounded px-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                      >
                        <span aria-hidden>{expanded.has(row.id) ? "▾" : "▸"}</span>
                        <span className="sr-only">
                          Details{rowLabel ? ` of ${rowLabel(row.original)}` : ""}
                        </span>
                      </button>
                    </td>
                  ) : null}
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn("px-3 align-top", renderDetail ? "py-1.5" : "py-2")}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {renderDetail && expanded.has(row.id) ? (
                  <tr
                    id={`detail-${row.id}`}
                    className="border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950"
                  >
                    <td colSpan={columnCount} className="px-4 py-3">
                      {renderDetail(row.original)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
  if (!columnsKey || optional.length === 0) return grid;
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <ColumnChooser
          columns={optional.map((column) => ({
            id: column.id ?? "",
            label:
              column.label ??
              (typeof column.header === "string" ? column.header : (column.id ?? "")),
          }))}
          hidden={hidden}
          onToggle={toggle}
        />
      </div>
      {grid}
    </div>
  );
}
