import type { ListParams } from "@/lib/queries/screening";

type UrlParams = { get(name: string): string | null };

/** The searches filters of the screening page, in its URL as `status=A,B&hit_status=…`. */
export function readSearchFilter(params: UrlParams) {
  return {
    status: (params.get("status") ?? "").split(",").filter(Boolean),
    hitStatus: params.get("hit_status") ?? undefined,
    reference: params.get("reference") ?? undefined,
  };
}

/**
 * The screening page's two lists share one URL, so the alerts list keeps keys of its own
 * (`alert_remediation`, `alerts_page`). The server's prefetch and the browser's views read the
 * URL through these, so they share the query keys.
 */
export function searchListParams(params: UrlParams): ListParams {
  const filter = readSearchFilter(params);
  return {
    status: filter.status.join(",") || undefined,
    hit_status: filter.hitStatus,
    reference: filter.reference,
    page: String(Number(params.get("page")) || 1),
    page_size: String(Number(params.get("page_size")) || 25),
  };
}

/** Alerts come ten to a page, under the searches. */
export const ALERTS_PAGE_SIZE = 10;

export function screeningAlertListParams(params: UrlParams): ListParams {
  return {
    remediation_status: params.get("alert_remediation") ?? undefined,
    page: String(Number(params.get("alerts_page")) || 1),
    page_size: String(ALERTS_PAGE_SIZE),
  };
}
