import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getFlowRun, indexTriggeredRun, upsertFlowRun } from "./flow-runs";
import { makeRun } from "./flow-runs.fixtures";
import { claimRunLeases } from "./run-leases";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const now = new Date("2025-06-01T12:00:00.000Z");

/** What the run watcher would poll: every run not known to be terminal (its lease scan). */
const watchable = (db: Db) =>
  claimRunLeases(db, {
    owner: "watcher",
    now: new Date(Date.UTC(2025, 0, 2)),
    leaseMs: 10_000,
    maxWatchAgeMs: 3 * 365 * 24 * 60 * 60_000,
    claimLimit: 100,
  });

describe("flow run index: upsert", () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("stores the run with the columns the list needs and the full object", async () => {
    const run = makeRun(2, { degraded: true, meta: { a: 1 } });
    expect(await upsertFlowRun(db, run, { source: "event", now })).toBe(true);
    const stored = await getFlowRun(db, run.id);
    expect(stored).toMatchObject({
      id: "run-00002",
      flowId: "flow-2",
      status: "COMPLETED",
      triggerType: "schedule",
      hasOutput: true,
      reportPresent: true,
      degraded: true,
      errorCode: null,
      durationMs: 2 * 60_000,
      input: { n: 2 },
      source: "event",
      indexedAt: now.toISOString(),
    });
    expect(stored?.data).toEqual(run);
    expect(await getFlowRun(db, makeRun(3).id)).toBeUndefined();
  });

  it("keeps the error code of a failed run", async () => {
    await upsertFlowRun(db, makeRun(3), { source: "lookup", now });
    expect((await getFlowRun(db, "run-00003"))?.errorCode).toBe("TOOL_ERROR");
  });

  it("keeps the newest run by updated_at, whatever order updates arrive in", async () => {
    const running = makeRun(1, { status: "RUNNING", updated_at: "2025-01-01T00:01:01Z" });
    const completed = makeRun(1, {
      status: "COMPLETED",
      completed_at: "2025-01-01T00:03:00Z",
      updated_at: "2025-01-01T00:03:00Z",
    });
    expect(await upsertFlowRun(db, completed, { source: "event", now })).toBe(true);
    expect(await upsertFlowRun(db, running, { source: "watcher", now })).toBe(false);
    expect((await getFlowRun(db, "run-00001"))?.status).toBe("COMPLETED");

    expect(await upsertFlowRun(db, completed, { source: "lookup", now })).toBe(false);
    const enriched = { ...completed, meta: { note: "same time, more data" } };
    expect(await upsertFlowRun(db, enriched, { source: "lookup", now })).toBe(true);
    const stored = await getFlowRun(db, "run-00001");
    expect(stored?.data).toEqual(enriched);
    expect(stored?.source).toBe("event");
  });

  it("lists a triggered run at once and lets the upstream's object replace the stub", async () => {
    await indexTriggeredRun(db, {
      id: "run-new",
      flowId: "flow-9",
      input: { q: 1 },
      triggeredBy: "ana@example.com",
      now,
    });
    const stub = await getFlowRun(db, "run-new");
    expect(stub).toMatchObject({ status: "QUEUED", source: "triggered", data: null });
    expect(await watchable(db)).toEqual(["run-new"]);

    // The upstream clock may be behind ours: its object still wins over the stub.
    const real = makeRun(0, {
      id: "run-new",
      flow_id: "flow-9",
      status: "RUNNING",
      triggered_by: "service_account",
    });
    expect(await upsertFlowRun(db, real, { source: "watcher", now })).toBe(true);
    await indexTriggeredRun(db, { id: "run-new", flowId: "x", input: {}, triggeredBy: "x", now });
    const stored = await getFlowRun(db, "run-new");
    expect(stored?.status).toBe("RUNNING");
    // The upstream names the console's key (service_account); the analyst who triggered it stays.
    expect(stored?.triggeredBy).toBe("ana@example.com");
  });

  it("gives the watcher every run not known to be terminal, unknown statuses included", async () => {
    for (let n = 0; n < 6; n++) await upsertFlowRun(db, makeRun(n), { source: "event", now });
    await upsertFlowRun(db, makeRun(6, { status: "PAUSED" }), { source: "event", now });
    expect((await watchable(db)).sort()).toEqual(["run-00000", "run-00001", "run-00006"]);
  });
});
