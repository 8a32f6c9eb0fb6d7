import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { dialectOf } from "./connection";
import { upsertFlowRun } from "./flow-runs";
import { makeRun } from "./flow-runs.fixtures";
import { claimRunLeases, countRunLeases, releaseRunLeases, retireInstance } from "./run-leases";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const base = Date.UTC(2025, 0, 1);
const at = (minutes: number) => new Date(base + minutes * 60_000);
const scan = (owner: string, now: Date, claimLimit = 100) => ({
  owner,
  now,
  leaseMs: 10_000,
  maxWatchAgeMs: 24 * 60 * 60_000,
  claimLimit,
});

/** Runs 0..n-1: every sixth one QUEUED, every sixth+1 RUNNING (makeRun's cycle), the rest done. */
async function seed(db: Db, count: number): Promise<string[]> {
  const unfinished: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const run = makeRun(n);
    await upsertFlowRun(db, run, { source: "event", now: at(n) });
    if (run.status === "QUEUED" || run.status === "RUNNING") unfinished.push(run.id);
  }
  return unfinished;
}

describe("run watch leases", () => {
  let db: Db;
  afterEach(async () => {
    await db.destroy();
  });

  it("hands each unfinished run to one instance, and only unfinished ones", async () => {
    db = await createTestDb();
    const unfinished = await seed(db, 24);
    const now = at(30);
    const [a, b] = await Promise.all([
      claimRunLeases(db, scan("a", now)),
      claimRunLeases(db, scan("b", now)),
    ]);
    expect([...a, ...b].sort()).toEqual(unfinished);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    // The next scans renew; the other instance takes nothing held.
    const held = a.length > 0 ? "a" : "b";
    const other = held === "a" ? "b" : "a";
    expect((await claimRunLeases(db, scan(held, at(30.1)))).sort()).toEqual(unfinished);
    expect(await claimRunLeases(db, scan(other, at(30.1)))).toEqual([]);
    expect(await countRunLeases(db, { owner: held, now: at(30.1), leaseMs: 10_000 })).toEqual({
      held: unfinished.length,
      total: unfinished.length,
    });
  });

  it("leaves no run out: past the per-scan limit, later scans claim the rest", async () => {
    db = await createTestDb();
    const unfinished = await seed(db, 60);
    const seen = new Set<string>();
    for (let k = 0; k < 5; k += 1) {
      for (const id of await claimRunLeases(db, scan("a", at(61 + k * 0.01), 4))) seen.add(id);
    }
    expect(unfinished.length).toBe(20);
    expect([...seen].sort()).toEqual(unfinished);
  });

  it("lets another instance take over the runs of one that stopped scanning, or released them", async () => {
    db = await createTestDb();
    const unfinished = await seed(db, 12);
    expect((await claimRunLeases(db, scan("a", at(20)))).sort()).toEqual(unfinished);
    expect(await claimRunLeases(db, scan("b", at(20.1)))).toEqual([]);
    // a stops scanning: 10 s after its last heartbeat its runs are free.
    expect(
      (await claimRunLeases(db, scan("b", new Date(at(20).getTime() + 10_001)))).sort(),
    ).toEqual(unfinished);
    await releaseRunLeases(db, "b", [unfinished[0] as string]);
    expect(await claimRunLeases(db, scan("a", at(20.2)))).toEqual([unfinished[0]]);
  });

  it("hands a stopping instance's runs to the next scan of another, without waiting for its lease", async () => {
    db = await createTestDb();
    const unfinished = await seed(db, 12);
    expect((await claimRunLeases(db, scan("a", at(20)))).sort()).toEqual(unfinished);
    await retireInstance(db, "a");
    // A moment later, well within a's lease, b takes every run.
    expect((await claimRunLeases(db, scan("b", at(20.01)))).sort()).toEqual(unfinished);
    expect(await countRunLeases(db, { owner: "b", now: at(20.01), leaseMs: 10_000 })).toEqual({
      held: unfinished.length,
      total: unfinished.length,
    });
  });

  it("stops watching runs older than the maximum watch age", async () => {
    db = await createTestDb();
    await seed(db, 12);
    const dayLater = new Date(at(6).getTime() + 24 * 60 * 60_000 - 1);
    // Runs 0, 1 are older than a day then; 6, 7 are not.
    expect((await claimRunLeases(db, scan("a", dayLater))).sort()).toEqual([
      "run-00006",
      "run-00007",
    ]);
  });

  it("reads the unfinished runs through their partial index, not the whole table", async () => {
    db = await createTestDb();
    await seed(db, 12);
    const query = db
      .selectFrom("flow_runs")
      .select("id")
      .where(sql.raw<boolean>("status not in ('COMPLETED', 'FAILED', 'CANCELLED', 'SKIPPED')"))
      .where("triggered_at", ">=", "2025-01-01")
      .compile();
    const explain = dialectOf(db) === "postgres" ? "explain (costs off) " : "explain query plan ";
    // Small tables make a sequential scan cheapest on PostgreSQL; ask for the plan it would use.
    if (dialectOf(db) === "postgres") await sql`set enable_seqscan = off`.execute(db);
    const { rows } = await db.executeQuery<Record<string, string>>({
      ...query,
      sql: explain + query.sql,
    });
    expect(JSON.stringify(rows)).toContain("flow_runs_unfinished");
  });
});
