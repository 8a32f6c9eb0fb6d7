import "server-only";
import { getComplianceClient } from "@/lib/api/upstream";
import { getEncryptionKey } from "@/lib/crypto/console-keys";
import { getDb } from "@/lib/db";
import {
  getInboundEvent,
  listUnprocessedInboundEvents,
  markInboundEventProcessed,
} from "@/lib/db/inbound-events";
import { readWebhookSecret } from "@/lib/db/webhook-secrets";
import { getLiveBus } from "@/lib/events/bus";
import { getRunWatcher, notifyRunEvent } from "@/lib/events/watcher-runtime";
import { InboundQueue } from "./inbound-queue";
import { processInboundEvent } from "./process";

/**
 * The receiver's server-side wiring: secrets from the store, processing after the response on the
 * process-wide queue, and recovery of rows a stopped process left unprocessed.
 */
const store = globalThis as typeof globalThis & { __consoleInboundQueue?: InboundQueue };

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

/** At start: verified deliveries stored but never processed (the process stopped first). */
export async function recoverUnprocessedInboundEvents(): Promise<number> {
  const db = await getDb();
  const queue = getInboundQueue();
  let recovered = 0;
  for (;;) {
    const rows = await listUnprocessedInboundEvents(db, 100);
    if (rows.length === 0) return recovered;
    for (const row of rows) queue.enqueue(row.id);
    await queue.idle();
    recovered += rows.length;
    // A row that still is not marked would be listed forever; its error is logged by the queue.
    const again = await listUnprocessedInboundEvents(db, 1);
    if (again.length > 0 && again[0].id === rows[0].id) return recovered;
  }
}
