import "server-only";
import { getDb } from "@/lib/db";
import { retireInstance } from "@/lib/db/run-leases";
import { startInboundSweep } from "@/lib/webhooks/runtime";
import { instanceId } from "./instance";
import { runBeforeExit } from "./shutdown";
import { getRunWatcher } from "./watcher-runtime";

/**
 * Called once per server start (instrumentation.ts, after the store is migrated): the run watcher
 * begins polling its leased runs, and deliveries stored but left unprocessed (by this instance
 * before a stop, or by another) are swept up now and every few seconds. On a graceful stop the
 * watcher stops and this instance's run leases are given back, so another instance polls them from
 * its next scan. (Singleton jobs hold transaction-scoped locks only: nothing to give back.)
 */
export function startLiveServices(): void {
  const watcher = getRunWatcher();
  watcher.start();
  startInboundSweep();
  runBeforeExit(async () => {
    await watcher.stop();
    await retireInstance(await getDb(), instanceId());
  });
}
