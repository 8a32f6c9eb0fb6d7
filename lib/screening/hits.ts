import { screeningHitSchema, type ScreeningHit } from "@/lib/api/schemas/screening";
import type { HitCounts, HitRow } from "./params";
import { formatFieldValue } from "./field-value";

/**
 * Hits across searches: flattened from the indexed search objects, filtered by status and
 * category, counted, and ordered unresolved first (what still needs an analyst), then newest.
 */

export interface HitFilter {
  status?: readonly string[];
  category?: readonly string[];
}

export interface IndexedSearch {
  id: string;
  reference: string | null;
  updatedAt: string;
  data: Record<string, unknown>;
}

/** The hits of one search object; a malformed hit is skipped rather than failing the list. */
export function parseHits(data: Record<string, unknown>): ScreeningHit[] {
  const hits = Array.isArray(data.hits) ? data.hits : [];
  return hits.flatMap((hit) => {
    const parsed = screeningHitSchema.safeParse(hit);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The screened name: the first profile value (the name in every sample), or null. */
export function searchSubject(data: Record<string, unknown>): string | null {
  const input = Array.isArray(data.input) ? data.input : [];
  const first = input.find(
    (item): item is { value: unknown } =>
      typeof item === "object" && item !== null && "value" in item,
  );
  return first ? formatFieldValue(first.value) : null;
}

export function flattenHits(searches: readonly IndexedSearch[]): HitRow[] {
  return searches.flatMap((search) =>
    parseHits(search.data).map((hit) => ({
      key: `${search.id}:${hit.id}`,
      searchId: search.id,
      searchReference: search.reference,
      subject: searchSubject(search.data),
      searchUpdatedAt: search.updatedAt,
      hit,
    })),
  );
}

function matchesStatus(hit: ScreeningHit, filter: HitFilter): boolean {
  return !filter.status?.length || filter.status.includes(hit.status);
}

function matchesCategory(hit: ScreeningHit, filter: HitFilter): boolean {
  return (
    !filter.category?.length ||
    hit.hit_categories.some((category) => filter.category?.includes(category))
  );
}

/** A hit matches when its status is one of those chosen and it has any of the chosen categories. */
export function hitMatches(hit: ScreeningHit, filter: HitFilter): boolean {
  return matchesStatus(hit, filter) && matchesCategory(hit, filter);
}

export function filterHits(rows: readonly HitRow[], filter: HitFilter): HitRow[] {
  return rows.filter((row) => hitMatches(row.hit, filter));
}

/**
 * Facet counts: statuses among the hits the category filter keeps, categories among those the
 * status filter keeps, so each count says what ticking that box would show.
 */
export function countHits(hits: readonly ScreeningHit[], filter: HitFilter): HitCounts {
  const byStatus: Record<string, number> = {};
  const byCategory: Record<string, number> = {};
  for (const hit of hits) {
    if (matchesCategory(hit, filter)) byStatus[hit.status] = (byStatus[hit.status] ?? 0) + 1;
    if (matchesStatus(hit, filter)) {
      for (const category of new Set(hit.hit_categories)) {
        byCategory[category] = (byCategory[category] ?? 0) + 1;
      }
    }
  }
  return { byStatus, byCategory, all: hits.length };
}

/** Unresolved first, then the most recently updated search, keeping each search's hit order. */
export function sortUnresolvedFirst(rows: readonly HitRow[]): HitRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const unresolved =
        Number(b.row.hit.status === "UNRESOLVED") - Number(a.row.hit.status === "UNRESOLVED");
      if (unresolved !== 0) return unresolved;
      const updated = b.row.searchUpdatedAt.localeCompare(a.row.searchUpdatedAt);
      return updated !== 0 ? updated : a.index - b.index;
    })
    .map(({ row }) => row);
}

/**
 * The ids of the alerts created from a search. The spec names the attribute only by description;
 * the sandbox calls it `alert_ids`, so that is read first, then any string array named like it.
 */
export function searchAlertIds(data: Record<string, unknown>): string[] {
  const named = Object.entries(data).find(
    ([key, value]) => /alert/i.test(key) && Array.isArray(value),
  );
  const value = Array.isArray(data.alert_ids) ? data.alert_ids : named?.[1];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}
