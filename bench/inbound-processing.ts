import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../lib/db/connection";
import { claimInboundEvent } from "../lib/db/inbound-claims";
import {
  getInboundEvent,
  insertInboundEvents,
  markInboundEventProcessed,
  type InboundEventInput,
  type InboundEventRecord,
} from "../lib/db/inbound-events";
import { migrateToLatest } from "../lib/db/migrations";
import type { Db } from "../lib/db/schema";
import { LiveBus } from "../lib/events/bus";
import { processInboundBatch } from "../lib/webhooks/process-batch";
import { processInboundEvent } from "../lib/webhooks/process";
import { runBody } from "./ingest-throughput";

export interface ProcessingCost {
  deliveries: number;
  /** CPU per delivery (ms): one delivery at a time, as the receiver did (claim, re-read, mark). */
  one_by_one_ms: number;
  /** CPU per delivery (ms): batches of 200, each claimed in one statement before processing. */
  batched_with_claim_statement_ms: number;
  /**
   * CPU per delivery (ms): batches of 200 from the records in hand, stored already claimed as the
   * receiver stores them (lib/webhooks/process-batch.ts).
   */
  batched_ms: number;
}

const DELIVERIES = 2000;
const BATCH = 200;
const CLAIM_MS = 60_000;

/**
 * Processing after the answer, in-process on a SQLite file store (the default), so the figure is
 * the processing alone: the same run completions applied one at a time and in batches.
 */
export async function measureInboundProcessing(): Promise<ProcessingCost> {
  const oneByOne = await withStore(async (db, records) => {
    const deps = processDeps(db);
    for (const { id } of records) {
      if (!(await claimInboundEvent(db, id, { now: new Date(), claimMs: 60_000 }))) continue;
      const record = await getInboundEvent(db, id);
      if (!record) continue;
      const { error } = await processInboundEvent(record, deps);
      await markInboundEventProcessed(db, id, { now: new Date(), error });
    }
  });
  // Batches as the receiver hands them over: stored with this instance's claim, so processing
  // takes no claim of its own; beside it, the same batches claimed in a statement first (the
  // receiver before claims were taken at storage).
  const inBatches = (storedClaimed: boolean) =>
    withStore(
      async (db, records) => {
        const deps = { ...processDeps(db), claimMs: CLAIM_MS };
        for (let start = 0; start < records.length; start += BATCH) {
          const batch = records.slice(start, start + BATCH).map((record) => ({
            record,
            claimed: false,
            claimedUntil: storedClaimed ? Date.parse(record.receivedAt) + CLAIM_MS : undefined,
          }));
          await processInboundBatch(batch, deps);
        }
      },
      storedClaimed ? CLAIM_MS : undefined,
    );
  const claimStatement = await inBatches(false);
  const batched = await inBatches(true);
  const perDelivery = (ms: number) => Math.round((ms / DELIVERIES) * 1000) / 1000;
  return {
    deliveries: DELIVERIES,
    one_by_one_ms: perDelivery(oneByOne),
    batched_with_claim_statement_ms: perDelivery(claimStatement),
    batched_ms: perDelivery(batched),
  };
}

function processDeps(db: Db) {
  return {
    db,
    bus: new LiveBus(),
    now: () => new Date(),
    fetchUnacknowledgedCount: async () => 0,
    onRunEvent: () => undefined,
  };
}

/** A fresh store with the deliveries stored; returns the CPU milliseconds `work` took. */
async function withStore(
  work: (db: Db, records: InboundEventRecord[]) => Promise<void>,
  claimMs?: number,
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-inbound-"));
  const db = openDatabase({ dataDir: dir });
  try {
    await migrateToLatest(db);
    const inputs = Array.from({ length: DELIVERIES }, (_, i) => delivery(i));
    const records: InboundEventRecord[] = [];
    for (let start = 0; start < inputs.length; start += BATCH) {
      const chunk = inputs.slice(start, start + BATCH);
      const results = await insertInboundEvents(db, chunk, { claimMs });
      results.forEach((result, index) => {
        if (!result.inserted) return;
        const input = chunk[index];
        records.push({
          ...input,
          id: result.id,
          receivedAt: input.receivedAt.toISOString(),
          processedAt: null,
          processError: null,
        });
      });
    }
    const before = process.cpuUsage();
    await work(db, records);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

function delivery(i: number): InboundEventInput & { bodySha256: string } {
  const payload = runBody(i, `bench-run-${i}`);
  return {
    eventId: `bench-evt-${i}`,
    webhookId: "bench-webhook",
    eventName: "FLOW_RUN_COMPLETED",
    eventType: "flow_run_completed",
    targetType: "FLOW_RUN",
    customerId: "northwind",
    receivedAt: new Date(),
    signatureValid: true,
    payload,
    bodySha256: `bench-body-${i}`,
  };
}
