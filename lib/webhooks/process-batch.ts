import { claimInboundEvents } from "@/lib/db/inbound-claims";
import { markInboundEventsProcessed } from "@/lib/db/inbound-events";
import type { QueuedEvent } from "./inbound-queue";
import { processInboundEvents, type ProcessDeps } from "./process";

/**
 * One batch of stored deliveries: claimed in one statement (the sweep's are claimed already, and
 * so are the ones this instance stored with a claim that has at least half its length to run),
 * applied together from the records in hand (no re-read; the runs in one read and one write,
 * lib/webhooks/process.ts), and marked processed together.
 * Returns how many this instance processed. Between its steps it lets waiting I/O in (the
 * receiver's requests and commits): on SQLite every step runs on the event loop, and a batch in one
 * go would hold deliveries' answers back for its whole length.
 */
export async function processInboundBatch(
  batch: readonly QueuedEvent[],
  deps: ProcessDeps & { claimMs: number },
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  // A claim taken at storage that is about to end is taken again in the store, so a sweep that
  // could see it ended cannot process the same row at once.
  const holds = (item: QueuedEvent) =>
    item.claimed ||
    (item.claimedUntil !== undefined && item.claimedUntil - now.getTime() >= deps.claimMs / 2);
  const held = new Set(batch.filter(holds).map(({ record }) => record.id));
  const fresh = batch.filter((item) => !holds(item)).map(({ record }) => record.id);
  if (fresh.length > 0) {
    const claimed = await claimInboundEvents(db, fresh, { now, claimMs: deps.claimMs });
    for (const id of claimed) held.add(id);
    await yieldToIo();
  }
  const outcomes = await processInboundEvents(
    batch.filter(({ record }) => held.has(record.id)).map(({ record }) => record),
    deps,
  );
  await yieldToIo();
  await markInboundEventsProcessed(db, outcomes, deps.now());
  return outcomes.length;
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));
