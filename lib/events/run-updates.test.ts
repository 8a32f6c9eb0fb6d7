import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import { getFlowRun, indexTriggeredRun } from "@/lib/db/flow-runs";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { LiveBus, type BusEvent } from "./bus";
import { recordRunUpdate } from "./run-updates";

let db: Db;
let bus: LiveBus;
let published: BusEvent[];
const now = () => new Date("2026-03-01T12:00:00Z");

beforeEach(async () => {
  db = await createTestDb();
  bus = new LiveBus();
  published = [];
  bus.subscribe((event) => published.push(event));
  await indexTriggeredRun(db, {
    id: "run-1",
    flowId: "flow-1",
    input: {},
    triggeredBy: "a@b.c",
    now: now(),
  });
});
afterEach(async () => db.destroy());

const at = (iso: string) => ({ updated_at: iso });

describe("recording a run update", () => {
  it("announces a status change once when the watcher and a delivery see it together", async () => {
    const polled = { ...sampleFlowRun, ...at("2026-03-01T12:00:05Z") };
    const delivered = { ...polled, report: null, error: null };
    const results = await Promise.all([
      recordRunUpdate({ db, bus, now }, polled, "watcher"),
      recordRunUpdate({ db, bus, now }, delivered, "inbound"),
    ]);
    expect(results.filter((r) => r.statusChanged)).toHaveLength(1);
    expect(published.map((e) => e.data)).toEqual([
      {
        runId: "run-1",
        flowId: "flow-1",
        status: "COMPLETED",
        previousStatus: "QUEUED",
        source: "watcher",
      },
    ]);
  });

  it("ignores an older snapshot that arrives late", async () => {
    await recordRunUpdate(
      { db, bus, now },
      { ...sampleFlowRun, ...at("2026-03-01T12:00:05Z") },
      "inbound",
    );
    const stale = { ...sampleFlowRun, status: "RUNNING", ...at("2026-03-01T12:00:01Z") };
    const result = await recordRunUpdate({ db, bus, now }, stale, "watcher");
    expect(result).toMatchObject({ changed: false, statusChanged: false });
    expect((await getFlowRun(db, "run-1"))?.status).toBe("COMPLETED");
    expect(published).toHaveLength(1);
  });
});
