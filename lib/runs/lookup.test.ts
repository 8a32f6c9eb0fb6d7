import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FlowRun } from "@/lib/api/schemas/flow-run";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import { getFlowRun } from "@/lib/db/flow-runs";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";

let db: Db;
const published: unknown[] = [];
const upstreamRun: FlowRun = sampleFlowRun;
vi.mock("@/lib/db", () => ({ getDb: async () => db }));
vi.mock("@/lib/api/upstream", () => ({
  getComplianceClient: async () => ({ getFlowRun: async () => upstreamRun }),
}));
vi.mock("@/lib/events/bus", () => ({
  getLiveBus: () => ({ publish: (...args: unknown[]) => published.push(args) }),
}));

const { lookupRun } = await import("./lookup");

describe("looking up a run", () => {
  beforeEach(async () => {
    db = await createTestDb();
    published.length = 0;
  });

  it("indexes the run before answering, and announces a run the index did not know", async () => {
    const run = await lookupRun("run-1");
    expect(run.report).toBe("# Report");
    expect((await getFlowRun(db, "run-1"))?.status).toBe("COMPLETED");
    expect(published).toHaveLength(1);
  });

  it("for a page, answers first and indexes once the page has gone out", async () => {
    const tasks: Array<() => Promise<void>> = [];
    const run = await lookupRun("run-1", "lookup", (task) => tasks.push(task));
    expect(run.id).toBe("run-1");
    expect(await getFlowRun(db, "run-1")).toBeUndefined();

    expect(tasks).toHaveLength(1);
    await tasks[0]();
    const indexed = await getFlowRun(db, "run-1");
    expect(indexed).toMatchObject({ status: "COMPLETED", reportPresent: true });
    expect(published).toHaveLength(1);
  });

  it("answers even when the index cannot be written", async () => {
    db = {
      selectFrom: () => {
        throw new Error("store down");
      },
    } as unknown as Db;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(lookupRun("run-1")).resolves.toMatchObject({ id: "run-1" });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
