import "server-only";
import { recoverUnprocessedInboundEvents } from "@/lib/webhooks/runtime";
import { getRunWatcher } from "./watcher-runtime";

/**
 * Called once per server start (instrumentation.ts, after the store is migrated): the run watcher
 * begins polling the index, and deliveries stored but not processed before a stop are processed.
 */
export function startLiveServices(): void {
  getRunWatcher().start();
  recoverUnprocessedInboundEvents()
    .then((count) => {
      if (count > 0) console.log(`[console] processed ${count} inbound events left from before`);
    })
    .catch((error: unknown) => console.error("[console] inbound event recovery failed:", error));
}
