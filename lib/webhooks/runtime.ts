import "server-only";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { claimStaleInboundEvents } from "@/lib/db/inbound-claims";
import {
  getInboundEvents,
  insertInboundEvents,
  type InboundEventInput,
  type InsertInboundEventResult,
} from "@/lib/db/inbound-events";
import { getLiveBus } from "@/lib/events/bus";
import { getRunWatcher, notifyRunEvent } from "@/lib/events/watcher-runtime";
import { GroupCommit } from "./group-commit";
import { InboundQueue, type QueuedEvent } from "./inbound-queue";
import { processInboundBatch } from "./process-batch";
import type { ReceiveDeps } from "./receive";
import { getRefusalRecorder } from "./refusal-runtime";
import { findWebhookSecret } from "./secret-runtime";

/**
 * The receiver's server-side wiring, shared by the lean path and Next's route: secrets from a
 * cache over the store, deliveries committed in groups, processing after the response in batches
 * on the process-wide queue, and a sweep for rows a stopped instance left unprocessed. Who
 * processes a row is decided in the store (a claim), not by this queue: with several instances,
 * the one that stored a delivery processes it, and any of them sweeps up what another left.
 */
const CLAIM_MS = 60_000;
const SWEEP_EVERY_MS = 15_000;
/** Younger rows are being processed by the instance that stored them. */
const SWEEP_AFTER_MS = 5_000;
/** How long deliveries gather before one commit: short next to the sender's timeout. */
const COMMIT_WINDOW_MS = 2;
/** At most this many rows per insert (well under either store's bound on parameters). */
const COMMIT_MAX_BATCH = 200;

// On globalThis: the lean path (started from instrumentation) and the route bundle may hold
// separate copies of this module but must share one queue and one commit (the secrets' cache:
// secret-runtime.ts).
const store = globalThis as typeof globalThis & {
  __consoleInboundQueue?: InboundQueue;
  __consoleInboundCommit?: GroupCommit<InboundEventInput, InsertInboundEventResult>;
  __consoleInboundDeps?: ReceiveDeps;
  __consoleInboundSweep?: ReturnType<typeof setInterval>;
};

export function getInboundQueue(): InboundQueue {
  // Processing gives way while deliveries are being stored (inbound-queue.ts).
  store.__consoleInboundQueue ??= new InboundQueue(
    processStoredEvents,
    200,
    () => inboundCommit().busy,
  );
  return store.__consoleInboundQueue;
}

/** What both servers hand the receiver (lib/webhooks/receive.ts). */
export function inboundReceiveDeps(): ReceiveDeps {
  store.__consoleInboundDeps ??= {
    store: (event) => inboundCommit().add(event),
    findSecret: findWebhookSecret,
    // Stored with this instance's claim (inboundCommit): processing needs no claim of its own.
    onStored: (record) =>
      getInboundQueue().enqueue({
        record,
        claimed: false,
        claimedUntil: Date.parse(record.receivedAt) + CLAIM_MS,
      }),
    onRefused: (webhookId, at) => getRefusalRecorder().record(webhookId, at),
  };
  return store.__consoleInboundDeps;
}

function inboundCommit(): GroupCommit<InboundEventInput, InsertInboundEventResult> {
  store.__consoleInboundCommit ??= new GroupCommit(
    async (events) => insertInboundEvents(await getDb(), events, { claimMs: CLAIM_MS }),
    { windowMs: COMMIT_WINDOW_MS, maxBatch: COMMIT_MAX_BATCH },
    () => getInboundQueue().resume(),
  );
  return store.__consoleInboundCommit;
}

async function processStoredEvents(batch: QueuedEvent[]): Promise<void> {
  await processInboundBatch(batch, {
    db: await getDb(),
    bus: getLiveBus(),
    now: () => new Date(),
    claimMs: CLAIM_MS,
    fetchUnacknowledgedCount: async () => {
      const client = await getComplianceClient();
      return (await client.listMonitoringAlerts({ page_size: 1 })).unacknowledged_count;
    },
    onRunEvent: (runId, status) => notifyRunEvent(getRunWatcher(), runId, status),
  });
}

/**
 * Verified deliveries stored but never processed (an instance stopped first), at start and every
 * 15 s after: claimed in the store, so two instances sweeping at once take different rows.
 */
export async function sweepUnprocessedInboundEvents(): Promise<number> {
  const db = await getDb();
  const now = new Date();
  const ids = await claimStaleInboundEvents(db, {
    now,
    claimMs: CLAIM_MS,
    storedBefore: new Date(now.getTime() - SWEEP_AFTER_MS),
    limit: 100,
  });
  const queue = getInboundQueue();
  for (const record of await getInboundEvents(db, ids)) queue.enqueue({ record, claimed: true });
  return ids.length;
}

export function startInboundSweep(): void {
  if (store.__consoleInboundSweep) return;
  const sweep = () =>
    sweepUnprocessedInboundEvents()
      .then((count) => {
        if (count > 0) console.log(`[console] processing ${count} inbound events left unprocessed`);
      })
      .catch((error: unknown) => console.error("[console] inbound event sweep failed:", error));
  store.__consoleInboundSweep = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  store.__consoleInboundSweep.unref?.();
  void sweep();
}
