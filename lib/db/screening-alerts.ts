import { fromJsonObject, normalizeTimestamp, stringOrNull, toIso } from "./codec";
import { resolvePage, type Page, type PageRequest } from "./pagination";
import type { Db, ScreeningAlertsTable } from "./schema";

/** A name-screening alert (spec §2.10), known only from events and lookups; kept whole in `data`. */
export interface ScreeningAlertObject {
  id: string;
  [field: string]: unknown;
}

export interface ScreeningAlertSummary {
  id: string;
  reference: string | null;
  status: string | null;
  remediationStatus: string | null;
  createdAt: string | null;
  updatedAt: string;
}

export interface ScreeningAlertRecord extends ScreeningAlertSummary {
  data: Record<string, unknown>;
}

/** Stores the alert unless a newer one (by updated_at) is already indexed; true when it changed. */
export async function upsertScreeningAlert(
  db: Db,
  alert: ScreeningAlertObject,
  now: Date,
): Promise<boolean> {
  const createdAt = normalizeTimestamp(alert.created_at);
  const row = {
    reference: stringOrNull(alert.reference),
    status: stringOrNull(alert.status),
    remediation_status: stringOrNull(alert.remediation_status),
    created_at: createdAt,
    updated_at: normalizeTimestamp(alert.updated_at) ?? createdAt ?? toIso(now),
    data: JSON.stringify(alert),
    indexed_at: toIso(now),
  };
  const result = await db
    .insertInto("screening_alerts")
    .values({ id: alert.id, ...row })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet(row)
        .where((eb) =>
          eb.or([
            eb("excluded.updated_at", ">", eb.ref("screening_alerts.updated_at")),
            eb.and([
              eb("excluded.updated_at", "=", eb.ref("screening_alerts.updated_at")),
              eb("excluded.data", "<>", eb.ref("screening_alerts.data")),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function getScreeningAlert(
  db: Db,
  id: string,
): Promise<ScreeningAlertRecord | undefined> {
  const row = await db
    .selectFrom("screening_alerts")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...toSummary(row), data: fromJsonObject(row.data) ?? {} };
}

export interface ScreeningAlertQuery extends PageRequest {
  status?: readonly string[];
  remediationStatus?: readonly string[];
}

function filtered(db: Db, query: ScreeningAlertQuery) {
  let qb = db.selectFrom("screening_alerts");
  if (query.status?.length) qb = qb.where("status", "in", [...query.status]);
  if (query.remediationStatus?.length) {
    qb = qb.where("remediation_status", "in", [...query.remediationStatus]);
  }
  return qb;
}

/** Newest first, without the JSON body. */
export async function listScreeningAlerts(
  db: Db,
  query: ScreeningAlertQuery = {},
): Promise<Page<ScreeningAlertSummary>> {
  const { page, pageSize, offset } = resolvePage(query);
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, query)
    .select(["id", "reference", "status", "remediation_status", "created_at", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return { items: rows.map(toSummary), total: Number(count.count), page, pageSize };
}

/** Alerts per remediation status (null: not yet remediated), for filter chips. */
export async function countScreeningAlertsByRemediation(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("screening_alerts")
    .select((eb) => ["remediation_status", eb.fn.countAll<number>().as("count")])
    .groupBy("remediation_status")
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.remediation_status ?? "NONE", Number(row.count)]),
  );
}

function toSummary(row: Omit<ScreeningAlertsTable, "data" | "indexed_at">): ScreeningAlertSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    remediationStatus: row.remediation_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
