"use client";

import { useQuery } from "@tanstack/react-query";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";

/** The unacknowledged monitoring alerts count, on the Monitoring navigation item. */
export function UnacknowledgedBadge() {
  const { data, isError } = useQuery(unacknowledgedCountQuery);
  if (isError || data === undefined || data === 0) return null;
  return (
    <span
      className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
      aria-label={`${data} unacknowledged alerts`}
      data-testid="unacknowledged-badge"
    >
      {data}
    </span>
  );
}
