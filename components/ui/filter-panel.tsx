"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { cn } from "@/lib/utils";

export interface FilterPanelProps {
  /** The group's name for screen readers ("Filter the alerts"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box around a list's filters. Every control in it works through script (the URL changes in
 * the browser), so the whole group is disabled until the page is hydrated: a box ticked or a
 * filter applied before then would be lost.
 */
export function FilterPanel({ label, className, children }: FilterPanelProps) {
  const hydrated = useHydrated();
  return (
    <fieldset
      aria-label={label}
      disabled={!hydrated}
      className={cn(
        "min-w-0 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      {children}
    </fieldset>
  );
}
