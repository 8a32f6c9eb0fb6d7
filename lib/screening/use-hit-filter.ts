"use client";

import { useViewQuery } from "@/lib/monitoring/use-view-query";
import type { HitFilter } from "./hits";

function csv(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The hit filters of a page, in its URL as `status=A,B&category=C`. */
export function useHitFilter() {
  const { params, update } = useViewQuery();
  const filter: Required<HitFilter> = {
    status: csv(params.get("status")),
    category: csv(params.get("category")),
  };
  const setFilter = (next: Required<HitFilter>, extra: Record<string, string | undefined> = {}) =>
    update({
      status: next.status.join(",") || undefined,
      category: next.category.join(",") || undefined,
      ...extra,
    });
  return { params, update, filter, setFilter };
}
