import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleCddCase, sampleFlowRun, sampleSearch } from "@/lib/api/test-helpers";
import { getFlowRun, indexTriggeredRun } from "@/lib/db/flow-runs";
import type { InboundEventRecord } from "@/lib/db/inbound-events";
import { getKv, KV_KEYS, setKv } from "@/lib/db/kv";
import type { Db } from "@/lib/db/schema";
import { getScreeningAlert } from "@/lib/db/screening-alerts";
import { getScreeningSearch } from "@/lib/db/screening-searches";
import { createTestDb } from "@/lib/db/test-db";
import { LiveBus, type BusEvent } from "@/lib/events/bus";
import { cddStateKey, processInboundEvent, type ProcessDeps } from "./process";

let db: Db;
let bus: LiveBus;
let published: BusEvent[];
let runEvents: [string, string][];
let deps: ProcessDeps;
const now = new Date("2026-03-01T12:00:00Z");

beforeEach(async () => {
  db = await createTestDb();
  bus = new LiveBus();
  published = [];
  runEvents = [];
  bus.subscribe((event) => published.push(event));
  deps = {
    db,
    bus,
    now: () => now,
    fetchUnacknowledgedCount: async () => 7,
    onRunEvent: (id, status) => runEvents.push([id, status]),
  };
});
afterEach(async () => db.destroy());

let nextId = 1;
function record(eventName: string, payload: unknown): InboundEventRecord {
  return {
    id: nextId++,
    eventId: crypto.randomUUID(),
    webhookId: "wh-1",
    eventName,
    eventType: null,
    targetType: null,
    customerId: "cust-1",
    receivedAt: now.toISOString(),
    signatureValid: true,
    processedAt: null,
    processError: null,
    payload: JSON.stringify(payload),
  };
}

const live = () => published.filter((event) => event.type !== "webhook.delivery");

describe("processing a verified delivery", () => {
  it("moves a run the console triggered to its terminal status and tells the watcher", async () => {
    await indexTriggeredRun(db, {
      id: "run-1",
      flowId: "flow-1",
      input: {},
      triggeredBy: "a@b.c",
      now,
    });
    const run = { ...sampleFlowRun, status: "FAILED", error: { code: "E", message: "boom" } };
    expect(await processInboundEvent(record("FLOW_RUN_FAILED", run), deps)).toEqual({
      error: null,
    });
    expect((await getFlowRun(db, "run-1"))?.status).toBe("FAILED");
    expect(live().map((e) => [e.type, e.data])).toEqual([
      [
        "run.status",
        {
          runId: "run-1",
          flowId: "flow-1",
          status: "FAILED",
          previousStatus: "QUEUED",
          source: "inbound",
        },
      ],
    ]);
    expect(runEvents).toEqual([["run-1", "FAILED"]]);
  });

  it("reads the CDD case from its JSON string payload, under either event name", async () => {
    const completed = JSON.stringify({ ...sampleCddCase, state: "COMPLETED" });
    await setKv(db, cddStateKey(sampleCddCase.id), { state: "IN_PROGRESS" }, now);
    await processInboundEvent(record("CDD_COMPLETED", completed), deps);
    const withDocument = JSON.stringify({
      ...sampleCddCase,
      state: "COMPLETED",
      documents: [
        {
          id: "d1",
          created_at: now.toISOString(),
          file_name: "x.pdf",
          file_type: "application/pdf",
          type: "REGISTRY_EXCERPT",
          url: "https://files.example/d1",
        },
      ],
    });
    await processInboundEvent(record("CDD_DOCUMENT_FETCHED", withDocument), deps);
    expect(live().map((e) => e.data)).toEqual([
      {
        cddId: sampleCddCase.id,
        state: "COMPLETED",
        previousState: "IN_PROGRESS",
        change: "state",
        documentCount: 0,
      },
      {
        cddId: sampleCddCase.id,
        state: "COMPLETED",
        previousState: "COMPLETED",
        change: "document",
        documentCount: 1,
      },
    ]);
  });

  it("never lets an older CDD or screening payload overwrite newer state", async () => {
    const newer = { ...sampleCddCase, state: "COMPLETED", updated_at: "2026-03-01T12:00:00Z" };
    const older = { ...sampleCddCase, state: "IN_PROGRESS", updated_at: "2026-03-01T11:00:00Z" };
    await processInboundEvent(record("CDD_STATE_CHANGED", JSON.stringify(newer)), deps);
    await processInboundEvent(record("CDD_STATE_CHANGED", JSON.stringify(older)), deps);
    expect((await getKv(db, cddStateKey(sampleCddCase.id)))?.value).toMatchObject({
      state: "COMPLETED",
    });
    expect(live().map((e) => (e.data as { state: string }).state)).toEqual(["COMPLETED"]);

    const search = { ...sampleSearch, status: "COMPLETED", updated_at: "2026-03-01T12:00:00Z" };
    await processInboundEvent(record("SEARCH_COMPLETED", search), deps);
    const stale = { ...search, status: "PENDING", updated_at: "2026-03-01T10:00:00Z" };
    await processInboundEvent(record("SEARCH_COMPLETED", stale), deps);
    expect((await getScreeningSearch(db, sampleSearch.id))?.status).toBe("COMPLETED");
  });

  it("keeps the unacknowledged count the service reports, or counts on when it cannot be asked", async () => {
    const alert = {
      alert_id: "a1",
      monitoring_id: "m1",
      type: "non_operational_website",
      details: { reason: "HTTP 503" },
    };
    await processInboundEvent(record("MONITORING_ALERT_FIRED", alert), deps);
    expect((await getKv(db, KV_KEYS.monitoringUnacknowledgedCount))?.value).toBe(7);
    deps.fetchUnacknowledgedCount = async () => Promise.reject(new Error("down"));
    await processInboundEvent(record("MONITORING_ALERT_FIRED", { ...alert, alert_id: "a2" }), deps);
    expect((await getKv(db, KV_KEYS.monitoringUnacknowledgedCount))?.value).toBe(8);
    expect(live().map((e) => e.data)).toEqual([
      {
        alertId: "a1",
        monitoringId: "m1",
        check: "non_operational_website",
        reason: "HTTP 503",
        unacknowledgedCount: 7,
      },
      {
        alertId: "a2",
        monitoringId: "m1",
        check: "non_operational_website",
        reason: "HTTP 503",
        unacknowledgedCount: 8,
      },
    ]);
  });

  it("indexes completed searches and remediated alerts", async () => {
    await processInboundEvent(record("SEARCH_COMPLETED", sampleSearch), deps);
    const alert = {
      id: "alert-1",
      reference: "AL-1",
      status: "COMPLETED",
      remediation_status: "REMEDIATED",
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    await processInboundEvent(record("ALERT_REMEDIATED", alert), deps);
    expect((await getScreeningSearch(db, sampleSearch.id))?.status).toBe("COMPLETED");
    expect((await getScreeningAlert(db, "alert-1"))?.remediationStatus).toBe("REMEDIATED");
    expect(live().map((e) => e.type)).toEqual([
      "screening.search_completed",
      "screening.alert_remediated",
    ]);
  });

  it("records an unknown event or a payload that does not match, and still reports the delivery", async () => {
    const unknown = await processInboundEvent(record("SOMETHING_NEW", {}), deps);
    const bad = await processInboundEvent(record("FLOW_RUN_COMPLETED", { id: "run-9" }), deps);
    expect(unknown.error).toMatch(/Unknown event name: SOMETHING_NEW/);
    expect(bad.error).toMatch(/does not match flow_run_completed/);
    expect(live()).toEqual([]);
    const deliveries = published.filter((e) => e.type === "webhook.delivery");
    expect(
      deliveries.map((e) => [e.audience, (e.data as { targetId: string | null }).targetId]),
    ).toEqual([
      ["admin", null],
      ["admin", "run-9"],
    ]);
  });
});
