import { afterEach, describe, expect, it } from "vitest";
import { claimInboundEvent, claimStaleInboundEvents } from "./inbound-claims";
import {
  insertInboundEvent,
  insertInboundEvents,
  markInboundEventProcessed,
} from "./inbound-events";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const t0 = new Date("2026-01-01T00:00:00.000Z");
const at = (s: number) => new Date(t0.getTime() + s * 1000);

const delivery = (eventId: string, signatureValid = true) => ({
  eventId,
  webhookId: "wh",
  eventName: "FLOW_RUN_COMPLETED",
  eventType: "flow_run_completed",
  targetType: "FLOW_RUN",
  customerId: null,
  receivedAt: t0,
  signatureValid,
  payload: "{}",
});

async function store(db: Db, eventId: string, signatureValid = true): Promise<number> {
  const stored = await insertInboundEvent(db, delivery(eventId, signatureValid));
  if (!stored.inserted) throw new Error(`${eventId} was not stored`);
  return stored.id;
}

describe("inbound delivery claims", () => {
  let db: Db;
  afterEach(async () => {
    await db.destroy();
  });

  it("lets one instance claim a delivery until its claim ends or it is processed", async () => {
    db = await createTestDb();
    const id = await store(db, "e1");
    const claim = { now: at(1), claimMs: 60_000 };
    expect(await claimInboundEvent(db, id, claim)).toBe(true);
    expect(await claimInboundEvent(db, id, claim)).toBe(false);
    expect(await claimInboundEvent(db, id, { now: at(62), claimMs: 60_000 })).toBe(true);
    await markInboundEventProcessed(db, id, { now: at(63), error: null });
    expect(await claimInboundEvent(db, id, { now: at(200), claimMs: 60_000 })).toBe(false);
  });

  it("sweeps unclaimed, unprocessed, verified deliveries older than the fresh ones, once", async () => {
    db = await createTestDb();
    const first = await store(db, "e1");
    const second = await store(db, "e2");
    await store(db, "forged", false);
    await claimInboundEvent(db, second, { now: at(1), claimMs: 60_000 });
    const sweep = { now: at(10), claimMs: 60_000, storedBefore: at(5), limit: 10 };
    const [a, b] = await Promise.all([
      claimStaleInboundEvents(db, sweep),
      claimStaleInboundEvents(db, sweep),
    ]);
    expect([...a, ...b]).toEqual([first]);
    expect(await claimStaleInboundEvents(db, { ...sweep, now: at(71) })).toEqual([first, second]);
  });

  it("stores verified deliveries already claimed by the storing instance when asked", async () => {
    db = await createTestDb();
    const [own, forged] = await insertInboundEvents(
      db,
      [delivery("e1", true), delivery("forged", false)],
      { claimMs: 60_000 },
    );
    if (!own.inserted || !forged.inserted) throw new Error("not stored");
    const sweep = { claimMs: 60_000, storedBefore: at(30), limit: 10 };
    // Nobody else takes it while the claim runs, not even a sweep long after it was stored.
    expect(await claimInboundEvent(db, own.id, { now: at(1), claimMs: 60_000 })).toBe(false);
    expect(await claimStaleInboundEvents(db, { ...sweep, now: at(59) })).toEqual([]);
    // Left unprocessed (its instance stopped), it is swept once the claim ends.
    expect(await claimStaleInboundEvents(db, { ...sweep, now: at(61) })).toEqual([own.id]);
  });
});
