import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  MonitoringAlertList,
  MonitoringExecutionList,
  MonitoringList,
} from "@/lib/api/schemas/monitoring";
import { fetchJson } from "@/lib/queries/fetch-json";

export interface MonitoringAlertsSummary {
  unacknowledged_count: number;
}

/** Query-string values as the BFF forwards them; undefined ones are left out. */
export type MonitoringParams = Record<string, string | undefined>;

function withQuery(path: string, params: MonitoringParams): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * How often the count is re-read when no live event says it changed. The live stream
 * invalidates every `monitoring-alerts` key on monitoring_alert_fired; this is the fallback for
 * when the stream is down or the upstream cannot reach the console's webhook.
 */
export const UNACKNOWLEDGED_POLL_MS = 15_000;

/** The count behind the navigation badge and the overview; live events invalidate it. */
export const unacknowledgedCountQuery = queryOptions({
  queryKey: ["monitoring-alerts", "unacknowledged-count"],
  queryFn: () => fetchJson<MonitoringAlertsSummary>("/api/monitoring-alerts?page_size=1"),
  select: (data) => data.unacknowledged_count,
  refetchInterval: UNACKNOWLEDGED_POLL_MS,
});

export const monitoringAlertsQuery = (params: MonitoringParams) =>
  queryOptions({
    queryKey: ["monitoring-alerts", "list", params],
    queryFn: () => fetchJson<MonitoringAlertList>(withQuery("/api/monitoring-alerts", params)),
    placeholderData: keepPreviousData,
  });

export const monitoringsQuery = (params: MonitoringParams) =>
  queryOptions({
    queryKey: ["monitorings", params],
    queryFn: () => fetchJson<MonitoringList>(withQuery("/api/monitorings", params)),
    placeholderData: keepPreviousData,
  });

export const monitoringExecutionsQuery = (params: MonitoringParams) =>
  queryOptions({
    queryKey: ["monitoring-executions", params],
    queryFn: () =>
      fetchJson<MonitoringExecutionList>(withQuery("/api/monitoring-executions", params)),
    placeholderData: keepPreviousData,
  });
