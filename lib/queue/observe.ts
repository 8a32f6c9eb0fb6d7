import type { CddCase } from "@/lib/api/schemas/cdd";
import type { MonitoringAlert } from "@/lib/api/schemas/monitoring";
import type { ScreeningHit } from "@/lib/api/schemas/screening";
import { normalizeTimestamp } from "@/lib/db/codec";
import type { UpstreamObservation } from "@/lib/db/work-items";
import { SEVERITIES } from "./kinds";

/**
 * What each upstream object means for the queue: whether the service still shows it as needing
 * someone, in the service's own words, and how urgent it looks. Pure, so each rule is tested.
 */

const highRiskChecks = [
  "high_risk_service_classification",
  "catalog_contain_loan_flipping_indicators",
];

export function observeMonitoringAlert(alert: MonitoringAlert): UpstreamObservation {
  const checks = alert.failed_checks.map((check) => check.check);
  const acknowledged = Boolean(alert.acknowledged_at);
  return {
    kind: "monitoring_alert",
    sourceId: alert.id,
    parentId: alert.monitoring_id,
    title: alert.website,
    summary: checks.join(", ") || null,
    severity: checks.some((check) => highRiskChecks.includes(check))
      ? SEVERITIES.high
      : SEVERITIES.medium,
    upstreamState: acknowledged ? "ACKNOWLEDGED" : "UNACKNOWLEDGED",
    upstreamOpen: !acknowledged,
    upstreamData: alert,
    openedAt:
      normalizeTimestamp(alert.created_at) ?? normalizeTimestamp(alert.execution_time) ?? "",
  };
}

export interface HitContext {
  searchId: string;
  searchReference: string | null;
  subject: string | null;
  alertIds: string[];
  searchCreatedAt: string | null;
}

export function observeScreeningHit(hit: ScreeningHit, search: HitContext): UpstreamObservation {
  const categories = hit.hit_categories;
  const severity = categories.includes("SANCTION")
    ? SEVERITIES.high
    : categories.some((category) => ["PEP", "ENFORCEMENT", "WATCHLIST"].includes(category))
      ? SEVERITIES.medium
      : SEVERITIES.low;
  const matched = hit.fields.find((field) => /name/i.test(field.label))?.value;
  return {
    kind: "screening_hit",
    sourceId: `${search.searchId}:${hit.id}`,
    parentId: search.searchId,
    title:
      [search.subject, matched ? `matched ${String(matched)}` : null].filter(Boolean).join(": ") ||
      hit.provider_reference ||
      hit.id,
    summary: categories.join(", ") || null,
    severity,
    upstreamState: hit.status,
    upstreamOpen: hit.status === "UNRESOLVED",
    upstreamData: {
      hit,
      search: {
        id: search.searchId,
        reference: search.searchReference,
        alert_ids: search.alertIds,
      },
    },
    openedAt: search.searchCreatedAt ?? new Date(0).toISOString(),
  };
}

/** A case needs someone when it ended INCONCLUSIVE or FAILED, or a check group did not accept. */
export function observeCddCase(cdd: CddCase): UpstreamObservation {
  const groups = cdd.checks?.groups ?? [];
  const notAccepted = groups.filter((group) => group.action && group.action !== "ACCEPT");
  const badState = cdd.state === "INCONCLUSIVE" || cdd.state === "FAILED";
  const verdict = cdd.checks?.verdict;
  return {
    kind: "cdd_case",
    sourceId: cdd.id,
    title: cdd.input.legal_name ?? cdd.input.website ?? cdd.id,
    summary: notAccepted.length
      ? `Checks not accepted: ${notAccepted.map((group) => `${group.name} (${group.action})`).join(", ")}`
      : null,
    severity:
      cdd.state === "FAILED" || notAccepted.some((g) => g.action === "REJECT")
        ? SEVERITIES.high
        : SEVERITIES.medium,
    upstreamState: verdict ? `${cdd.state} · checks ${verdict}` : cdd.state,
    upstreamOpen: badState || notAccepted.length > 0,
    upstreamData: cdd,
    openedAt: normalizeTimestamp(cdd.updated_at) ?? normalizeTimestamp(cdd.created_at) ?? "",
  };
}

export interface RunFacts {
  id: string;
  flowId: string;
  flowName: string | null;
  status: string;
  degraded: boolean;
  errorCode: string | null;
  completedAt: string | null;
  triggeredAt: string;
  data: unknown;
}

/** Failed runs and runs that finished degraded (a tool call failed on the way). */
export function observeFlowRun(run: RunFacts): UpstreamObservation {
  const failed = run.status === "FAILED";
  return {
    kind: "flow_run",
    sourceId: run.id,
    parentId: run.flowId,
    title: run.flowName ?? run.flowId,
    summary: failed ? `Failed${run.errorCode ? `: ${run.errorCode}` : ""}` : "Finished degraded",
    severity: failed ? SEVERITIES.high : SEVERITIES.low,
    upstreamState: run.degraded && !failed ? `${run.status} (degraded)` : run.status,
    upstreamOpen: failed || run.degraded,
    upstreamData: run.data,
    openedAt: run.completedAt ?? run.triggeredAt,
  };
}
