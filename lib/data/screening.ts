import "server-only";
import type { ScreeningSearch } from "@/lib/api/schemas/screening";
import { parseWith } from "@/lib/http/request";
import { ensureScreeningIndex } from "@/lib/screening/freshness";
import { alertList, hitList, searchList } from "@/lib/screening/index-queries";
import { lookupAlertForDisplay, lookupSearch } from "@/lib/screening/indexing";
import {
  alertListQuerySchema,
  hitListQuerySchema,
  searchListQuerySchema,
  type AlertListResponse,
  type HitListResponse,
  type SearchListResponse,
} from "@/lib/screening/params";
import type { AlertForDisplay } from "@/lib/screening/stored-copy";

/** Server-only screening reads, shared by the route handlers and the pages' prefetches. */
export async function readHits(query: Record<string, string>): Promise<HitListResponse> {
  const parsed = parseWith(hitListQuerySchema, query, "query");
  await ensureScreeningIndex();
  return hitList(parsed);
}

/** The searches the console knows, from its local index (the upstream lists none). */
export async function readSearches(query: Record<string, string>): Promise<SearchListResponse> {
  const parsed = parseWith(searchListQuerySchema, query, "query");
  await ensureScreeningIndex();
  return searchList(parsed);
}

/** The screening alerts the console knows, from its local index (the upstream lists none). */
export async function readScreeningAlerts(
  query: Record<string, string>,
): Promise<AlertListResponse> {
  const parsed = parseWith(alertListQuerySchema, query, "query");
  await ensureScreeningIndex();
  return alertList(parsed);
}

/** What is fetched is also indexed, so the lists know it. */
export function readSearch(id: string): Promise<ScreeningSearch> {
  return lookupSearch(id);
}

/** An alert the upstream cannot serve by id comes from the copy kept from its event, labelled. */
export function readAlert(id: string): Promise<AlertForDisplay> {
  return lookupAlertForDisplay(id);
}
