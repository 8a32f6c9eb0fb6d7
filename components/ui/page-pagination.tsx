"use client";

import { Button } from "@/components/ui/button";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export interface PagePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** A narrower list where the server accepts only these sizes. */
  pageSizes?: readonly number[];
}

/**
 * Numbered pages for lists the console pages itself (its local index). The buttons wait for
 * hydration, as the page-size select does (useHydrated).
 */
export function PagePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes,
}: PagePaginationProps) {
  const hydrated = useHydrated();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
    >
      <p className="text-slate-600 dark:text-slate-400">
        {total === 0 ? "No results" : `${first}–${last} of ${total}`}
      </p>
      <div className="flex items-center gap-2">
        {onPageSizeChange ? (
          <PageSizeSelect value={pageSize} onChange={onPageSizeChange} sizes={pageSizes} />
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1 || !hydrated}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span aria-current="page">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages || !hydrated}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
