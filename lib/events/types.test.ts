import { describe, expect, it } from "vitest";
import { isLiveEventType, parseLiveEventData } from "./types";

const runStatus = {
  runId: "run_1",
  flowId: null,
  status: "COMPLETED",
  previousStatus: "RUNNING",
  source: "inbound",
};

describe("parseLiveEventData", () => {
  it("hands on an event that matches its type, with only the type's fields", () => {
    expect(parseLiveEventData("run.status", { ...runStatus, secret: "x" })).toEqual(runStatus);
    expect(
      parseLiveEventData("webhook.delivery", {
        inboundId: 7,
        eventType: "flow_run.completed",
        targetType: null,
        targetId: null,
        signatureValid: true,
        processError: null,
        receivedAt: "2026-01-01T00:00:00.000Z",
      }),
    ).toMatchObject({ inboundId: 7, signatureValid: true });
  });

  it.each([
    ["a missing field", { ...runStatus, previousStatus: undefined }],
    ["null where a value is required", { ...runStatus, runId: null }],
    ["a value outside the listed ones", { ...runStatus, source: "poller" }],
    ["a number as text", { ...runStatus, status: 3 }],
    ["not an object", "run_1"],
    ["a list", [runStatus]],
  ])("drops an event with %s", (_case, data) => {
    expect(parseLiveEventData("run.status", data)).toBeUndefined();
  });

  it("drops counts that are not whole numbers", () => {
    const alert = { alertId: "a", monitoringId: "m", check: null, reason: null };
    expect(
      parseLiveEventData("monitoring.alert", { ...alert, unacknowledgedCount: 2 }),
    ).toBeDefined();
    expect(
      parseLiveEventData("monitoring.alert", { ...alert, unacknowledgedCount: 2.5 }),
    ).toBeUndefined();
  });

  it("knows only the stream's own event types", () => {
    expect(isLiveEventType("run.status")).toBe(true);
    expect(isLiveEventType("toString")).toBe(false);
  });
});
