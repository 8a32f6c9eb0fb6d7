import type { ListParams } from "@/lib/queries/screening";
import type { HitFilter } from "./hits";

type UrlParams = { get(name: string): string | null };

function csv(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The hit filters of a page, in its URL as `status=A,B&category=C`. */
export function readHitFilter(params: UrlParams): Required<HitFilter> {
  return { status: csv(params.get("status")), category: csv(params.get("category")) };
}

/**
 * The hits page's query, read from its URL: the server's prefetch and the browser's view use
 * this one reading, so they share a query key.
 */
export function hitListParams(params: UrlParams): ListParams {
  const filter = readHitFilter(params);
  return {
    status: filter.status.join(",") || undefined,
    category: filter.category.join(",") || undefined,
    page: String(Number(params.get("page")) || 1),
    page_size: String(Number(params.get("page_size")) || 25),
  };
}
