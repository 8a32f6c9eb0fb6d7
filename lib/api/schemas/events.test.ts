import { describe, expect, it } from "vitest";
import { eventTypeFromName, parseCddEventPayload, parseEventPayload } from "./events";
import { sampleCddCase, sampleFlowRun } from "../test-helpers";

describe("webhook event payloads", () => {
  it("reads the CDD payload from a JSON string or an object", () => {
    const withDocuments = {
      ...sampleCddCase,
      state: "COMPLETED",
      documents: [
        {
          id: "d1",
          created_at: "2025-03-01T10:00:00Z",
          file_name: "extract.pdf",
          file_type: "application/pdf",
          type: "REGISTRY_EXCERPT",
          url: "https://files.example/d1",
        },
      ],
    };
    const fromString = parseCddEventPayload(JSON.stringify(withDocuments));
    const fromObject = parseCddEventPayload(withDocuments);
    expect(fromString.success && fromString.data.documents[0].type).toBe("REGISTRY_EXCERPT");
    expect(fromObject.success && fromObject.data.state).toBe("COMPLETED");
  });

  it("rejects a CDD payload that is not JSON, without throwing", () => {
    const result = parseCddEventPayload("{not json");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("The CDD payload is not valid JSON");
  });

  it("accepts a flow run event with null report and error", () => {
    const result = parseEventPayload("flow_run_completed", {
      ...sampleFlowRun,
      report: null,
      error: null,
      meta: { duration_ms: 1200 },
    });
    expect(result.success).toBe(true);
    expect(result.success && result.event.type).toBe("flow_run_completed");
  });

  it("reads a monitoring alert event", () => {
    const result = parseEventPayload("monitoring_alert_fired", {
      alert_id: "a1",
      monitoring_id: "m1",
      type: "non_operational_website",
      details: { reason: "HTTP 503", triggered_at: "2025-03-01T10:00:00Z" },
    });
    expect(result.success).toBe(true);
  });

  it("maps X-Event-Name to the event type, the CDD_COMPLETED sample included", () => {
    expect(eventTypeFromName("FLOW_RUN_FAILED")).toBe("flow_run_failed");
    expect(eventTypeFromName("CDD_STATE_CHANGED")).toBe("cdd_state_changed");
    expect(eventTypeFromName("CDD_COMPLETED")).toBe("cdd_state_changed");
    expect(eventTypeFromName("SOMETHING_NEW")).toBeUndefined();
  });
});
