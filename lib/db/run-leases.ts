import { toIso } from "./codec";
import { dialectOf } from "./connection";
import { UNFINISHED_RUNS_PREDICATE } from "./migrations/0006-shared-store";
import type { Db, FlowRunWatchColumns } from "./schema";

/**
 * Leases on unfinished runs, so that each is polled by one console instance however many share the
 * store. An instance renews what it holds on every scan and claims free or expired leases; one
 * that stops renewing (killed, partitioned) loses its runs to the others when the lease ends.
 * PostgreSQL claims with FOR UPDATE SKIP LOCKED, so instances scanning at once never block on or
 * take the same run; SQLite has one writer (one instance), so it needs no row locks.
 */
export interface LeaseScan {
  owner: string;
  now: Date;
  leaseMs: number;
  /** Runs triggered longer ago than this are no longer polled: stuck runs do not poll forever. */
  maxWatchAgeMs: number;
  /** Free runs claimed per scan; every scan claims more, so no unfinished run is left out. */
  claimLimit: number;
}

const withLeases = (db: Db) => db.withTables<{ flow_runs: FlowRunWatchColumns }>();

/** Renews this instance's leases, claims free ones, and returns the ids it now holds. */
export async function claimRunLeases(db: Db, scan: LeaseScan): Promise<string[]> {
  const ldb = withLeases(db);
  const now = toIso(scan.now);
  const until = toIso(scan.now.getTime() + scan.leaseMs);
  const cutoff = toIso(scan.now.getTime() - scan.maxWatchAgeMs);
  const renewed = await ldb
    .updateTable("flow_runs")
    .set({ watch_lease_until: until })
    .where(UNFINISHED_RUNS_PREDICATE)
    .where("watch_owner", "=", scan.owner)
    .where("watch_lease_until", ">=", now)
    .where("triggered_at", ">=", cutoff)
    .returning("id")
    .execute();
  const postgres = dialectOf(db) === "postgres";
  const free = ldb
    .selectFrom("flow_runs")
    .select("id")
    .where(UNFINISHED_RUNS_PREDICATE)
    .where("triggered_at", ">=", cutoff)
    .where((eb) => eb.or([eb("watch_lease_until", "is", null), eb("watch_lease_until", "<", now)]))
    .orderBy("triggered_at")
    .limit(scan.claimLimit)
    .$if(postgres, (qb) => qb.forUpdate().skipLocked());
  const claimed = await ldb
    .updateTable("flow_runs")
    .set({ watch_owner: scan.owner, watch_lease_until: until })
    .where("id", "in", free)
    .returning("id")
    .execute();
  return [...renewed, ...claimed].map((row) => row.id);
}

/** Gives a run back at once (this instance stops watching it, or shuts down). */
export async function releaseRunLeases(db: Db, owner: string, runIds?: string[]): Promise<void> {
  if (runIds?.length === 0) return;
  await withLeases(db)
    .updateTable("flow_runs")
    .set({ watch_owner: null, watch_lease_until: null })
    .where("watch_owner", "=", owner)
    .$if(runIds !== undefined, (qb) => qb.where("id", "in", runIds ?? []))
    .execute();
}

/** For /api/health: live leases, this instance's and everyone's. */
export async function countRunLeases(
  db: Db,
  { owner, now }: { owner: string; now: Date },
): Promise<{ held: number; total: number }> {
  const rows = await withLeases(db)
    .selectFrom("flow_runs")
    .select(["watch_owner", (eb) => eb.fn.countAll<number>().as("count")])
    .where(UNFINISHED_RUNS_PREDICATE)
    .where("watch_lease_until", ">=", toIso(now))
    .groupBy("watch_owner")
    .execute();
  const held = rows.find((row) => row.watch_owner === owner)?.count ?? 0;
  return { held: Number(held), total: rows.reduce((sum, row) => sum + Number(row.count), 0) };
}
