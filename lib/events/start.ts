import "server-only";
import { startInboundSweep } from "@/lib/webhooks/runtime";
import { getRunWatcher } from "./watcher-runtime";

/**
 * Called once per server start (instrumentation.ts, after the store is migrated): the run watcher
 * begins polling its leased runs, and deliveries stored but left unprocessed (by this instance
 * before a stop, or by another) are swept up now and every few seconds.
 */
export function startLiveServices(): void {
  getRunWatcher().start();
  startInboundSweep();
}
