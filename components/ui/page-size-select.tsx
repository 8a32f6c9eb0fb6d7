"use client";

import { PAGE_SIZES, pageSizesWith } from "@/lib/page-sizes";

export interface PageSizeSelectProps {
  value: number;
  onChange: (pageSize: number) => void;
  /** A narrower list where the server accepts only these (e.g. the review queue). */
  sizes?: readonly number[];
}

/** The one "Rows per page" select of every paginated list. */
export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES }: PageSizeSelectProps) {
  return (
    <label className="flex items-center gap-2">
      <span>Rows per page</span>
      <select
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        value={value}
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
