import { toIso } from "./codec";
import { dialectOf } from "./connection";
import { UNFINISHED_RUNS_PREDICATE } from "./migrations/0006-shared-store";
import type { Db, FlowRunWatchColumns } from "./schema";

/**
 * Leases on unfinished runs, so that each is polled by one console instance however many share the
 * store. A lease is the run's `watch_owner`, valid while that instance's heartbeat is fresh: each
 * scan writes one heartbeat row (not one row per run held), lists what it holds and claims runs
 * whose owner is gone. An instance that stops scanning (killed, partitioned) loses its runs to the
 * others `leaseMs` later. PostgreSQL claims with FOR UPDATE SKIP LOCKED, so instances scanning at
 * once never block on or take the same run; SQLite has one writer (one instance).
 */
export interface LeaseScan {
  owner: string;
  now: Date;
  /** An owner whose heartbeat is older than this has lost its leases. */
  leaseMs: number;
  /** Runs triggered longer ago than this are no longer polled: stuck runs do not poll forever. */
  maxWatchAgeMs: number;
  /** Free runs claimed per scan; every scan claims more, so no unfinished run is left out. */
  claimLimit: number;
}

const withLeases = (db: Db) => db.withTables<{ flow_runs: FlowRunWatchColumns }>();

/** Beats this instance's heart, claims free runs, and returns the ids it now holds. */
export async function claimRunLeases(db: Db, scan: LeaseScan): Promise<string[]> {
  const ldb = withLeases(db);
  const now = toIso(scan.now);
  const cutoff = toIso(scan.now.getTime() - scan.maxWatchAgeMs);
  await db
    .insertInto("console_instances")
    .values({ id: scan.owner, started_at: now, heartbeat_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ heartbeat_at: now }))
    .execute();
  const live = db
    .selectFrom("console_instances")
    .select("id")
    .where("heartbeat_at", ">=", toIso(scan.now.getTime() - scan.leaseMs));
  const free = ldb
    .selectFrom("flow_runs")
    .select("id")
    .where(UNFINISHED_RUNS_PREDICATE)
    .where("triggered_at", ">=", cutoff)
    .where((eb) => eb.or([eb("watch_owner", "is", null), eb("watch_owner", "not in", live)]))
    .orderBy("triggered_at")
    .limit(scan.claimLimit)
    .$if(dialectOf(db) === "postgres", (qb) => qb.forUpdate().skipLocked());
  await ldb
    .updateTable("flow_runs")
    .set({ watch_owner: scan.owner })
    .where("id", "in", free)
    .execute();
  const held = await ldb
    .selectFrom("flow_runs")
    .select("id")
    .where(UNFINISHED_RUNS_PREDICATE)
    .where("triggered_at", ">=", cutoff)
    .where("watch_owner", "=", scan.owner)
    .execute();
  return held.map((row) => row.id);
}

/** Gives runs back at once (this instance stops watching them, or shuts down). */
export async function releaseRunLeases(db: Db, owner: string, runIds?: string[]): Promise<void> {
  if (runIds?.length === 0) return;
  await withLeases(db)
    .updateTable("flow_runs")
    .set({ watch_owner: null })
    .where("watch_owner", "=", owner)
    .$if(runIds !== undefined, (qb) => qb.where("id", "in", runIds ?? []))
    .execute();
}

/** For /api/health: live leases, this instance's and those of every live instance. */
export async function countRunLeases(
  db: Db,
  { owner, now, leaseMs }: { owner: string; now: Date; leaseMs: number },
): Promise<{ held: number; total: number }> {
  const live = db
    .selectFrom("console_instances")
    .select("id")
    .where("heartbeat_at", ">=", toIso(now.getTime() - leaseMs));
  const rows = await withLeases(db)
    .selectFrom("flow_runs")
    .select(["watch_owner", (eb) => eb.fn.countAll<number>().as("count")])
    .where(UNFINISHED_RUNS_PREDICATE)
    .where("watch_owner", "in", live)
    .groupBy("watch_owner")
    .execute();
  const held = rows.find((row) => row.watch_owner === owner)?.count ?? 0;
  return { held: Number(held), total: rows.reduce((sum, row) => sum + Number(row.count), 0) };
}

/**
 * A graceful stop: the instance gives back every run it watches and its heartbeat, so the next
 * scan of any other instance takes the runs over at once instead of after the lease times out.
 */
export async function retireInstance(db: Db, owner: string): Promise<void> {
  await releaseRunLeases(db, owner);
  await db.deleteFrom("console_instances").where("id", "=", owner).execute();
}
