import "server-only";
import { isUpstreamError } from "@/lib/api/errors";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { claimRunLeases } from "@/lib/db/run-leases";
import { getPushMode } from "@/lib/webhooks/push-status";
import { getLiveBus } from "./bus";
import { instanceId } from "./instance";
import { PushHealth } from "./push-health";
import { recordRunUpdate } from "./run-updates";
import { RunWatcher } from "./run-watcher";
import { leaseScan, PUSH_QUIET_MS } from "./watcher-settings";

export { WATCH_LEASE_MS } from "./watcher-settings";

// One watcher per server process, shared by every bundle that loads this module.
const store = globalThis as typeof globalThis & { __consoleRunWatcher?: RunWatcher };

export function getRunWatcher(): RunWatcher {
  if (store.__consoleRunWatcher) return store.__consoleRunWatcher;
  const pushes = new PushHealth(PUSH_QUIET_MS);
  const watcher = new RunWatcher({
    // Each scan renews this instance's leases and claims free runs: across instances sharing the
    // store, every unfinished run is polled by exactly one of them (lib/db/run-leases.ts).
    listCandidates: async () => {
      const held = await claimRunLeases(await getDb(), leaseScan(instanceId(), new Date()));
      // The header's check, asked of the service at most once a minute, and only while it matters.
      if (held.length > 0 && pushes.deliveriesArriving) {
        void getPushMode().then((mode) => pushes.setConnected(mode === "pushed"));
      }
      return held;
    },
    pushesHealthy: () => pushes.healthy,
    fetchRun: async (runId) => (await getComplianceClient()).getFlowRun(runId),
    record: async (run) =>
      recordRunUpdate(
        { db: await getDb(), bus: getLiveBus(), now: () => new Date() },
        run,
        "watcher",
      ),
    isNotFound: (error) => isUpstreamError(error) && error.status === 404,
  });
  // An inbound event processed by any instance reaches every instance's bus: the one holding the
  // run's lease ends or brings forward its watch.
  getLiveBus().subscribe((event) => {
    if (event.type === "run.status" && event.data.source === "inbound") {
      notifyRunEvent(watcher, event.data.runId, event.data.status);
    }
    // inboundId 0 is a batch of refused deliveries, not a stored one.
    if (
      event.type === "webhook.delivery" &&
      event.data.signatureValid &&
      event.data.inboundId > 0
    ) {
      pushes.deliveryVerified();
    }
  });
  store.__consoleRunWatcher = watcher;
  return watcher;
}

/** Only the instance watching the run acts on it; the others' scans never claimed it. */
export function notifyRunEvent(watcher: RunWatcher, runId: string, status: string): void {
  if (watcher.isWatching(runId)) watcher.notifyEvent(runId, status);
}
