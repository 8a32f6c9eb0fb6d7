"use client";

import { Button } from "@/components/ui/button";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { useHydrated } from "@/lib/hooks/use-hydrated";

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
 * in the URL. There is no total, so pages are numbered only as far as they were walked. The
 * buttons wait for hydration, as the page-size select does (useHydrated).
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
  const idle = useHydrated() && !busy;
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
        <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
        <Button variant="secondary" size="sm" disabled={page <= 1 || !idle} onClick={onFirst}>
          First page
        </Button>
        <Button variant="secondary" size="sm" disabled={page <= 1 || !idle} onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext || !idle} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
