import { stableInt } from "./ids";
import { text } from "./kyb-report";
import type { FlowDefinition, FlowKind, FlowRun, JsonObject, Outcome, RunError } from "./types";

/**
 * Timing and the non-successful ends of runs. Durations are fixed sandbox milliseconds rather than
 * random so a test can step the clock to an exact state; every live run is terminal 7.5 s after
 * it was queued.
 */
export const pickupDelayMs = 1_500;

export const runDurationMs: Record<FlowKind, number> = {
  report: 4_000,
  structured: 3_000,
  failing: 3_500,
  degraded: 5_000,
  rehearsal: 3_000,
  skipped: 0,
  no_active_version: 4_000,
  screening_remediation: 4_500,
  too_large_output: 6_000,
};

/** Flows that write an execution log; the others leave log_ref out. */
const logging: ReadonlySet<FlowKind> = new Set<FlowKind>([
  "report",
  "failing",
  "degraded",
  "screening_remediation",
  "too_large_output",
]);

export function logRefFor(flow: FlowDefinition, runId: string): string | undefined {
  return logging.has(flow.kind) ? `logs/flow-runs/${runId}.ndjson` : undefined;
}

/** The version a run executed: the active one, or the retired one before an unpublished draft. */
export function executedVersion(flow: FlowDefinition): number {
  return flow.activeVersionId ? flow.version : flow.version - 1;
}

/** Free-form `meta` (spec 2.2) of a finished run: model, timings and tool usage. */
export function runMeta(
  flow: FlowDefinition,
  run: FlowRun,
  completedAt: string,
  toolCalls: number,
): JsonObject {
  const started = Date.parse(run.started_at ?? completedAt);
  return {
    model: "sandbox-analyst-2",
    flow_version: executedVersion(flow),
    queue_ms: started - Date.parse(run.created_at),
    duration_ms: Date.parse(completedAt) - started,
    tool_calls: toolCalls,
    tokens: {
      input: stableInt(`${run.id}:in`, 4_000, 18_000),
      output: stableInt(`${run.id}:out`, 600, 2_400),
    },
  };
}

function errorOf(flow: FlowDefinition, input: JsonObject): RunError {
  const company = text(input, "company_name") ?? "";
  const country = text(input, "country_code") ?? "";
  // Only the failing flow fails by itself; others fail only when the control plane says so.
  if (flow.kind !== "failing") {
    return {
      code: "STEP_FAILED",
      message: "The run was failed through the sandbox control plane.",
      step: "finalize",
      transient: false,
    };
  }
  if (input.failure_mode === "transient") {
    return {
      code: "UPSTREAM_TIMEOUT",
      message: `The ${country} registry did not answer within 30 s; retrying later may succeed.`,
      step: "fetch_registry_record",
      transient: true,
    };
  }
  return {
    code: "REGISTRY_RECORD_NOT_FOUND",
    message: `No registry record matches "${company}" in ${country}.`,
    step: "match_registry_record",
    transient: false,
  };
}

export function failedOutcome(flow: FlowDefinition, run: FlowRun, completedAt: string): Outcome {
  return { meta: runMeta(flow, run, completedAt, 2), error: errorOf(flow, run.input) };
}

export function skipReasonFor(run: FlowRun): string {
  const company = text(run.input, "company_name") ?? "";
  const last = text(run.input, "last_verified_on");
  const when = last ? `on ${last}` : "within the last 365 days";
  return `Trigger guard "verification_due": ${company} was verified ${when} and is not due for a refresh yet.`;
}
