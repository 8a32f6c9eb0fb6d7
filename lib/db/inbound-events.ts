import type { Selectable } from "kysely";
import { toIso } from "./codec";
import type { Db, InboundEventsTable } from "./schema";

/**
 * Webhook deliveries received by the console, append-only: the only change ever made to a row is
 * recording that it was processed.
 */
export interface InboundEventInput {
  /** X-Event-Id: the dedupe key, since the signature carries no timestamp to stop replays. */
  eventId: string | null;
  webhookId: string | null;
  eventName: string | null;
  eventType: string | null;
  targetType: string | null;
  customerId: string | null;
  receivedAt: Date;
  signatureValid: boolean;
  /** The raw body exactly as received, so the signature can be re-checked later. */
  payload: string;
  /** SHA-256 of the raw body: with the webhook id, what the signature covers (the replay key). */
  bodySha256?: string | null;
}

export interface InboundEventSummary {
  id: number;
  eventId: string | null;
  webhookId: string | null;
  eventName: string | null;
  eventType: string | null;
  targetType: string | null;
  customerId: string | null;
  receivedAt: string;
  signatureValid: boolean;
  processedAt: string | null;
  processError: string | null;
}

export interface InboundEventRecord extends InboundEventSummary {
  payload: string;
}

export type InsertInboundEventResult = { inserted: true; id: number } | { inserted: false };

/**
 * Inserts and deduplicates in one statement, so two concurrent deliveries of the same event cannot
 * both be processed. Only verified deliveries take part in dedupe (see the partial unique index).
 */
export async function insertInboundEvent(
  db: Db,
  event: InboundEventInput,
): Promise<InsertInboundEventResult> {
  const [result] = await insertInboundEvents(db, [event]);
  return result;
}

/**
 * Several deliveries in one statement (the receiver's group commit): one result per input, in
 * order. A delivery that repeats an earlier one of the same batch is a duplicate like any other.
 */
export async function insertInboundEvents(
  db: Db,
  events: readonly InboundEventInput[],
  /**
   * `claimMs`: verified deliveries are stored already claimed for that long from their receipt,
   * for the instance storing them (lib/db/inbound-claims.ts), which then need not claim them again
   * in a statement of its own before processing.
   */
  options: { claimMs?: number } = {},
): Promise<InsertInboundEventResult[]> {
  if (events.length === 0) return [];
  const { claimMs } = options;
  const rows = await db
    .withTables<{ inbound_events: { claimed_until: string | null } }>()
    .insertInto("inbound_events")
    .values(
      events.map((event) => ({
        event_id: event.eventId,
        webhook_id: event.webhookId,
        event_name: event.eventName,
        event_type: event.eventType,
        target_type: event.targetType,
        customer_id: event.customerId,
        received_at: toIso(event.receivedAt),
        signature_valid: event.signatureValid ? 1 : 0,
        payload: event.payload,
        processed_at: null,
        process_error: null,
        body_sha256: event.bodySha256 ?? null,
        claimed_until:
          claimMs !== undefined && event.signatureValid
            ? toIso(event.receivedAt.getTime() + claimMs)
            : null,
      })),
    )
    // No conflict target: a repeated event id and a repeated signed body (webhook id + body hash)
    // are both duplicates; both unique indexes are partial, over verified deliveries only.
    .onConflict((oc) => oc.doNothing())
    .returning(["id", "event_id", "webhook_id", "body_sha256"])
    .execute();
  // RETURNING gives no order: rows are matched back on what they were stored under. Of inputs
  // with the same key, the statement keeps the first ones (in order) and skips the rest.
  const idsByKey = new Map<string, number[]>();
  for (const row of rows) {
    const key = rowKey(row.event_id, row.webhook_id, row.body_sha256);
    idsByKey.set(key, [...(idsByKey.get(key) ?? []), Number(row.id)]);
  }
  for (const ids of idsByKey.values()) ids.sort((a, b) => a - b);
  return events.map((event) => {
    const ids = idsByKey.get(rowKey(event.eventId, event.webhookId, event.bodySha256 ?? null));
    const id = ids?.shift();
    return id === undefined ? { inserted: false } : { inserted: true, id };
  });
}

const rowKey = (eventId: string | null, webhookId: string | null, bodySha256: string | null) =>
  JSON.stringify([eventId, webhookId, bodySha256]);

export async function markInboundEventProcessed(
  db: Db,
  id: number,
  { now, error }: { now: Date; error?: string | null },
): Promise<void> {
  await markInboundEventsProcessed(db, [{ id, error: error ?? null }], now);
}

/** Records a processed batch: one statement for the rows that succeeded, one per failure. */
export async function markInboundEventsProcessed(
  db: Db,
  outcomes: readonly { id: number; error: string | null }[],
  now: Date,
): Promise<void> {
  const succeeded = outcomes.filter((outcome) => outcome.error === null).map(({ id }) => id);
  if (succeeded.length > 0) {
    await db
      .updateTable("inbound_events")
      .set({ processed_at: toIso(now), process_error: null })
      .where("id", "in", succeeded)
      .execute();
  }
  for (const { id, error } of outcomes) {
    if (error === null) continue;
    await db
      .updateTable("inbound_events")
      .set({ processed_at: toIso(now), process_error: error })
      .where("id", "=", id)
      .execute();
  }
}

/** Several records at once, in id order (the sweep's claimed rows). */
export async function getInboundEvents(
  db: Db,
  ids: readonly number[],
): Promise<InboundEventRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("inbound_events")
    .selectAll()
    .where("id", "in", [...ids])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...toInboundEventSummary(row), payload: row.payload }));
}

export async function getInboundEvent(db: Db, id: number): Promise<InboundEventRecord | undefined> {
  const row = await db
    .selectFrom("inbound_events")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...toInboundEventSummary(row), payload: row.payload };
}

/** Verified deliveries stored but never processed (e.g. the process stopped first), oldest first. */
export async function listUnprocessedInboundEvents(
  db: Db,
  limit = 100,
): Promise<InboundEventRecord[]> {
  const rows = await db
    .selectFrom("inbound_events")
    .selectAll()
    .where("processed_at", "is", null)
    .where("signature_valid", "=", 1)
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toInboundEventSummary(row), payload: row.payload }));
}

export function toInboundEventSummary(
  row: Omit<Selectable<InboundEventsTable>, "payload" | "body_sha256">,
): InboundEventSummary {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    webhookId: row.webhook_id,
    eventName: row.event_name,
    eventType: row.event_type,
    targetType: row.target_type,
    customerId: row.customer_id,
    receivedAt: row.received_at,
    signatureValid: row.signature_valid === 1,
    processedAt: row.processed_at,
    processError: row.process_error,
  };
}
