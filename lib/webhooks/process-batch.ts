import { claimInboundEvents } from "@/lib/db/inbound-claims";
import { markInboundEventsProcessed } from "@/lib/db/inbound-events";
import type { QueuedEvent } from "./inbound-queue";
import { processInboundEvents, type ProcessDeps } from "./process";

/**
 * One batch of stored deliveries: claimed in one statement (the sweep's are claimed already),
 * applied together from the records in hand (no re-read; the runs in one read and one write,
 * lib/webhooks/process.ts), and marked processed together.
 * Returns how many this instance processed.
 */
export async function processInboundBatch(
  batch: readonly QueuedEvent[],
  deps: ProcessDeps & { claimMs: number },
): Promise<number> {
  const { db } = deps;
  const held = new Set(batch.filter((item) => item.claimed).map(({ record }) => record.id));
  const fresh = batch.filter((item) => !item.claimed).map(({ record }) => record.id);
  const claimed = await claimInboundEvents(db, fresh, { now: deps.now(), claimMs: deps.claimMs });
  for (const id of claimed) held.add(id);
  const outcomes = await processInboundEvents(
    batch.filter(({ record }) => held.has(record.id)).map(({ record }) => record),
    deps,
  );
  await markInboundEventsProcessed(db, outcomes, deps.now());
  return outcomes.length;
}
