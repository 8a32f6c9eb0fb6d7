import type { RunSortKey } from "./list-params";

/**
 * The runs page's view state, read from its own URL. Plain parsing (no zod) because this runs in
 * the browser on every navigation; the console API validates the same values with its schema.
 */
export interface RunListParams {
  status: string[];
  flow_id?: string;
  trigger_type?: string;
  from?: string;
  to?: string;
  sort: RunSortKey;
  direction: "asc" | "desc";
  page: number;
  page_size: number;
}

const sortKeys: readonly string[] = ["triggered_at", "started_at", "completed_at", "duration"];
export const DEFAULT_PAGE_SIZE = 25;

function positiveInt(value: string | null, fallback: number, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

export function readRunListParams(search: URLSearchParams): RunListParams {
  const sort = search.get("sort") ?? "";
  const text = (key: string) => search.get(key)?.trim() || undefined;
  return {
    status: (search.get("status") ?? "")
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean),
    flow_id: text("flow_id"),
    trigger_type: text("trigger_type"),
    from: text("from"),
    to: text("to"),
    sort: (sortKeys.includes(sort) ? sort : "triggered_at") as RunSortKey,
    direction: search.get("direction") === "asc" ? "asc" : "desc",
    page: positiveInt(search.get("page"), 1, 1_000_000),
    page_size: positiveInt(search.get("page_size"), DEFAULT_PAGE_SIZE, 100),
  };
}

/** The query string of `GET /api/runs` for these params (defaults left out). */
export function runListSearch(params: RunListParams): string {
  const search = new URLSearchParams();
  if (params.status.length > 0) search.set("status", params.status.join(","));
  for (const key of ["flow_id", "trigger_type", "from", "to"] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  search.set("sort", params.sort);
  search.set("direction", params.direction);
  search.set("page", String(params.page));
  search.set("page_size", String(params.page_size));
  return search.toString();
}

export function hasFilters(params: RunListParams): boolean {
  return Boolean(
    params.status.length || params.flow_id || params.trigger_type || params.from || params.to,
  );
}
