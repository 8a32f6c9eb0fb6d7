import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  getInboundEvent,
  insertInboundEvent,
  insertInboundEvents,
  listUnprocessedInboundEvents,
  markInboundEventProcessed,
  type InboundEventInput,
} from "./inbound-events";
import { listInboundEvents } from "./inbound-events-list";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const receivedAt = new Date("2025-05-01T10:00:00.000Z");

function delivery(overrides: Partial<InboundEventInput> = {}): InboundEventInput {
  return {
    eventId: "evt-1",
    webhookId: "wh-1",
    eventName: "FLOW_RUN_COMPLETED",
    eventType: "flow_run_completed",
    targetType: "FLOW_RUN",
    customerId: "cust-1",
    receivedAt,
    signatureValid: true,
    payload: '{"id":"run-1","status":"COMPLETED"}',
    ...overrides,
  };
}

describe("inbound events", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("stores a batch in one statement, answering each delivery in order, repeats as duplicates", async () => {
    await insertInboundEvent(db, delivery({ eventId: "evt-old", bodySha256: "h-old" }));
    const results = await insertInboundEvents(db, [
      delivery({ eventId: "evt-a", bodySha256: "h-a" }),
      delivery({ eventId: "evt-old", bodySha256: "h-x" }),
      delivery({ eventId: "evt-b", bodySha256: "h-b" }),
      delivery({ eventId: "evt-a", bodySha256: "h-a" }),
      delivery({ eventId: "evt-c", bodySha256: "h-b" }),
    ]);
    expect(results.map((result) => result.inserted)).toEqual([true, false, true, false, false]);
    const ids = results.flatMap((result) => (result.inserted ? [result.id] : []));
    const stored = await Promise.all(ids.map((id) => getInboundEvent(db, id)));
    expect(stored.map((record) => record?.eventId)).toEqual(["evt-a", "evt-b"]);
  });

  it("stores the same event id once however often it is delivered", async () => {
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await insertInboundEvent(db, delivery()));
    expect(results.filter((r) => r.inserted)).toHaveLength(1);
    expect(results.slice(1).every((r) => !r.inserted)).toBe(true);
    expect((await listInboundEvents(db)).total).toBe(1);
  });

  it("lets exactly one of concurrent duplicate deliveries through", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => insertInboundEvent(db, delivery())),
    );
    expect(results.filter((r) => r.inserted)).toHaveLength(1);
  });

  it("does not let a forged delivery claim an event id ahead of the genuine one", async () => {
    const forged = await insertInboundEvent(db, delivery({ signatureValid: false, payload: "{}" }));
    const genuine = await insertInboundEvent(db, delivery());
    expect(forged.inserted).toBe(true);
    expect(genuine.inserted).toBe(true);
    expect((await listInboundEvents(db, { signatureValid: false })).total).toBe(1);
  });

  it("keeps the raw body byte for byte and records processing", async () => {
    const payload = '{ "id" : "run-1",\n  "status":"FAILED" }';
    const result = await insertInboundEvent(db, delivery({ payload }));
    if (!result.inserted) throw new Error("expected a new event");
    expect(await listUnprocessedInboundEvents(db)).toHaveLength(1);

    await markInboundEventProcessed(db, result.id, { now: receivedAt, error: "unknown run" });
    const stored = await getInboundEvent(db, result.id);
    expect(stored).toMatchObject({
      payload,
      signatureValid: true,
      processedAt: receivedAt.toISOString(),
      processError: "unknown run",
    });
    expect(await listUnprocessedInboundEvents(db)).toEqual([]);
  });

  it("lists newest first, filtered by type or name, a page at a time", async () => {
    for (let i = 0; i < 5; i++) await insertInboundEvent(db, delivery({ eventId: `run-${i}` }));
    await insertInboundEvent(
      db,
      delivery({ eventId: "s-1", eventName: "SEARCH_COMPLETED", eventType: "search_completed" }),
    );

    const runs = await listInboundEvents(db, {
      eventType: "flow_run_completed",
      pageSize: 2,
      page: 2,
    });
    expect(runs.total).toBe(5);
    expect(runs.items.map((e) => e.eventId)).toEqual(["run-2", "run-1"]);
    expect(runs.items[0]).not.toHaveProperty("payload");

    const searches = await listInboundEvents(db, { eventName: "SEARCH_COMPLETED" });
    expect(searches.items.map((e) => e.eventId)).toEqual(["s-1"]);
  });
});
