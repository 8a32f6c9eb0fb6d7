export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Clamps whatever came from a query string into a bounded LIMIT/OFFSET. */
export function resolvePage(request: PageRequest): {
  page: number;
  pageSize: number;
  offset: number;
} {
  const pageSize = clampInt(request.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const page = clampInt(request.page, 1, 1, Number.MAX_SAFE_INTEGER);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function clampInt(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
