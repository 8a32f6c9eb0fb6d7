import type { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFlowRunRow } from "./flow-run-row";
import { flowRunPageQuery, listFlowRuns, type FlowRunQuery } from "./flow-runs-list";
import { makeRun } from "./flow-runs.fixtures";
import type { Db } from "./schema";
import { createTestDb, testDatabaseUrl } from "./test-db";

const RUN_COUNT = 10_000;

async function plan(db: Db, compiled: CompiledQuery): Promise<string[]> {
  const result = await db.executeQuery<{ detail: string }>({
    ...compiled,
    sql: `explain query plan ${compiled.sql}`,
  });
  return result.rows.map((row) => row.detail);
}

/** A step that reads the whole table rather than an index. */
const fullTableScan = (step: string) => /^SCAN flow_runs$/.test(step);
const sortsInMemory = (step: string) => step.includes("TEMP B-TREE");

// SQLite's `explain query plan` wording; PostgreSQL's plans are checked by the benchmark's figures.
describe.skipIf(testDatabaseUrl())(`flow run index at ${RUN_COUNT} runs`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < RUN_COUNT; start += 500) {
        const rows = Array.from({ length: 500 }, (_, k) => ({
          ...toFlowRunRow(makeRun(start + k), now),
          source: "event" as const,
          indexed_at: now.toISOString(),
        }));
        await trx.insertInto("flow_runs").values(rows).execute();
      }
    });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it.each([
    ["triggered_at", "desc"],
    ["triggered_at", "asc"],
    ["started_at", "asc"],
    ["completed_at", "desc"],
    ["duration", "desc"],
    ["duration", "asc"],
  ] as const)(
    "reads a deep page sorted by %s %s straight from an index",
    async (sort, direction) => {
      const steps = await plan(
        db,
        flowRunPageQuery(db, { sort, direction, page: 150, pageSize: 50 }).compile(),
      );
      expect(steps.join(" | ")).toMatch(/USING (COVERING )?INDEX flow_runs_/);
      expect(steps.filter(sortsInMemory)).toEqual([]);
      expect(steps.filter(fullTableScan)).toEqual([]);
    },
  );

  it.each<FlowRunQuery>([
    { status: ["FAILED"] },
    { flowId: "flow-2" },
    { triggerType: "manual" },
    {
      status: ["COMPLETED"],
      triggeredFrom: "2025-01-02T00:00:00Z",
      triggeredTo: "2025-01-04T00:00:00Z",
    },
  ])("serves the filtered default view %j from one index, pre-sorted", async (filter) => {
    const steps = await plan(
      db,
      flowRunPageQuery(db, { ...filter, page: 20, pageSize: 50 }).compile(),
    );
    expect(steps.join(" | ")).toMatch(/^SEARCH flow_runs USING (COVERING )?INDEX flow_runs_/);
    expect(steps.filter(sortsInMemory)).toEqual([]);
  });

  it.each<FlowRunQuery>([
    { status: ["COMPLETED", "FAILED"], sort: "completed_at" },
    { flowId: "flow-1", sort: "duration", direction: "asc" },
  ])("never scans the whole table for %j", async (query) => {
    const steps = await plan(db, flowRunPageQuery(db, query).compile());
    expect(steps.filter(fullTableScan)).toEqual([]);
    expect(steps.some((step) => step.includes("USING INDEX"))).toBe(true);
  });

  it("returns the right rows and total for a deep filtered page", async () => {
    const page = await listFlowRuns(db, { status: ["FAILED"], page: 10, pageSize: 50 });
    const expected = Array.from({ length: RUN_COUNT }, (_, n) => n)
      .filter((n) => n % 6 === 3)
      .reverse()
      .slice(450, 500)
      .map((n) => `run-${String(n).padStart(5, "0")}`);
    expect(page.total).toBe(Math.floor(RUN_COUNT / 6) + (RUN_COUNT % 6 > 3 ? 1 : 0));
    expect(page.items.map((run) => run.id)).toEqual(expected);
  });
});
