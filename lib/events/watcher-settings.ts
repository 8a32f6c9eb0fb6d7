import type { LeaseScan } from "@/lib/db/run-leases";

// Apart from watcher-runtime.ts (server-only) so the benchmark runs the watcher as the server does.

/** A heartbeat outlives a few missed scans; a dead instance's runs move on after this long. */
export const WATCH_LEASE_MS = 10_000;
/** A run still unfinished a day after it was triggered is stuck: it stops being polled. */
export const MAX_WATCH_AGE_MS = 24 * 60 * 60_000;
const CLAIMS_PER_SCAN = 200;
/**
 * Pushes count as healthy this long after the last verified delivery. Generous, because a quiet
 * service sends nothing for minutes; a broken path meanwhile costs at most one safety-net interval
 * of staleness.
 */
export const PUSH_QUIET_MS = 5 * 60_000;

/** One scan's lease request for this instance (lib/db/run-leases.ts). */
export function leaseScan(owner: string, now: Date): LeaseScan {
  return {
    owner,
    now,
    leaseMs: WATCH_LEASE_MS,
    maxWatchAgeMs: MAX_WATCH_AGE_MS,
    claimLimit: CLAIMS_PER_SCAN,
  };
}
