import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/queries/fetch-json";
import type { ShareDto } from "@/lib/share/dto";
import type { CreateShareBody } from "@/lib/share/schemas";

export type { ShareDto };
export type ShareState = ShareDto["state"];

export interface CreatedShare {
  link: ShareDto;
  /** The only time the link's token is shown. */
  url: string;
}

export interface SharesPage {
  items: ShareDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SharesFilter {
  state?: ShareState;
  page?: number;
}

export function sharesQuery(filter: SharesFilter) {
  const params = new URLSearchParams();
  if (filter.state) params.set("state", filter.state);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const qs = params.toString();
  return queryOptions({
    queryKey: ["shares", filter],
    queryFn: () => fetchJson<SharesPage>(`/api/shares${qs ? `?${qs}` : ""}`),
    placeholderData: keepPreviousData,
  });
}

export function createShare(body: CreateShareBody): Promise<CreatedShare> {
  return fetchJson<CreatedShare>("/api/shares", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function revokeShare(id: string): Promise<{ link: ShareDto }> {
  return fetchJson<{ link: ShareDto }>(`/api/shares/${encodeURIComponent(id)}/revoke`, {
    method: "POST",
  });
}
