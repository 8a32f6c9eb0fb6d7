import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AuditEvent } from "@/lib/db/audit-events";
import { fetchJson } from "@/lib/queries/fetch-json";

export type { AuditEvent };

export interface AuditPage {
  items: AuditEvent[];
  total: number;
  page: number;
  pageSize: number;
}

/** The filter keys shared by the page's URL, the list API and the CSV export. */
export const AUDIT_FILTER_KEYS = [
  "actor",
  "action",
  "target_type",
  "target_id",
  "outcome",
  "from",
  "to",
] as const;

export type AuditFilterValues = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;

export function auditSearch(filters: AuditFilterValues, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export function auditQuery(filters: AuditFilterValues, page: number, pageSize: number) {
  const qs = auditSearch(filters, {
    ...(page > 1 && { page: String(page) }),
    page_size: String(pageSize),
  });
  return queryOptions({
    queryKey: ["audit", filters, page, pageSize],
    queryFn: () => fetchJson<AuditPage>(`/api/audit?${qs}`),
    placeholderData: keepPreviousData,
  });
}
