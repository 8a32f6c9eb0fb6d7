import { toIso } from "./codec";
import { dialectOf } from "./connection";
import type { Db } from "./schema";

/**
 * Claims on verified, unprocessed inbound deliveries, kept in the store so that instances sharing
 * it never process one delivery twice at once, and a delivery left by a stopped instance is
 * picked up by any other when its claim ends. Processing marks the row (processed_at), which ends
 * the claim for good.
 */
type WithClaims = { inbound_events: { claimed_until: string | null } };
const withClaims = (db: Db) => db.withTables<WithClaims>();

/** Claims one delivery (the one just stored); false when another instance holds it or it is done. */
export async function claimInboundEvent(
  db: Db,
  id: number,
  options: { now: Date; claimMs: number },
): Promise<boolean> {
  return (await claimInboundEvents(db, [id], options)).length === 1;
}

/** Claims the deliveries just stored, in one statement; returns the ids this caller now holds. */
export async function claimInboundEvents(
  db: Db,
  ids: readonly number[],
  { now, claimMs }: { now: Date; claimMs: number },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await withClaims(db)
    .updateTable("inbound_events")
    .set({ claimed_until: toIso(now.getTime() + claimMs) })
    .where("id", "in", [...ids])
    .where("processed_at", "is", null)
    .where("signature_valid", "=", 1)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", toIso(now))]))
    .returning("id")
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Claims up to `limit` deliveries nobody is processing that were stored before `storedBefore`
 * (fresh ones are being processed by the instance that stored them), oldest first.
 */
export async function claimStaleInboundEvents(
  db: Db,
  {
    now,
    claimMs,
    storedBefore,
    limit,
  }: { now: Date; claimMs: number; storedBefore: Date; limit: number },
): Promise<number[]> {
  const cdb = withClaims(db);
  const free = cdb
    .selectFrom("inbound_events")
    .select("id")
    .where("processed_at", "is", null)
    .where("signature_valid", "=", 1)
    .where("received_at", "<", toIso(storedBefore))
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", toIso(now))]))
    .orderBy("id")
    .limit(limit)
    .$if(dialectOf(db) === "postgres", (qb) => qb.forUpdate().skipLocked());
  const rows = await cdb
    .updateTable("inbound_events")
    .set({ claimed_until: toIso(now.getTime() + claimMs) })
    .where("id", "in", free)
    .returning("id")
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
