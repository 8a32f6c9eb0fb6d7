import type { AlertView } from "../screening/directory";
/** The flows feature's model: flow definitions, run objects (spec 2.2) and what a run produced. */

export const flowKinds = [
  "report",
  "structured",
  "failing",
  "degraded",
  "rehearsal",
  "skipped",
  "no_active_version",
  "screening_remediation",
  "too_large_output",
] as const;

export type FlowKind = (typeof flowKinds)[number];

export type RunStatus = "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED" | "CANCELLED" | "SKIPPED";

export type TriggerType = "manual" | "api" | "external_event" | "schedule" | "evaluation";

export type JsonObject = Record<string, unknown>;

export interface FlowDefinition {
  id: string;
  customerId: string;
  kind: FlowKind;
  name: string;
  description: string;
  inputSchema: JsonObject;
  /** Absent when the flow has no published active version (POST answers 409). */
  activeVersionId?: string;
  /** Version number of the active version, shown in reports and `meta`. */
  version: number;
  /** Remediation flows: the named alert's hits, so the output is about that alert's own hits. */
  lookupAlert?: (alertId: string) => AlertView | undefined;
}

export interface RunError {
  code: string;
  message: string;
  step: string;
  transient: boolean;
}

export interface ActIntent {
  tool: string;
  input: unknown;
  mock_source: string;
}

export interface FailedSource {
  namespace: string;
  count: number;
}

/** The run object; an optional field left undefined is omitted from every response. */
export interface FlowRun {
  id: string;
  customer_id: string;
  flow_id: string;
  flow_version_id: string;
  status: RunStatus;
  triggered_at: string;
  trigger_type: TriggerType;
  triggered_by: string;
  input: JsonObject;
  created_at: string;
  updated_at: string;
  started_at?: string;
  completed_at?: string;
  skip_reason?: string;
  report?: string;
  output_ref?: string;
  log_ref?: string;
  error?: RunError;
  meta?: JsonObject;
  records?: JsonObject[];
  run_mode?: "rehearsal";
  act_intents?: ActIntent[];
  degraded?: boolean;
  failed_sources?: FailedSource[];
}

/** What a finished run produced besides its status; applied to the run in one step. */
export interface Outcome {
  report?: string;
  /** Structured output (spec 2.3), kept beside the run and served by the output endpoint. */
  output?: unknown;
  /** Declared size of an output too large to hold (the sandbox never builds those bytes). */
  declaredOutputBytes?: number;
  meta: JsonObject;
  records?: JsonObject[];
  actIntents?: ActIntent[];
  failedSources?: FailedSource[];
  error?: RunError;
}

/** A stored run: the run object plus what is served apart from it and its pending timer. */
export interface RunRecord {
  run: FlowRun;
  flow: FlowDefinition;
  output?: unknown;
  outputBytes?: number;
  timer?: number;
  seeded: boolean;
}

export const terminalStatuses: readonly RunStatus[] = [
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "SKIPPED",
];

export function isTerminal(status: RunStatus): boolean {
  return terminalStatuses.includes(status);
}
