"use client";

import { useQuery } from "@tanstack/react-query";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";
import { FigureCard } from "./figure-card";

/** Shares the navigation badge's query, so both show the same number and update together. */
export function UnacknowledgedCard() {
  const { data, isPending, error } = useQuery(unacknowledgedCountQuery);
  return (
    <FigureCard
      label="Unacknowledged monitoring alerts"
      href="/monitoring/alerts?only_unacknowledged=true"
      value={isPending ? "…" : error ? "—" : data}
      testId="overview-unacknowledged"
      tone={data ? "attention" : "neutral"}
      error={error?.message}
      note="Across all monitorings; updates live"
    />
  );
}
