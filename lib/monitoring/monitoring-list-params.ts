import type { SortState } from "@/components/data-table/sort-header";
import { MONITORING_SORT_FIELDS } from "@/lib/api/schemas/monitoring";
import type { MonitoringParams } from "@/lib/queries/monitoring";
import { CURSOR_PARAM, currentToken, pageSizeParam, parseCursorStack } from "./cursor-stack";

type UrlParams = { get(name: string): string | null };

export type MonitoringFilter =
  { mode: "none" } | { mode: "state"; state?: string } | { mode: "website"; website?: string };

/** One filter at a time, as the upstream takes it: a website wins over a state. */
export function readMonitoringFilter(params: UrlParams): MonitoringFilter {
  const website = params.get("website");
  if (website) return { mode: "website", website };
  const state = params.get("state");
  if (state) return { mode: "state", state };
  return { mode: "none" };
}

export function readMonitoringSort(params: UrlParams): SortState {
  const key = params.get("sort_by") ?? "";
  return {
    key: (MONITORING_SORT_FIELDS as readonly string[]).includes(key) ? key : "last_execution",
    direction: params.get("sort_direction") === "asc" ? "asc" : "desc",
  };
}

/**
 * The monitorings page's upstream query, read from its URL: the server's prefetch and the
 * browser's view use this one reading, so they share a query key. A filtered answer is every
 * match at once, so it takes neither sort nor cursor.
 */
export function monitoringListParams(params: UrlParams): MonitoringParams {
  const filter = readMonitoringFilter(params);
  const pageSize = String(pageSizeParam(params));
  if (filter.mode === "website") return { website: filter.website, page_size: pageSize };
  if (filter.mode === "state") return { state: filter.state, page_size: pageSize };
  const sort = readMonitoringSort(params);
  return {
    sort_by: sort.key,
    sort_direction: sort.direction,
    page_size: pageSize,
    next_token: currentToken(parseCursorStack(params.get(CURSOR_PARAM))),
  };
}

/** The executions page's upstream query: the range (the upstream's default without one). */
export function executionListParams(params: UrlParams): MonitoringParams {
  return {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    page_size: String(pageSizeParam(params)),
    next_token: currentToken(parseCursorStack(params.get(CURSOR_PARAM))),
  };
}
