import { describe, expect, it } from "vitest";
import type { MonitoringAlert } from "@/lib/api/schemas/monitoring";
import {
  observeCddCase,
  observeFlowRun,
  observeMonitoringAlert,
  observeScreeningHit,
} from "./observe";

const alert: MonitoringAlert = {
  id: "a1",
  monitoring_id: "m1",
  website: "https://shop.example",
  failed_checks: [{ check: "high_risk_service_classification" }],
  execution_time: "2026-11-20T10:00:00Z",
  created_at: "2026-11-20T10:00:05Z",
  acknowledged_at: null,
};

describe("what the service's objects mean for the queue", () => {
  it("an unacknowledged alert needs someone; an acknowledged one is closed at the service", () => {
    const open = observeMonitoringAlert(alert);
    expect(open).toMatchObject({
      upstreamOpen: true,
      upstreamState: "UNACKNOWLEDGED",
      severity: 3,
    });
    expect(open.openedAt).toBe("2026-11-20T10:00:05.000Z");
    const done = observeMonitoringAlert({ ...alert, acknowledged_at: "2026-11-21T00:00:00Z" });
    expect(done).toMatchObject({ upstreamOpen: false, upstreamState: "ACKNOWLEDGED" });
  });

  it("a hit is open while UNRESOLVED, keyed by search and hit, and a sanction is high", () => {
    const context = {
      searchId: "s1",
      searchReference: "REF",
      subject: "Elena Sorokina",
      alertIds: ["al1"],
      searchCreatedAt: "2026-11-20T09:00:00.000Z",
    };
    const hit = {
      id: "h1",
      status: "UNRESOLVED",
      fields: [{ label: "Name", value: "Yelena Sorokina" }],
      hit_categories: ["SANCTION"],
    };
    expect(observeScreeningHit(hit, context)).toMatchObject({
      sourceId: "s1:h1",
      parentId: "s1",
      title: "Elena Sorokina: matched Yelena Sorokina",
      severity: 3,
      upstreamOpen: true,
    });
    expect(observeScreeningHit({ ...hit, status: "FALSE_POSITIVE" }, context).upstreamOpen).toBe(
      false,
    );
  });

  it("a case needs someone when inconclusive, failed, or a check group did not accept", () => {
    const base = {
      id: "c1",
      state: "COMPLETED",
      input: { legal_name: "Acme Ltd" },
      created_at: "2026-11-01T00:00:00Z",
      updated_at: "2026-11-02T00:00:00Z",
    };
    expect(observeCddCase(base).upstreamOpen).toBe(false);
    expect(observeCddCase({ ...base, state: "INCONCLUSIVE" }).upstreamOpen).toBe(true);
    const review = observeCddCase({
      ...base,
      checks: {
        verdict: "REVIEW",
        groups: [
          { name: "Sanctions", action: "REVIEW" },
          { name: "Web", action: "ACCEPT" },
        ],
      },
    });
    expect(review).toMatchObject({
      upstreamOpen: true,
      upstreamState: "COMPLETED · checks REVIEW",
    });
    expect(review.summary).toBe("Checks not accepted: Sanctions (REVIEW)");
  });

  it("failed and degraded runs need someone; a clean completed run does not", () => {
    const run = {
      id: "r1",
      flowId: "f1",
      flowName: "KYB report",
      status: "FAILED",
      degraded: false,
      errorCode: "REGISTRY_TIMEOUT",
      completedAt: "2026-11-20T10:00:00.000Z",
      triggeredAt: "2026-11-20T09:59:00.000Z",
      data: {},
    };
    expect(observeFlowRun(run)).toMatchObject({
      upstreamOpen: true,
      severity: 3,
      summary: "Failed: REGISTRY_TIMEOUT",
    });
    expect(observeFlowRun({ ...run, status: "COMPLETED", degraded: true })).toMatchObject({
      upstreamOpen: true,
      upstreamState: "COMPLETED (degraded)",
    });
    expect(observeFlowRun({ ...run, status: "COMPLETED" }).upstreamOpen).toBe(false);
  });
});
