import type { QueryKey } from "@tanstack/react-query";
import type { LiveEvent } from "./types";

/**
 * Which cached reads a live event makes stale, by the resource-name key prefixes every
 * `lib/queries/*` module follows. Invalidation refetches only the queries a page is showing.
 */
export const LIVE_QUERY_PREFIXES = [
  "runs",
  "flow-runs",
  "cdds",
  "monitoring-alerts",
  "monitorings",
  "monitoring-executions",
  "screening-searches",
  "screening-alerts",
  "screening-hits",
  "overview",
  "inbound-events",
  "webhooks",
  "queue",
] as const;

export function queryKeysFor(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case "run.status":
      return [["runs"], ["flow-runs", event.data.runId], ["overview"], ["queue"]];
    case "cdd.changed":
      return [["cdds"], ["overview"], ["queue"]];
    case "monitoring.alert":
      return [
        ["monitoring-alerts"],
        ["monitoring-executions"],
        ["monitorings"],
        ["overview"],
        ["queue"],
      ];
    case "screening.search_completed":
      return [["screening-searches"], ["screening-hits"], ["overview"], ["queue"]];
    case "screening.alert_remediated":
      return [
        ["screening-alerts"],
        ["screening-hits"],
        ["screening-searches"],
        ["overview"],
        ["queue"],
      ];
    case "webhook.delivery":
      // The delivery list, and the webhooks' last-delivery columns.
      return [["inbound-events"], ["webhooks"]];
  }
}

/** While polling (no stream), everything a live event could have changed is refetched. */
export function allLiveQueryKeys(): QueryKey[] {
  return LIVE_QUERY_PREFIXES.map((prefix) => [prefix]);
}
