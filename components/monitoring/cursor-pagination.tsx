"use client";

import { Button } from "@/components/ui/button";

export const PAGE_SIZES = [10, 25, 50, 100];

export interface CursorPaginationProps {
  page: number;
  shown: number;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onFirst: () => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  busy?: boolean;
}

/**
 * Paging for the upstream's cursor lists: forward by next_token, back through the tokens kept
 * in the URL. There is no total, so pages are numbered only as far as they were walked.
 */
export function CursorPagination({
  page,
  shown,
  hasNext,
  onNext,
  onPrevious,
  onFirst,
  pageSize,
  onPageSizeChange,
  busy,
}: CursorPaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
    >
      <p className="text-slate-700 dark:text-slate-300" aria-live="polite">
        <span aria-current="page">Page {page}</span>
        {` · ${shown} shown${hasNext ? "" : " · last page"}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <span>Rows per page</span>
          <select
            className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={onFirst}>
          First page
        </Button>
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext || busy} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
