import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ScreeningSearch } from "@/lib/api/schemas/screening";
import { fetchJson } from "@/lib/queries/fetch-json";
import type { AlertForDisplay } from "@/lib/screening/stored-copy";
import type {
  AlertListResponse,
  HitListResponse,
  SearchListResponse,
} from "@/lib/screening/params";

/**
 * Screening reads. Lists come from the console's local index (`/api/screening/*`); one search or
 * alert comes from the upstream through the BFF, which also indexes it.
 */
export type ListParams = Record<string, string | undefined>;

function withQuery(path: string, params: ListParams): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

export const screeningSearchesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ["screening-searches", "list", params],
    queryFn: () => fetchJson<SearchListResponse>(withQuery("/api/screening/searches", params)),
    placeholderData: keepPreviousData,
  });

export const screeningSearchQuery = (id: string) =>
  queryOptions({
    queryKey: ["screening-searches", id],
    queryFn: () =>
      fetchJson<ScreeningSearch>(`/api/v1/name-screenings/searches/${encodeURIComponent(id)}`),
  });

export const screeningAlertsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ["screening-alerts", "list", params],
    queryFn: () => fetchJson<AlertListResponse>(withQuery("/api/screening/alerts", params)),
    placeholderData: keepPreviousData,
  });

export const screeningAlertQuery = (id: string) =>
  queryOptions({
    queryKey: ["screening-alerts", id],
    queryFn: () =>
      fetchJson<AlertForDisplay>(`/api/v1/name-screenings/alerts/${encodeURIComponent(id)}`),
  });

export const screeningHitsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ["screening-hits", params],
    queryFn: () => fetchJson<HitListResponse>(withQuery("/api/screening/hits", params)),
    placeholderData: keepPreviousData,
  });
