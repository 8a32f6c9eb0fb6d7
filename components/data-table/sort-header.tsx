"use client";

import type { ReactNode } from "react";

export interface SortState {
  key: string;
  direction: "asc" | "desc";
}

export interface SortHeaderProps {
  sortKey: string;
  sort?: SortState;
  onSortChange: (sort: SortState) => void;
  children: ReactNode;
}

/** A header that sorts by its key: first click descending (newest first), again to flip. */
export function SortHeader({ sortKey, sort, onSortChange, children }: SortHeaderProps) {
  const active = sort?.key === sortKey;
  const next: SortState = {
    key: sortKey,
    direction: active && sort?.direction === "desc" ? "asc" : "desc",
  };
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white"
      onClick={() => onSortChange(next)}
    >
      {children}
      <span aria-hidden="true">{active ? (sort?.direction === "asc" ? "▲" : "▼") : "↕"}</span>
    </button>
  );
}
