import type { Db } from "@/lib/db/schema";
import { getFlowRun, upsertFlowRun, type FlowRunObject } from "@/lib/db/flow-runs";
import { withRunRowLock } from "@/lib/db/run-lock";
import type { LiveBus } from "./bus";
import type { LiveEventData } from "./types";

export type RunUpdateSource = LiveEventData<"run.status">["source"];

export interface RunUpdateResult {
  changed: boolean;
  previousStatus: string | null;
  statusChanged: boolean;
}

// On globalThis: the watcher (started from instrumentation) and the receiver (a route bundle)
// may hold separate copies of this module but must share the per-run queues.
const store = globalThis as typeof globalThis & {
  __consoleRunChains?: Map<string, Promise<unknown>>;
};
const chains = (store.__consoleRunChains ??= new Map());

/**
 * Writes a run seen by the watcher or an inbound delivery to the local index and, when its status
 * changed, announces it on the live bus. Updates of one run are serialised, so when the watcher and
 * a delivery see the same change at once, exactly one of them announces it.
 */
export function recordRunUpdate(
  deps: { db: Db; bus: LiveBus; now: () => Date },
  run: FlowRunObject,
  source: RunUpdateSource,
): Promise<RunUpdateResult> {
  const previous = chains.get(run.id) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => apply(deps, run, source));
  chains.set(run.id, next);
  void next
    .finally(() => {
      if (chains.get(run.id) === next) chains.delete(run.id);
    })
    .catch(() => undefined);
  return next;
}

async function apply(
  { db, bus, now }: { db: Db; bus: LiveBus; now: () => Date },
  run: FlowRunObject,
  source: RunUpdateSource,
): Promise<RunUpdateResult> {
  // Record and announce in one transaction holding the run's row: when two instances see the same
  // change at once, the second waits, finds it recorded, and announces nothing.
  return withRunRowLock(db, run.id, async (trx) => {
    const before = await getFlowRun(trx, run.id);
    const changed = await upsertFlowRun(trx, run, {
      source: source === "inbound" ? "event" : "watcher",
      now: now(),
    });
    const previousStatus = before?.status ?? null;
    // An older snapshot arriving late does not change the index, so it announces nothing.
    const statusChanged = changed && previousStatus !== run.status;
    if (statusChanged) {
      await bus.publishWithin(
        trx,
        "run.status",
        {
          runId: run.id,
          flowId: run.flow_id ?? null,
          status: run.status,
          previousStatus,
          source,
        },
        { now: now() },
      );
    }
    return { changed, previousStatus, statusChanged };
  });
}
