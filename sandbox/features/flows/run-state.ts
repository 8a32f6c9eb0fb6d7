import { versionIdFor } from "./catalog";
import { completedOutcome } from "./completed-outcome";
import { failedOutcome, logRefFor, skipReasonFor } from "./outcomes";
import type { FlowDefinition, FlowRun, JsonObject, RunRecord, TriggerType } from "./types";

/**
 * Pure state changes of a run, shared by live runs (on the sandbox clock) and seeded history (at
 * fixed past times), so both go through the same transitions and end in the same shapes.
 */
export interface Trigger {
  type: TriggerType;
  /** A user e-mail for manual runs; `service_account` otherwise (spec 2.2). */
  by: string;
}

export function newRun(
  flow: FlowDefinition,
  id: string,
  input: JsonObject,
  trigger: Trigger,
  at: string,
): RunRecord {
  const run: FlowRun = {
    id,
    customer_id: flow.customerId,
    flow_id: flow.id,
    // A seeded run of the flow without an active version ran on its retired previous version.
    flow_version_id: flow.activeVersionId ?? versionIdFor(flow.id, flow.version - 1),
    status: "QUEUED",
    triggered_at: at,
    trigger_type: trigger.type,
    triggered_by: trigger.by,
    input,
    created_at: at,
    updated_at: at,
    run_mode: flow.kind === "rehearsal" ? "rehearsal" : undefined,
  };
  return { run, flow, seeded: false };
}

// Partial<FlowRun> keeps every change type-checked against the run object.
function update(run: FlowRun, changes: Partial<FlowRun>): void {
  Object.assign(run, changes);
}

/** The trigger guard's verdict: it decides at creation, so a skipped run is never QUEUED. */
export function skip(record: RunRecord, at: string): void {
  update(record.run, {
    status: "SKIPPED",
    skip_reason: skipReasonFor(record.run),
    completed_at: at,
    updated_at: at,
    meta: { guard: "verification_due", flow_version: record.flow.version },
  });
}

export function start(record: RunRecord, at: string): void {
  update(record.run, { status: "RUNNING", started_at: at, updated_at: at });
}

export function finish(record: RunRecord, status: "COMPLETED" | "FAILED", at: string): void {
  const { run, flow } = record;
  // A run forced to its end straight from QUEUED still passed through pickup.
  if (run.started_at === undefined) run.started_at = at;
  const outcome =
    status === "COMPLETED" ? completedOutcome(flow, run, at) : failedOutcome(flow, run, at);
  const hasOutput = outcome.output !== undefined || outcome.declaredOutputBytes !== undefined;
  update(run, {
    status,
    completed_at: at,
    updated_at: at,
    report: outcome.report,
    output_ref: hasOutput ? `outputs/flow-runs/${run.id}.json` : undefined,
    log_ref: logRefFor(flow, run.id),
    error: outcome.error,
    meta: outcome.meta,
    records: outcome.records,
    act_intents: outcome.actIntents,
    degraded: outcome.failedSources ? true : undefined,
    failed_sources: outcome.failedSources,
  });
  record.output = outcome.output;
  record.outputBytes =
    outcome.declaredOutputBytes ??
    (outcome.output === undefined ? undefined : Buffer.byteLength(JSON.stringify(outcome.output)));
}

export function cancel(record: RunRecord, at: string): void {
  update(record.run, { status: "CANCELLED", completed_at: at, updated_at: at });
}

const keyOrder: (keyof FlowRun)[] = [
  "id",
  "customer_id",
  "flow_id",
  "flow_version_id",
  "status",
  "triggered_at",
  "trigger_type",
  "triggered_by",
  "input",
  "created_at",
  "updated_at",
  "started_at",
  "completed_at",
  "skip_reason",
  "report",
  "output_ref",
  "log_ref",
  "error",
  "meta",
  "records",
  "run_mode",
  "act_intents",
  "degraded",
  "failed_sources",
];

/**
 * The run object of spec 2.2: unavailable fields omitted (or null for the keys in `nullWhenAbsent`),
 * keys in the spec's order, a deep copy so later changes never reach a response or an event.
 */
export function runJson(run: FlowRun, nullWhenAbsent: (keyof FlowRun)[] = []): JsonObject {
  const out: JsonObject = {};
  for (const key of keyOrder) {
    if (run[key] !== undefined) out[key] = run[key];
    else if (nullWhenAbsent.includes(key)) out[key] = null;
  }
  return JSON.parse(JSON.stringify(out)) as JsonObject;
}

/** Event payload (spec §6 rule 2): the run object with `report` and `error` null when absent. */
export function eventPayload(run: FlowRun): JsonObject {
  return runJson(run, ["report", "error"]);
}
