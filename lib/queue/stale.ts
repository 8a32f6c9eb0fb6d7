/**
 * The queue's sync throttle, apart from the sync itself so that the webhook processor (which
 * unit tests load without a server) can mark it stale without pulling in the upstream client.
 */
export const queueSyncState = globalThis as typeof globalThis & {
  __queueSync?: { at: number; pending?: Promise<void> };
};

/** An event just changed the local index: the next read of the queue syncs again. */
export function markQueueStale(): void {
  if (queueSyncState.__queueSync) queueSyncState.__queueSync.at = 1;
}
