"use client";

import { useHydrated } from "@/lib/hooks/use-hydrated";
import { PAGE_SIZES, pageSizesWith } from "@/lib/page-sizes";

export interface PageSizeSelectProps {
  value: number;
  onChange: (pageSize: number) => void;
  /** A narrower list where the server accepts only these (e.g. the review queue). */
  sizes?: readonly number[];
}

/**
 * The one "Rows per page" select of every paginated list. Disabled until the page is hydrated:
 * a choice made before would change the select but never reach the list.
 */
export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES }: PageSizeSelectProps) {
  const hydrated = useHydrated();
  return (
    <label className="flex items-center gap-2">
      <span>Rows per page</span>
      <select
        className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900"
        value={value}
        disabled={!hydrated}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {pageSizesWith(value, sizes).map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
