import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleFlowRun } from "@/lib/api/test-helpers";
import { getFlowRun, indexTriggeredRun } from "@/lib/db/flow-runs";
import type { Db } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/test-db";
import { LiveBus, type BusEvent } from "./bus";
import { recordRunUpdate, recordRunUpdates } from "./run-updates";

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
const runStatuses = () =>
  published.flatMap((event) => (event.type === "run.status" ? [event.data] : []));

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

  it("records a batch as if one update followed the other, each status change announced once", async () => {
    const running = { ...sampleFlowRun, status: "RUNNING", ...at("2026-03-01T12:00:02Z") };
    const completed = { ...sampleFlowRun, ...at("2026-03-01T12:00:05Z") };
    const late = { ...running, ...at("2026-03-01T12:00:03Z") };
    const other = { ...sampleFlowRun, id: "run-2", ...at("2026-03-01T12:00:05Z") };
    const results = await recordRunUpdates(
      { db, bus, now },
      [running, completed, late, other, completed],
      "inbound",
    );
    expect(results).toEqual([
      { changed: true, previousStatus: "QUEUED", statusChanged: true },
      { changed: true, previousStatus: "RUNNING", statusChanged: true },
      { changed: false, previousStatus: "COMPLETED", statusChanged: false },
      { changed: true, previousStatus: null, statusChanged: true },
      { changed: false, previousStatus: "COMPLETED", statusChanged: false },
    ]);
    expect((await getFlowRun(db, "run-1"))?.status).toBe("COMPLETED");
    // The analyst who triggered the run is kept over the service's account.
    expect((await getFlowRun(db, "run-1"))?.triggeredBy).toBe("a@b.c");
    expect((await getFlowRun(db, "run-2"))?.status).toBe("COMPLETED");
    expect(runStatuses().map((d) => [d.runId, d.previousStatus, d.status])).toEqual([
      ["run-1", "QUEUED", "RUNNING"],
      ["run-1", "RUNNING", "COMPLETED"],
      ["run-2", null, "COMPLETED"],
    ]);
  });

  it("announces nothing twice when a batch and a single update of the same run race", async () => {
    const completed = { ...sampleFlowRun, ...at("2026-03-01T12:00:05Z") };
    const other = { ...sampleFlowRun, id: "run-2", ...at("2026-03-01T12:00:05Z") };
    await Promise.all([
      recordRunUpdates({ db, bus, now }, [other, completed], "inbound"),
      recordRunUpdate({ db, bus, now }, completed, "watcher"),
      recordRunUpdates({ db, bus, now }, [completed, other], "inbound"),
    ]);
    expect(
      runStatuses()
        .map((d) => d.runId)
        .sort(),
    ).toEqual(["run-1", "run-2"]);
  });
});
