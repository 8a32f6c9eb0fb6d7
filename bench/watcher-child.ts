import { isUpstreamError } from "../lib/api/errors";
import { createComplianceClient } from "../lib/api/client";
import { openDatabase } from "../lib/db/connection";
import { claimRunLeases, retireInstance } from "../lib/db/run-leases";
import { LiveBus } from "../lib/events/bus";
import { PushHealth } from "../lib/events/push-health";
import { recordRunUpdate } from "../lib/events/run-updates";
import { RunWatcher } from "../lib/events/run-watcher";
import { leaseScan, PUSH_QUIET_MS } from "../lib/events/watcher-settings";

/**
 * The console's run watcher alone in a process of its own, wired as lib/events/watcher-runtime.ts
 * wires it (the same store code, upstream client, settings and bus), so the benchmark can read
 * its CPU time apart from the sandbox's. Run by bench/watcher-cost.ts with
 * `tsx --conditions=react-server` (the server-only modules then load as they do in the server).
 */
export interface WatcherChildConfig {
  databaseUrl?: string;
  searchPath?: string;
  dataDir: string;
  sandboxUrl: string;
  apiKey: string;
  /** The console's webhook is connected and verified deliveries keep arriving. */
  pushesHealthy: boolean;
}

export type WatcherChildMessage = { type: "cpu" } | { type: "stop" };
export type WatcherChildReply =
  { type: "ready" } | { type: "cpu"; cpuMicros: number; watched: number } | { type: "stopped" };

const owner = "bench-watcher";
const DELIVERY_EVERY_MS = 30_000;

async function main(config: WatcherChildConfig): Promise<void> {
  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    searchPath: config.searchPath,
    poolSize: 4,
  });
  const bus = new LiveBus(1_000);
  const client = createComplianceClient({ baseUrl: config.sandboxUrl, apiKey: config.apiKey });
  const pushes = new PushHealth(PUSH_QUIET_MS);
  let deliveries: ReturnType<typeof setInterval> | undefined;
  if (config.pushesHealthy) {
    // What the inbound receiver does for each verified delivery, at a modest pace.
    pushes.setConnected(true);
    pushes.deliveryVerified();
    deliveries = setInterval(() => pushes.deliveryVerified(), DELIVERY_EVERY_MS);
  }
  const watcher = new RunWatcher({
    listCandidates: () => claimRunLeases(db, leaseScan(owner, new Date())),
    pushesHealthy: () => pushes.healthy,
    fetchRun: (runId) => client.getFlowRun(runId),
    record: (run) => recordRunUpdate({ db, bus, now: () => new Date() }, run, "watcher"),
    isNotFound: (error) => isUpstreamError(error) && error.status === 404,
  });
  watcher.start();
  const reply = (message: WatcherChildReply) => process.send?.(message);
  process.on("message", (message: WatcherChildMessage) => {
    if (message.type === "cpu") {
      const { user, system } = process.cpuUsage();
      reply({ type: "cpu", cpuMicros: user + system, watched: watcher.watchedRunIds.length });
      return;
    }
    void (async () => {
      clearInterval(deliveries);
      await watcher.stop();
      await retireInstance(db, owner);
      await db.destroy();
      reply({ type: "stopped" });
      process.disconnect?.();
    })();
  });
  reply({ type: "ready" });
}

main(JSON.parse(process.argv[2] ?? "{}") as WatcherChildConfig).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
