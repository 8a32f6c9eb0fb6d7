import type { MonitoringParams } from "@/lib/queries/monitoring";
import { acknowledgementFilter, acknowledgementParams } from "./alert-links";
import { CURSOR_PARAM, currentToken, pageSizeParam, parseCursorStack } from "./cursor-stack";

type UrlParams = { get(name: string): string | null };

/**
 * The alerts page's upstream query, read from its URL. The page prefetches on the server with
 * this and the view queries with it in the browser, so both land on the same query key.
 */
export function alertListParams(params: UrlParams): MonitoringParams {
  return {
    ...acknowledgementParams(acknowledgementFilter(params)),
    execution_time_after: params.get("execution_time_after") ?? undefined,
    execution_time_before: params.get("execution_time_before") ?? undefined,
    page_size: String(pageSizeParam(params)),
    next_token: currentToken(parseCursorStack(params.get(CURSOR_PARAM))),
  };
}
