import { fromJsonObject, isRecord, normalizeTimestamp, stringOrNull, toIso } from "./codec";
import type { Db, ScreeningSearchesTable } from "./schema";

/** A name-screening search (spec §2.9) as received; kept whole in `data`. */
export interface ScreeningSearchObject {
  id: string;
  [field: string]: unknown;
}

export const HIT_STATUSES = ["FALSE_POSITIVE", "TRUE_POSITIVE", "UNRESOLVED"] as const;
export type HitStatus = (typeof HIT_STATUSES)[number];

export interface ScreeningSearchSummary {
  id: string;
  reference: string | null;
  status: string;
  hitCounts: Record<HitStatus, number> & { total: number };
  createdAt: string | null;
  updatedAt: string;
}

export interface ScreeningSearchRecord extends ScreeningSearchSummary {
  data: Record<string, unknown>;
}

/** Prefers the search's own hit_counts; counts the hits array when the object has none. */
function hitCounts(search: ScreeningSearchObject): Record<HitStatus, number> & { total: number } {
  const hits = Array.isArray(search.hits) ? search.hits.filter(isRecord) : [];
  const given = isRecord(search.hit_counts) ? search.hit_counts : undefined;
  const count = (status: HitStatus) => {
    const value = given?.[status];
    return typeof value === "number" ? value : hits.filter((hit) => hit.status === status).length;
  };
  const counts = {
    FALSE_POSITIVE: count("FALSE_POSITIVE"),
    TRUE_POSITIVE: count("TRUE_POSITIVE"),
    UNRESOLVED: count("UNRESOLVED"),
  };
  const total = Math.max(
    hits.length,
    counts.FALSE_POSITIVE + counts.TRUE_POSITIVE + counts.UNRESOLVED,
  );
  return { ...counts, total };
}

/** Stores the search unless a newer one (by updated_at) is already indexed; true when it changed. */
export async function upsertScreeningSearch(
  db: Db,
  search: ScreeningSearchObject,
  now: Date,
): Promise<boolean> {
  const counts = hitCounts(search);
  const createdAt = normalizeTimestamp(search.created_at);
  const row = {
    reference: stringOrNull(search.reference),
    status: stringOrNull(search.status) ?? "PENDING",
    hits_total: counts.total,
    hits_false_positive: counts.FALSE_POSITIVE,
    hits_true_positive: counts.TRUE_POSITIVE,
    hits_unresolved: counts.UNRESOLVED,
    created_at: createdAt,
    updated_at: normalizeTimestamp(search.updated_at) ?? createdAt ?? toIso(now),
    data: JSON.stringify(search),
    indexed_at: toIso(now),
  };
  const result = await db
    .insertInto("screening_searches")
    .values({ id: search.id, ...row })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet(row)
        .where((eb) =>
          eb.or([
            eb("excluded.updated_at", ">", eb.ref("screening_searches.updated_at")),
            eb.and([
              eb("excluded.updated_at", "=", eb.ref("screening_searches.updated_at")),
              eb("excluded.data", "<>", eb.ref("screening_searches.data")),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function getScreeningSearch(
  db: Db,
  id: string,
): Promise<ScreeningSearchRecord | undefined> {
  const row = await db
    .selectFrom("screening_searches")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...toSearchSummary(row), data: fromJsonObject(row.data) ?? {} };
}

export function toSearchSummary(
  row: Omit<ScreeningSearchesTable, "data" | "indexed_at">,
): ScreeningSearchSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    hitCounts: {
      FALSE_POSITIVE: row.hits_false_positive,
      TRUE_POSITIVE: row.hits_true_positive,
      UNRESOLVED: row.hits_unresolved,
      total: row.hits_total,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
