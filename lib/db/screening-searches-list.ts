import { sql } from "kysely";
import { fromJsonObject } from "./codec";
import { resolvePage, type Page, type PageRequest } from "./pagination";
import type { Db } from "./schema";
import {
  toSearchSummary,
  type HitStatus,
  type ScreeningSearchRecord,
  type ScreeningSearchSummary,
} from "./screening-searches";

const HIT_COLUMNS = {
  FALSE_POSITIVE: "hits_false_positive",
  TRUE_POSITIVE: "hits_true_positive",
  UNRESOLVED: "hits_unresolved",
} as const;

const SUMMARY_COLUMNS = [
  "id",
  "reference",
  "status",
  "hits_total",
  "hits_false_positive",
  "hits_true_positive",
  "hits_unresolved",
  "created_at",
  "updated_at",
] as const;

export interface ScreeningSearchQuery extends PageRequest {
  status?: readonly string[];
  /** Only searches with at least one hit in this status. */
  hitStatus?: HitStatus;
  /** Case-insensitive substring of the reference. */
  reference?: string;
}

function filtered(db: Db, query: ScreeningSearchQuery) {
  let qb = db.selectFrom("screening_searches");
  if (query.status && query.status.length > 0) qb = qb.where("status", "in", [...query.status]);
  if (query.hitStatus) qb = qb.where(HIT_COLUMNS[query.hitStatus], ">", 0);
  if (query.reference) {
    const pattern = `%${query.reference.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb = qb.where(sql<boolean>`lower(reference) like ${pattern} escape '\\'`);
  }
  return qb;
}

/** Newest first, without the JSON body. */
export async function listScreeningSearches(
  db: Db,
  query: ScreeningSearchQuery = {},
): Promise<Page<ScreeningSearchSummary>> {
  const { page, pageSize, offset } = resolvePage(query);
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, query)
    .select(SUMMARY_COLUMNS)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return { items: rows.map(toSearchSummary), total: Number(count.count), page, pageSize };
}

/**
 * Full searches for the cross-search hit list, which the caller flattens from `data`. The hit-count
 * columns skip searches with nothing to show; `limit` bounds the JSON parsed per request.
 */
export async function listScreeningSearchesWithHits(
  db: Db,
  query: Omit<ScreeningSearchQuery, "page" | "pageSize"> & { limit?: number } = {},
): Promise<ScreeningSearchRecord[]> {
  const rows = await filtered(db, query)
    .selectAll()
    .where("hits_total", ">", 0)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit ?? 500)
    .execute();
  return rows.map((row) => ({ ...toSearchSummary(row), data: fromJsonObject(row.data) ?? {} }));
}

/** Searches per status and hits per status across all searches, for filter chips and tiles. */
export async function countScreeningSearches(db: Db): Promise<{
  byStatus: Record<string, number>;
  hits: Record<HitStatus, number> & { total: number };
}> {
  const rows = await db
    .selectFrom("screening_searches")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("searches"),
      eb.fn.sum<number>("hits_total").as("total"),
      eb.fn.sum<number>("hits_false_positive").as("fp"),
      eb.fn.sum<number>("hits_true_positive").as("tp"),
      eb.fn.sum<number>("hits_unresolved").as("unresolved"),
    ])
    .groupBy("status")
    .execute();
  const hits = { FALSE_POSITIVE: 0, TRUE_POSITIVE: 0, UNRESOLVED: 0, total: 0 };
  const byStatus: Record<string, number> = {};
  for (const row of rows) {
    byStatus[row.status] = Number(row.searches);
    hits.total += Number(row.total);
    hits.FALSE_POSITIVE += Number(row.fp);
    hits.TRUE_POSITIVE += Number(row.tp);
    hits.UNRESOLVED += Number(row.unresolved);
  }
  return { byStatus, hits };
}
