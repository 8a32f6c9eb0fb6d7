import { claimInboundEvents } from "@/lib/db/inbound-claims";
import { markInboundEventsProcessed } from "@/lib/db/inbound-events";
import type { QueuedEvent } from "./inbound-queue";
import { processInboundEvent, type ProcessDeps } from "./process";

/**
 * One batch of stored deliveries: claimed in one statement (the sweep's are claimed already),
 * applied one by one from the records in hand (no re-read), and marked processed together.
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
  const outcomes: { id: number; error: string | null }[] = [];
  for (const { record } of batch) {
    if (!held.has(record.id)) continue;
    const { error } = await processInboundEvent(record, deps);
    outcomes.push({ id: record.id, error });
  }
  await markInboundEventsProcessed(db, outcomes, deps.now());
  return outcomes.length;
}
