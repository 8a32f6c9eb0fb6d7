import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/queries/fetch-json";

export interface MonitoringAlertsSummary {
  unacknowledged_count: number;
}

/** The count behind the navigation badge and the overview; live events invalidate it. */
export const unacknowledgedCountQuery = queryOptions({
  queryKey: ["monitoring-alerts", "unacknowledged-count"],
  queryFn: () => fetchJson<MonitoringAlertsSummary>("/api/monitoring-alerts?page_size=1"),
  select: (data) => data.unacknowledged_count,
  refetchInterval: 60_000,
});
