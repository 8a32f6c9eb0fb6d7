import "server-only";
import { getDb } from "@/lib/db";
import { listScreeningAlerts } from "@/lib/db/screening-alerts";
import {
  countScreeningSearches,
  listScreeningSearches,
  listScreeningSearchesWithHits,
} from "@/lib/db/screening-searches-list";
import type { HitStatus } from "@/lib/db/screening-searches";
import { countHits, filterHits, flattenHits, sortUnresolvedFirst } from "./hits";
import type {
  AlertListResponse,
  HitListQuery,
  HitListResponse,
  SearchListResponse,
} from "./params";

/** Reads of the local screening index behind the console's `/api/screening/*` endpoints. */

const searchesReadPerHitList = 500;

export async function searchList(query: {
  status: string[];
  hit_status?: HitStatus;
  reference?: string;
  page?: number;
  page_size?: number;
}): Promise<SearchListResponse> {
  const db = await getDb();
  const [page, counts] = await Promise.all([
    listScreeningSearches(db, {
      status: query.status,
      hitStatus: query.hit_status,
      reference: query.reference || undefined,
      page: query.page,
      pageSize: query.page_size,
    }),
    countScreeningSearches(db),
  ]);
  return { ...page, counts };
}

export async function alertList(query: {
  remediation_status: string[];
  page?: number;
  page_size?: number;
}): Promise<AlertListResponse> {
  return listScreeningAlerts(await getDb(), {
    remediationStatus: query.remediation_status,
    page: query.page,
    pageSize: query.page_size,
  });
}

export async function hitList(query: HitListQuery): Promise<HitListResponse> {
  const searches = await listScreeningSearchesWithHits(await getDb(), {
    limit: searchesReadPerHitList + 1,
  });
  const truncated = searches.length > searchesReadPerHitList;
  const rows = sortUnresolvedFirst(flattenHits(searches.slice(0, searchesReadPerHitList)));
  const filter = { status: query.status, category: query.category };
  const matching = filterHits(rows, filter);
  const pageSize = query.page_size ?? 25;
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(query.page ?? 1, pages);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    counts: countHits(
      rows.map((row) => row.hit),
      filter,
    ),
    truncated,
  };
}
