import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexTriggeredRun, upsertFlowRun, type FlowRunSummary } from "./flow-runs";
import {
  countFlowRuns,
  countFlowRunsByScan,
  listFlowRuns,
  type FlowRunQuery,
} from "./flow-runs-list";
import { makeRun } from "./flow-runs.fixtures";
import type { Db } from "./schema";
import { createTestDb } from "./test-db";

const RUNS = Array.from({ length: 30 }, (_, n) => makeRun(n));
const ids = (items: FlowRunSummary[]) => items.map((run) => run.id);

async function all(db: Db, query: FlowRunQuery) {
  return listFlowRuns(db, { ...query, pageSize: 100 });
}

describe("flow run index: list", () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    const now = new Date();
    for (const run of [...RUNS].reverse()) await upsertFlowRun(db, run, { source: "event", now });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("defaults to newest triggered first", async () => {
    const page = await listFlowRuns(db);
    expect(page.total).toBe(30);
    expect(page.items[0].id).toBe("run-00029");
    expect(page.items.at(-1)?.id).toBe("run-00005");
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
  });

  it("pages without gaps or repeats and reports the total", async () => {
    const first = await listFlowRuns(db, { pageSize: 7, page: 1, direction: "asc" });
    const second = await listFlowRuns(db, { pageSize: 7, page: 2, direction: "asc" });
    const last = await listFlowRuns(db, { pageSize: 7, page: 5, direction: "asc" });
    expect(ids(first.items)).toEqual(RUNS.slice(0, 7).map((r) => r.id));
    expect(ids(second.items)).toEqual(RUNS.slice(7, 14).map((r) => r.id));
    expect(ids(last.items)).toEqual(["run-00028", "run-00029"]);
    expect(last.total).toBe(30);
    expect((await listFlowRuns(db, { page: 9 })).items).toEqual([]);
  });

  it("clamps page size and page number from untrusted input", async () => {
    const page = await listFlowRuns(db, { pageSize: 10_000, page: -3 });
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
  });

  it("filters by several statuses, flow, trigger type and triggered time", async () => {
    const finished = await all(db, { status: ["COMPLETED", "FAILED"] });
    expect(finished.total).toBe(10);
    expect(finished.items.every((r) => ["COMPLETED", "FAILED"].includes(r.status))).toBe(true);

    const combined = await all(db, { flowId: "flow-1", triggerType: "manual", direction: "asc" });
    expect(ids(combined.items)).toEqual(["run-00009", "run-00021"]);

    const window = await all(db, {
      triggeredFrom: "2025-01-01T00:10:00Z",
      triggeredTo: new Date("2025-01-01T00:13:00Z"),
      direction: "asc",
    });
    expect(ids(window.items)).toEqual(["run-00010", "run-00011", "run-00012"]);
  });

  it.each(["asc", "desc"] as const)(
    "sorts by duration %s with unfinished runs last",
    async (direction) => {
      const { items } = await all(db, { sort: "duration", direction });
      const durations = items.map((r) => r.durationMs);
      const known = durations.filter((d): d is number => d !== null);
      expect(known).toEqual([...known].sort((a, b) => (direction === "asc" ? a - b : b - a)));
      expect(durations.slice(known.length).every((d) => d === null)).toBe(true);
      expect(known).toHaveLength(15);
    },
  );

  it.each(["started_at", "completed_at"] as const)("sorts by %s both ways", async (sort) => {
    const key = sort === "started_at" ? "startedAt" : "completedAt";
    const asc = (await all(db, { sort, direction: "asc" })).items.map((r) => r[key]);
    const desc = (await all(db, { sort, direction: "desc" })).items.map((r) => r[key]);
    const known = asc.filter((v) => v !== null);
    expect(known).toEqual([...known].sort());
    expect(desc.filter((v) => v !== null)).toEqual([...known].reverse());
    expect(asc.at(-1)).toBeNull();
    expect(desc.at(-1)).toBeNull();
  });

  it("breaks ties by id so equal sort values page stably", async () => {
    const { items } = await all(db, { sort: "duration", direction: "desc" });
    const sixMinutes = items.filter((r) => r.durationMs === 6 * 60_000);
    expect(sixMinutes.length).toBeGreaterThan(1);
    expect(ids(sixMinutes)).toEqual([...ids(sixMinutes)].sort().reverse());
  });
});

describe("flow run index: totals", () => {
  let db: Db;
  afterAll(async () => {
    await db.destroy();
  });

  const filters: FlowRunQuery[] = [
    {},
    { status: ["QUEUED"] },
    { status: ["RUNNING", "COMPLETED"] },
    { flowId: "flow-1" },
    { flowId: "flow-9" },
    { triggerType: "manual" },
    { triggerType: "api", status: ["COMPLETED"], flowId: "flow-0" },
  ];
  const expectTotalsToMatchTheRuns = async () => {
    for (const filter of filters) {
      expect([filter, await countFlowRuns(db, filter)]).toEqual([
        filter,
        await countFlowRunsByScan(db, filter),
      ]);
    }
  };

  it("stay equal to the matching runs as runs arrive, move on and leave", async () => {
    db = await createTestDb();
    const now = new Date();
    for (const run of RUNS) await upsertFlowRun(db, run, { source: "event", now });
    await indexTriggeredRun(db, {
      id: "new-1",
      flowId: "flow-9",
      input: {},
      triggeredBy: "a",
      now,
    });
    expect(await countFlowRuns(db, {})).toBe(31);
    expect(await countFlowRuns(db, { flowId: "flow-9" })).toBe(1);
    await expectTotalsToMatchTheRuns();

    // The triggered run is reported for real (another trigger type), queued runs finish, and an
    // older report of one changes nothing.
    await upsertFlowRun(db, makeRun(1, { id: "new-1", flow_id: "flow-9", trigger_type: "api" }), {
      source: "watcher",
      now,
    });
    for (const n of [0, 6, 12]) {
      const done = makeRun(n, { status: "COMPLETED", updated_at: "2026-01-01T00:00:00.000Z" });
      await upsertFlowRun(db, done, { source: "event", now });
      await upsertFlowRun(db, makeRun(n), { source: "event", now });
    }
    await db.deleteFrom("flow_runs").where("id", "=", "run-00001").execute();
    await expectTotalsToMatchTheRuns();
    expect(await countFlowRuns(db, { status: ["QUEUED"] })).toBe(2);
    expect(await countFlowRuns(db, { status: ["RUNNING"], flowId: "flow-9" })).toBe(1);
    expect(await countFlowRuns(db, { status: ["NOPE"] })).toBe(0);
  });
});
