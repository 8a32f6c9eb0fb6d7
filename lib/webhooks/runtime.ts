import "server-only";
import { getComplianceClient } from "@/lib/api/upstream";
import { getEncryptionKey } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import { claimInboundEvent, claimStaleInboundEvents } from "@/lib/db/inbound-claims";
import { getInboundEvent, markInboundEventProcessed } from "@/lib/db/inbound-events";
import { readWebhookSecret } from "@/lib/db/webhook-secrets";
import { getLiveBus } from "@/lib/events/bus";
import { getRunWatcher, notifyRunEvent } from "@/lib/events/watcher-runtime";
import { InboundQueue } from "./inbound-queue";
import { processInboundEvent } from "./process";

/**
 * The receiver's server-side wiring: secrets from the store, processing after the response on the
 * process-wide queue, and a sweep for rows a stopped instance left unprocessed. Who processes a
 * row is decided in the store (a claim), not by this queue: with several instances, the one that
 * stored a delivery processes it, and any of them sweeps up what another left.
 */
const CLAIM_MS = 60_000;
const SWEEP_EVERY_MS = 15_000;
/** Younger rows are being processed by the instance that stored them. */
const SWEEP_AFTER_MS = 5_000;

const store = globalThis as typeof globalThis & {
  __consoleInboundQueue?: InboundQueue;
  __consoleInboundSwept?: Set<number>;
  __consoleInboundSweep?: ReturnType<typeof setInterval>;
};
/** Rows the sweep already claimed: the queue's worker must not claim them a second time. */
const swept = (store.__consoleInboundSwept ??= new Set<number>());

export function getInboundQueue(): InboundQueue {
  store.__consoleInboundQueue ??= new InboundQueue(processStoredEvent);
  return store.__consoleInboundQueue;
}

export async function findWebhookSecret(webhookId: string): Promise<string | undefined> {
  try {
    return await readWebhookSecret(await getDb(), webhookId, getEncryptionKey());
  } catch (error) {
    // A secret sealed with a key the console no longer has: as good as unknown.
    console.error(`[console] the secret of webhook ${webhookId} could not be opened:`, error);
    return undefined;
  }
}

async function processStoredEvent(id: number): Promise<void> {
  const db = await getDb();
  const claimed =
    swept.delete(id) || (await claimInboundEvent(db, id, { now: new Date(), claimMs: CLAIM_MS }));
  if (!claimed) return;
  const record = await getInboundEvent(db, id);
  if (!record || !record.signatureValid || record.processedAt) return;
  const { error } = await processInboundEvent(record, {
    db,
    bus: getLiveBus(),
    now: () => new Date(),
    fetchUnacknowledgedCount: async () => {
      const client = await getComplianceClient();
      return (await client.listMonitoringAlerts({ page_size: 1 })).unacknowledged_count;
    },
    onRunEvent: (runId, status) => notifyRunEvent(getRunWatcher(), runId, status),
  });
  await markInboundEventProcessed(db, id, { now: new Date(), error });
}

/**
 * Verified deliveries stored but never processed (an instance stopped first), at start and every
 * 15 s after: claimed in the store, so two instances sweeping at once take different rows.
 */
export async function sweepUnprocessedInboundEvents(): Promise<number> {
  const db = await getDb();
  const queue = getInboundQueue();
  const now = new Date();
  const ids = await claimStaleInboundEvents(db, {
    now,
    claimMs: CLAIM_MS,
    storedBefore: new Date(now.getTime() - SWEEP_AFTER_MS),
    limit: 100,
  });
  for (const id of ids) {
    swept.add(id);
    queue.enqueue(id);
  }
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
