import { queryOptions } from "@tanstack/react-query";
import type { OverviewData } from "@/lib/overview/types";
import { fetchJson } from "@/lib/queries/fetch-json";

/**
 * The overview's figures. The live stream invalidates `overview` on every event that moves a
 * figure; polling is the fallback when it is not connected.
 */
export const OVERVIEW_POLL_MS = 30_000;

export const overviewQuery = queryOptions({
  queryKey: ["overview"],
  queryFn: () => fetchJson<OverviewData>("/api/overview"),
  refetchInterval: OVERVIEW_POLL_MS,
});
