import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import { getFlowRun } from "@/lib/db/flow-runs";
import { claimInboundEvent } from "@/lib/db/inbound-claims";
import {
  getInboundEvent,
  insertInboundEvents,
  type InboundEventRecord,
} from "@/lib/db/inbound-events";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { LiveBus } from "@/lib/events/bus";
import { processInboundBatch } from "./process-batch";

let db: Db;
let bus: LiveBus;
let published: string[];
const now = new Date("2026-03-01T12:00:00Z");

beforeEach(async () => {
  db = await createTestDb();
  bus = new LiveBus();
  published = [];
  bus.subscribe((event) => published.push(event.type));
});
afterEach(async () => db.destroy());

/** A run's completion stored as the receiver stores it; the record is what it hands the queue. */
async function stored(runId: string, claimMs?: number): Promise<InboundEventRecord> {
  const payload = JSON.stringify({ ...sampleFlowRun, id: runId, report: null, error: null });
  const input = {
    eventId: `evt-${runId}`,
    webhookId: "wh-1",
    eventName: "FLOW_RUN_COMPLETED",
    eventType: "flow_run_completed",
    targetType: "FLOW_RUN",
    customerId: "cust-1",
    receivedAt: now,
    signatureValid: true,
    payload,
    bodySha256: runId,
  };
  const [result] = await insertInboundEvents(db, [input], { claimMs });
  if (!result.inserted) throw new Error("not stored");
  return {
    ...input,
    id: result.id,
    receivedAt: now.toISOString(),
    processedAt: null,
    processError: null,
  };
}

const deps = () => ({
  db,
  bus,
  now: () => now,
  claimMs: 60_000,
  fetchUnacknowledgedCount: async () => 0,
  onRunEvent: () => undefined,
});

describe("processing stored deliveries in batches", () => {
  it("indexes every run of the batch, announces each, and marks every row processed", async () => {
    const records = await Promise.all(["run-a", "run-b", "run-c"].map((id) => stored(id)));
    const count = await processInboundBatch(
      records.map((record) => ({ record, claimed: false })),
      deps(),
    );
    expect(count).toBe(3);
    for (const id of ["run-a", "run-b", "run-c"]) {
      expect((await getFlowRun(db, id))?.status).toBe(sampleFlowRun.status);
    }
    for (const record of records) {
      expect((await getInboundEvent(db, record.id))?.processedAt).not.toBeNull();
    }
    expect(published.filter((type) => type === "run.status")).toHaveLength(3);
  });

  it("leaves a row another instance holds to it, and takes the sweep's own claims as held", async () => {
    const [theirs, swept] = await Promise.all([stored("run-x"), stored("run-y")]);
    await claimInboundEvent(db, theirs.id, { now, claimMs: 60_000 });
    await claimInboundEvent(db, swept.id, { now, claimMs: 60_000 });
    const count = await processInboundBatch(
      [
        { record: theirs, claimed: false },
        { record: swept, claimed: true },
      ],
      deps(),
    );
    expect(count).toBe(1);
    expect(await getFlowRun(db, "run-x")).toBeUndefined();
    expect((await getInboundEvent(db, theirs.id))?.processedAt).toBeNull();
    expect((await getInboundEvent(db, swept.id))?.processedAt).not.toBeNull();
  });

  it("processes rows stored with this instance's claim, and claims again one about to end", async () => {
    // The first was stored with its claim (no other instance can take it, nor can a claim
    // statement: it is processed on the strength of that claim); the second's claim was about to
    // end when this batch came to it, and another instance's sweep has taken it since.
    const own = await stored("run-own", 50_000);
    const late = await stored("run-late");
    await claimInboundEvent(db, late.id, { now, claimMs: 60_000 });
    const count = await processInboundBatch(
      [
        { record: own, claimed: false, claimedUntil: now.getTime() + 50_000 },
        { record: late, claimed: false, claimedUntil: now.getTime() + 10_000 },
      ],
      deps(),
    );
    expect(count).toBe(1);
    expect((await getInboundEvent(db, own.id))?.processedAt).not.toBeNull();
    expect(await getFlowRun(db, "run-late")).toBeUndefined();
    expect((await getInboundEvent(db, late.id))?.processedAt).toBeNull();
  });
});
