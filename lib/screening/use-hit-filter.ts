"use client";

import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { readHitFilter } from "./hit-list-params";
import type { HitFilter } from "./hits";

/** The hit filters of a page, in its URL as `status=A,B&category=C`. */
export function useHitFilter() {
  const { params, update } = useUrlQuery();
  const filter = readHitFilter(params);
  const setFilter = (next: Required<HitFilter>, extra: Record<string, string | undefined> = {}) =>
    update({
      status: next.status.join(",") || undefined,
      category: next.category.join(",") || undefined,
      ...extra,
    });
  return { params, update, filter, setFilter };
}
