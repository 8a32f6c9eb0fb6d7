"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";

/**
 * The customer's unacknowledged alerts, whatever the list's filters (spec 4.6). It shares the
 * navigation badge's query, so both always say the same number and update together.
 */
export function UnacknowledgedStat() {
  const { data, isPending, error } = useQuery(unacknowledgedCountQuery);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg border border-amber-300 bg-amber-50 px-5 py-4 dark:border-amber-800 dark:bg-amber-950">
      <p className="text-4xl font-semibold text-amber-950 dark:text-amber-50" aria-live="polite">
        <span data-testid="alerts-unacknowledged-count">
          {isPending ? "…" : error ? "—" : data}
        </span>
        <span className="sr-only"> unacknowledged alerts</span>
      </p>
      <div className="text-sm text-amber-950 dark:text-amber-50">
        <p className="font-medium" aria-hidden="true">
          unacknowledged alerts
        </p>
        {error ? (
          <p>{error.message}</p>
        ) : (
          <Link className="underline" href="/monitoring/alerts?only_unacknowledged=true">
            Show only these
          </Link>
        )}
      </div>
    </div>
  );
}
