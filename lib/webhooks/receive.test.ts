import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import { getInboundEvent } from "@/lib/db/inbound-events";
import { listInboundEvents } from "@/lib/db/inbound-events-list";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { LiveBus } from "@/lib/events/bus";
import { InboundQueue } from "./inbound-queue";
import { processInboundEvent } from "./process";
import { INBOUND_MAX_BYTES, receiveDelivery, type ReceiveDeps } from "./receive";
import { delivery, testSecret, testWebhookId } from "./test-deliveries";

let db: Db;
let stored: number[];
let deps: ReceiveDeps;

beforeEach(async () => {
  db = await createTestDb();
  stored = [];
  deps = {
    db,
    findSecret: async (id) => (id === testWebhookId ? testSecret : undefined),
    onStored: (record) => stored.push(record.id),
  };
});
afterEach(async () => db.destroy());

async function rows() {
  return (await listInboundEvents(db, { pageSize: 100 })).items;
}

describe("inbound receiver", () => {
  it("stores a correctly signed delivery with its headers and body as received", async () => {
    const request = delivery({ eventId: "evt-1" });
    const body = await request.clone().text();
    const outcome = await receiveDelivery(request, deps);
    expect(outcome).toMatchObject({ status: 200, duplicate: false });
    const [row] = await rows();
    expect(row).toMatchObject({
      eventId: "evt-1",
      webhookId: testWebhookId,
      eventName: "FLOW_RUN_COMPLETED",
      eventType: "flow_run_completed",
      targetType: "FLOW_RUN",
      customerId: "cust-1",
      signatureValid: true,
      processedAt: null,
    });
    expect((await getInboundEvent(db, row.id))?.payload).toBe(body);
    expect(stored).toEqual([row.id]);
  });

  it("refuses a bad signature (401): counts it for the webhook, stores and processes nothing", async () => {
    const refusedFor: string[] = [];
    const outcome = await receiveDelivery(delivery({ secret: "not-the-secret" }), {
      ...deps,
      onRefused: (webhookId) => refusedFor.push(webhookId),
    });
    expect(outcome).toMatchObject({ status: 401, code: "INVALID_SIGNATURE" });
    expect(await rows()).toEqual([]);
    expect(stored).toEqual([]);
    expect(refusedFor).toEqual([testWebhookId]);
  });

  it("accepts a delivery signed with a secret rotated since it was cached, and counts nothing", async () => {
    const refusedFor: string[] = [];
    const outcome = await receiveDelivery(delivery({ secret: "rotated-secret" }), {
      ...deps,
      findSecret: async (_id, options) => (options?.fresh ? "rotated-secret" : testSecret),
      onRefused: (webhookId) => refusedFor.push(webhookId),
    });
    expect(outcome).toMatchObject({ status: 200, duplicate: false });
    expect(refusedFor).toEqual([]);
  });

  it("refuses a missing signature, an unknown webhook and a missing webhook id with 401", async () => {
    const refusedFor: string[] = [];
    const counting = { ...deps, onRefused: (id: string) => refusedFor.push(id) };
    expect((await receiveDelivery(delivery({ signature: null }), counting)).status).toBe(401);
    expect((await receiveDelivery(delivery({ webhookId: "wh-other" }), counting)).status).toBe(401);
    expect((await receiveDelivery(delivery({ webhookId: null }), counting)).status).toBe(401);
    // Only the one to a webhook the console holds a secret for is counted, and nothing is stored.
    expect(refusedFor).toEqual([testWebhookId]);
    expect(await rows()).toEqual([]);
    expect(stored).toEqual([]);
  });

  it("treats the same signed body re-sent under a fresh X-Event-Id as a replay", async () => {
    const body = JSON.stringify({ ...sampleFlowRun, report: null, error: null });
    const first = await receiveDelivery(delivery({ body, eventId: "evt-a" }), deps);
    const replay = await receiveDelivery(delivery({ body, eventId: "evt-b" }), deps);
    expect(first).toMatchObject({ status: 200, duplicate: false });
    expect(replay).toMatchObject({ status: 200, duplicate: true });
    expect(await rows()).toHaveLength(1);
    expect(stored).toHaveLength(1);
    // Another body is another delivery, even under a recent event id's neighbour.
    const other = JSON.stringify({ ...sampleFlowRun, updated_at: "2026-03-01T12:00:09Z" });
    expect(await receiveDelivery(delivery({ body: other, eventId: "evt-c" }), deps)).toMatchObject({
      duplicate: false,
    });
  });

  it("refuses an X-Event-Name that contradicts the signed body, and stores nothing", async () => {
    const completed = JSON.stringify({ ...sampleFlowRun, status: "COMPLETED" });
    const outcome = await receiveDelivery(
      delivery({ body: completed, eventName: "FLOW_RUN_FAILED" }),
      deps,
    );
    expect(outcome).toMatchObject({ status: 400, code: "EVENT_MISMATCH" });
    const asSearch = await receiveDelivery(
      delivery({ body: completed, eventName: "SEARCH_COMPLETED", targetType: "FLOW_RUN" }),
      deps,
    );
    expect(asSearch).toMatchObject({ status: 400, code: "EVENT_MISMATCH" });
    const wrongTarget = await receiveDelivery(
      delivery({ body: completed, targetType: "CDD" }),
      deps,
    );
    expect(wrongTarget).toMatchObject({ status: 400, code: "EVENT_MISMATCH" });
    expect(await rows()).toEqual([]);
    expect(stored).toEqual([]);
  });

  it("stores the meaning the signed body gives, not the header's", async () => {
    const failed = JSON.stringify({ ...sampleFlowRun, status: "FAILED" });
    const outcome = await receiveDelivery(delivery({ body: failed, eventName: "" }), deps);
    expect(outcome.status).toBe(200);
    expect((await rows())[0]).toMatchObject({ eventType: "flow_run_failed" });
  });

  it("answers malformed JSON with 400 and stores nothing", async () => {
    const outcome = await receiveDelivery(delivery({ body: '{"id": "run-1",' }), deps);
    expect(outcome).toMatchObject({ status: 400, code: "INVALID_JSON" });
    expect(await rows()).toEqual([]);
  });

  it("answers a body over 1 MiB with 413, declared or not, and stores nothing", async () => {
    const big = JSON.stringify({ ...sampleFlowRun, report: "x".repeat(INBOUND_MAX_BYTES) });
    expect((await receiveDelivery(delivery({ body: big }), deps)).status).toBe(413);
    const undeclared = delivery({ body: big, contentLength: false });
    expect((await receiveDelivery(undeclared, deps)).status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it("accepts a body of exactly 1 MiB", async () => {
    const padding = INBOUND_MAX_BYTES - JSON.stringify({ pad: "" }).length;
    const body = JSON.stringify({ pad: "x".repeat(padding) });
    expect(Buffer.byteLength(body)).toBe(INBOUND_MAX_BYTES);
    expect((await receiveDelivery(delivery({ body }), deps)).status).toBe(200);
  });

  it("stores and processes the same delivery sent 10 times once", async () => {
    const bus = new LiveBus();
    const published: string[] = [];
    bus.subscribe((event) => published.push(event.type));
    let processed = 0;
    const queue = new InboundQueue(async (batch) => {
      for (const { record } of batch) {
        processed += 1;
        await processInboundEvent(record, {
          db,
          bus,
          now: () => new Date(),
          fetchUnacknowledgedCount: async () => 0,
          onRunEvent: () => undefined,
        });
      }
    });
    const body = JSON.stringify({ ...sampleFlowRun, report: null, error: null });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        receiveDelivery(delivery({ body, eventId: "evt-same" }), {
          ...deps,
          onStored: (record) => queue.enqueue({ record, claimed: false }),
        }),
      ),
    );
    await queue.idle();
    expect(outcomes.map((o) => o.status)).toEqual(Array(10).fill(200));
    expect(outcomes.filter((o) => o.duplicate === false)).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    expect(processed).toBe(1);
    expect(published).toEqual(["run.status", "webhook.delivery"]);
  });

  it("does not let a forged delivery with a real event id block the real one", async () => {
    await receiveDelivery(delivery({ eventId: "evt-2", secret: "forger" }), deps);
    const real = await receiveDelivery(delivery({ eventId: "evt-2" }), deps);
    expect(real).toMatchObject({ status: 200, duplicate: false });
    expect(stored).toHaveLength(1);
  });

  it("requires an X-Event-Id on a verified delivery, since dedupe depends on it", async () => {
    const outcome = await receiveDelivery(delivery({ eventId: null }), deps);
    expect(outcome).toMatchObject({ status: 400, code: "MISSING_EVENT_ID" });
  });
});
