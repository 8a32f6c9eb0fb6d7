import { sql } from "kysely";
import { dialectOf } from "@/lib/db/connection";
import { toFlowRunRow, type FlowRunRow } from "@/lib/db/flow-run-row";
import { upsertFlowRunRows, type FlowRunObject } from "@/lib/db/flow-runs";
import type { Db } from "@/lib/db/schema";
import type { LiveBus } from "./bus";
import type { LiveEventData } from "./types";

export type RunUpdateSource = LiveEventData<"run.status">["source"];

export interface RunUpdateResult {
  changed: boolean;
  previousStatus: string | null;
  statusChanged: boolean;
}

type RunUpdateDeps = { db: Db; bus: LiveBus; now: () => Date };

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
export async function recordRunUpdate(
  deps: RunUpdateDeps,
  run: FlowRunObject,
  source: RunUpdateSource,
): Promise<RunUpdateResult> {
  const [result] = await recordRunUpdates(deps, [run], source);
  return result;
}

/**
 * Several updates at once (a batch of deliveries), with one result per update, in order, as if
 * they had been recorded one after the other: one read of the runs they name and one write of
 * those that changed, in one transaction on PostgreSQL; the announcements go out with its commit.
 * Serialised against every other update of the same runs, in this process and across instances.
 */
export function recordRunUpdates(
  deps: RunUpdateDeps,
  runs: readonly FlowRunObject[],
  source: RunUpdateSource,
): Promise<RunUpdateResult[]> {
  const ids = [...new Set(runs.map((run) => run.id))];
  // Every run's queue is joined at once (synchronously), so two batches naming the same runs
  // always wait in the same order and never for each other.
  const previous = Promise.all(ids.map((id) => (chains.get(id) ?? Promise.resolve()).catch(noop)));
  const next = previous.then(() => apply(deps, ids, runs, source));
  for (const id of ids) chains.set(id, next);
  void next
    .finally(() => {
      for (const id of ids) if (chains.get(id) === next) chains.delete(id);
    })
    .catch(noop);
  return next;
}

const noop = () => undefined;

interface Known {
  status: string;
  updatedAt: string;
  data: string | null;
}

async function apply(
  { db, bus, now }: RunUpdateDeps,
  ids: string[],
  runs: readonly FlowRunObject[],
  source: RunUpdateSource,
): Promise<RunUpdateResult[]> {
  const at = now();
  const work = async (trx: Db) => {
    const known = new Map<string, Known>();
    const rows = await trx
      .selectFrom("flow_runs")
      .select(["id", "status", "updated_at", "data"])
      .where("id", "in", ids)
      .execute();
    for (const row of rows) {
      known.set(row.id, { status: row.status, updatedAt: row.updated_at, data: row.data });
    }
    // The updates in order, by the store's own rule (lib/db/flow-runs.ts): what each would have
    // found, and the newest object per run, the only one written.
    const newest = new Map<string, FlowRunRow>();
    const decided = runs.map((run) => {
      const row = toFlowRunRow(run, at);
      const before = known.get(run.id);
      const changed =
        !before ||
        row.updated_at > before.updatedAt ||
        (row.updated_at === before.updatedAt && (before.data === null || row.data !== before.data));
      if (changed) {
        known.set(run.id, { status: run.status, updatedAt: row.updated_at, data: row.data });
        newest.set(run.id, row);
      }
      const previousStatus = before?.status ?? null;
      return {
        run,
        changed,
        previousStatus,
        statusChanged: changed && previousStatus !== run.status,
      };
    });
    const written = await upsertFlowRunRows(trx, [...newest.values()], {
      source: source === "inbound" ? "event" : "watcher",
      now: at,
    });
    // A run another writer made newer between the read and the write announces nothing.
    const results = decided.map(({ run, ...result }) =>
      written.has(run.id) ? result : { ...result, changed: false, statusChanged: false },
    );
    const announcements = decided.filter((_, index) => results[index].statusChanged);
    return { results, announcements };
  };
  const announce = (trx: Db, items: { run: FlowRunObject; previousStatus: string | null }[]) =>
    items.reduce(
      (chain, { run, previousStatus }) =>
        chain.then(() =>
          bus.publishWithin(
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
          ),
        ),
      Promise.resolve(),
    );

  if (dialectOf(db) !== "postgres") {
    // SQLite: one instance, whose updates of a run are serialised in process (above); the write is
    // one statement, and the announcements follow it.
    const { results, announcements } = await work(db);
    await announce(db, announcements);
    return results;
  }
  // PostgreSQL: the runs' advisory locks, taken in one order by every instance, make a second
  // instance recording the same change wait, find it recorded, and announce nothing. The events
  // are stored in the transaction and sent on its commit.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(key) from (select distinct hashtext('run:' || id) as key from unnest(${ids}::text[]) as id order by 1) as keys`.execute(
      trx,
    );
    const { results, announcements } = await work(trx);
    await announce(trx, announcements);
    return results;
  });
}
