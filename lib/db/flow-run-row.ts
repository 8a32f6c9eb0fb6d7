import {
  fromFlag,
  isRecord,
  normalizeTimestamp,
  stringOrNull,
  toFlag,
  toIso,
  toJson,
} from "./codec";
import type { FlowRunObject, FlowRunSummary } from "./flow-run-types";
import type { FlowRunsTable } from "./schema";

/** Mapping between the upstream run object, the indexed row and what the console reads back. */
export type FlowRunRow = Omit<FlowRunsTable, "source" | "indexed_at">;

export function toFlowRunRow(run: FlowRunObject, now: Date): FlowRunRow {
  const startedAt = normalizeTimestamp(run.started_at);
  const completedAt = normalizeTimestamp(run.completed_at);
  const triggeredAt =
    normalizeTimestamp(run.triggered_at) ?? normalizeTimestamp(run.created_at) ?? toIso(now);
  return {
    id: run.id,
    flow_id: run.flow_id,
    flow_version_id: stringOrNull(run.flow_version_id),
    customer_id: stringOrNull(run.customer_id),
    status: run.status,
    trigger_type: stringOrNull(run.trigger_type),
    triggered_by: stringOrNull(run.triggered_by),
    triggered_at: triggeredAt,
    started_at: startedAt,
    completed_at: completedAt,
    duration_ms: startedAt && completedAt ? Date.parse(completedAt) - Date.parse(startedAt) : null,
    // Without updated_at the latest known transition stands in, so a newer state still wins.
    updated_at: normalizeTimestamp(run.updated_at) ?? completedAt ?? startedAt ?? triggeredAt,
    input: toJson(run.input),
    has_output: toFlag(typeof run.output_ref === "string" && run.output_ref !== ""),
    report_present: toFlag(typeof run.report === "string" && run.report !== ""),
    degraded: toFlag(run.degraded === true),
    run_mode: stringOrNull(run.run_mode),
    error_code: isRecord(run.error) ? stringOrNull(run.error.code) : null,
    data: JSON.stringify(run),
  };
}

export function toFlowRunSummary(row: Omit<FlowRunsTable, "input" | "data">): FlowRunSummary {
  return {
    id: row.id,
    flowId: row.flow_id,
    flowVersionId: row.flow_version_id,
    customerId: row.customer_id,
    status: row.status,
    triggerType: row.trigger_type,
    triggeredBy: row.triggered_by,
    triggeredAt: row.triggered_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    updatedAt: row.updated_at,
    hasOutput: fromFlag(row.has_output),
    reportPresent: fromFlag(row.report_present),
    degraded: fromFlag(row.degraded),
    runMode: row.run_mode,
    errorCode: row.error_code,
    indexedAt: row.indexed_at,
    source: row.source,
  };
}
