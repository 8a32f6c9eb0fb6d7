import { CDD_STATES, type CddList, type CddState } from "@/lib/api/schemas/cdd";

/**
 * The case list's filters as they live in the URL. The spec makes an external id and a date range
 * exclusive (`external_id` wins, `to` cannot be used with it), so the list is searched one way or
 * the other, never both.
 */

export type CddListFilters =
  { mode: "external_id"; externalId: string } | { mode: "dates"; from?: string; to?: string };

export type CddSortKey = "created_at" | "updated_at";
export interface CddSort {
  key: CddSortKey;
  direction: "asc" | "desc";
}

export const CDD_PAGE_SIZE = 25;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | null): string | undefined {
  return value && isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

export function filtersFromParams(params: URLSearchParams): CddListFilters {
  const externalId = params.get("external_id")?.trim();
  if (externalId) return { mode: "external_id", externalId };
  return { mode: "dates", from: dateParam(params.get("from")), to: dateParam(params.get("to")) };
}

/** The query for `GET /api/cdds`: only the parameters of the chosen mode. */
export function listQuery(filters: CddListFilters): Record<string, string> {
  if (filters.mode === "external_id") return { external_id: filters.externalId };
  const query: Record<string, string> = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** The URL changes for applying filters: the other mode's keys are removed, paging restarts. */
export function filterUrlChanges(filters: CddListFilters): Record<string, string | undefined> {
  return filters.mode === "external_id"
    ? { external_id: filters.externalId, from: undefined, to: undefined, page: undefined }
    : { external_id: undefined, from: filters.from, to: filters.to, page: undefined };
}

export function dateRangeProblem(from?: string, to?: string): string | undefined {
  if (from && to && from > to) return "The start date must not be after the end date.";
  return undefined;
}

export function sortFromParams(params: URLSearchParams): CddSort | undefined {
  const key = params.get("sort");
  if (key !== "created_at" && key !== "updated_at") return undefined;
  return { key, direction: params.get("dir") === "asc" ? "asc" : "desc" };
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type CddCaseRow = CddList["cases"][number];

/** `GET /cdds` neither sorts nor pages (spec 4.8), so the console does both on the whole answer. */
export function sortCases(cases: CddCaseRow[], sort: CddSort | undefined): CddCaseRow[] {
  if (!sort) return cases;
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...cases].sort(
    (a, b) =>
      sign * (Date.parse(a[sort.key]) - Date.parse(b[sort.key])) || a.id.localeCompare(b.id),
  );
}

/**
 * `state=` narrows the listed cases (the overview's "cases by state" links here). The upstream
 * list has no state filter, so it is applied to the answer; an unknown value filters nothing.
 */
export function stateFromParams(params: URLSearchParams): CddState | undefined {
  const state = params.get("state");
  return state && (CDD_STATES as readonly string[]).includes(state)
    ? (state as CddState)
    : undefined;
}

export function filterByState(cases: CddCaseRow[], state: CddState | undefined): CddCaseRow[] {
  return state ? cases.filter((entry) => entry.state === state) : cases;
}
