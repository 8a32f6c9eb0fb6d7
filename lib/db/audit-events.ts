import type { Selectable } from "kysely";
import { fromJson, toIso, toJson } from "./codec";
import { resolvePage, type Page, type PageRequest } from "./pagination";
import type { AuditEventsTable, AuditOutcome, Db } from "./schema";

/**
 * The audit log is append-only: this module has no update or delete, and the table's column types
 * refuse an UPDATE at compile time.
 */
export interface AuditEventInput {
  at: Date;
  actorId?: string | null;
  actorEmail?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  outcome: AuditOutcome;
  /** Never secrets: this is shown to admins and exported as CSV. */
  detail?: unknown;
}

export interface AuditEvent {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditOutcome;
  detail: unknown;
}

export async function appendAuditEvent(db: Db, event: AuditEventInput): Promise<AuditEvent> {
  const row = await db
    .insertInto("audit_events")
    .values({
      at: toIso(event.at),
      actor_id: event.actorId ?? null,
      actor_email: event.actorEmail?.toLowerCase() ?? null,
      action: event.action,
      target_type: event.targetType ?? null,
      target_id: event.targetId ?? null,
      outcome: event.outcome,
      detail: toJson(event.detail),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAuditEvent(row);
}

export interface AuditQuery {
  actorId?: string;
  actorEmail?: string;
  action?: string | readonly string[];
  targetType?: string;
  targetId?: string;
  outcome?: AuditOutcome;
  /** Inclusive. */
  from?: Date | string;
  /** Exclusive. */
  to?: Date | string;
}

function filtered(db: Db, query: AuditQuery) {
  let qb = db.selectFrom("audit_events");
  if (query.actorId) qb = qb.where("actor_id", "=", query.actorId);
  if (query.actorEmail) qb = qb.where("actor_email", "=", query.actorEmail.toLowerCase());
  if (typeof query.action === "string") qb = qb.where("action", "=", query.action);
  else if (query.action?.length) qb = qb.where("action", "in", [...query.action]);
  if (query.targetType) qb = qb.where("target_type", "=", query.targetType);
  if (query.targetId) qb = qb.where("target_id", "=", query.targetId);
  if (query.outcome) qb = qb.where("outcome", "=", query.outcome);
  if (query.from) qb = qb.where("at", ">=", toIso(query.from));
  if (query.to) qb = qb.where("at", "<", toIso(query.to));
  return qb;
}

/** Newest first. */
export async function listAuditEvents(
  db: Db,
  query: AuditQuery & PageRequest = {},
): Promise<Page<AuditEvent>> {
  const { page, pageSize, offset } = resolvePage(query);
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, query)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return { items: rows.map(toAuditEvent), total: Number(count.count), page, pageSize };
}

/**
 * Every matching event, newest first, in batches, for CSV export. Keyset paging on (at, id) keeps
 * each batch an index seek however long the log grows, and rows appended meanwhile are not repeated.
 */
export async function* iterateAuditEvents(
  db: Db,
  query: AuditQuery = {},
  batchSize = 500,
): AsyncGenerator<AuditEvent> {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    let qb = filtered(db, query);
    if (after) {
      const { at, id } = after;
      qb = qb.where((eb) =>
        eb.or([eb("at", "<", at), eb.and([eb("at", "=", at), eb("id", "<", id)])]),
      );
    }
    const rows = await qb
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize)
      .execute();
    for (const row of rows) yield toAuditEvent(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: Number(last.id) };
  }
}

function toAuditEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  return {
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    outcome: row.outcome,
    detail: fromJson(row.detail),
  };
}
