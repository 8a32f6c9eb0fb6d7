import { z } from "zod";
import { openEnum, jsonObjectSchema, timestampSchema } from "./common";

/** Flow run (spec 2.2) and the trigger endpoint (4.1). */

export const FLOW_RUN_STATUSES = [
  "QUEUED",
  "RUNNING",
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "SKIPPED",
] as const;
export const flowRunStatusSchema = openEnum(FLOW_RUN_STATUSES);
export type FlowRunStatus = z.infer<typeof flowRunStatusSchema>;

export const TERMINAL_FLOW_RUN_STATUSES = [
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "SKIPPED",
] as const satisfies readonly FlowRunStatus[];

export function isTerminalFlowRunStatus(status: FlowRunStatus): boolean {
  return (TERMINAL_FLOW_RUN_STATUSES as readonly FlowRunStatus[]).includes(status);
}

export const FLOW_RUN_TRIGGER_TYPES = [
  "manual",
  "api",
  "external_event",
  "schedule",
  "evaluation",
] as const;

export const flowRunErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  step: z.string().nullish(),
  transient: z.boolean().nullish(),
});

export const actIntentSchema = z.looseObject({
  tool: z.string(),
  input: z.unknown(),
  mock_source: z.string().nullish(),
});

export const failedSourceSchema = z.looseObject({
  namespace: z.string(),
  count: z.number().int(),
});

// Conditional fields are nullish, not just optional: the GET omits them, but event payloads (§6)
// carry the same object with `null` for absent values.
export const flowRunSchema = z.looseObject({
  id: z.string(),
  customer_id: z.string(),
  flow_id: z.string(),
  flow_version_id: z.string(),
  status: flowRunStatusSchema,
  triggered_at: timestampSchema,
  trigger_type: openEnum(FLOW_RUN_TRIGGER_TYPES),
  triggered_by: z.string(),
  input: jsonObjectSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  started_at: timestampSchema.nullish(),
  completed_at: timestampSchema.nullish(),
  skip_reason: z.string().nullish(),
  report: z.string().nullish(),
  output_ref: z.string().nullish(),
  log_ref: z.string().nullish(),
  error: flowRunErrorSchema.nullish(),
  meta: jsonObjectSchema.nullish(),
  records: z.array(jsonObjectSchema).nullish(),
  // Only `rehearsal` is documented; another mode is shown raw rather than rejected.
  run_mode: z.string().nullish(),
  act_intents: z.array(actIntentSchema).nullish(),
  degraded: z.boolean().nullish(),
  failed_sources: z.array(failedSourceSchema).nullish(),
});
export type FlowRun = z.infer<typeof flowRunSchema>;
export type FlowRunError = z.infer<typeof flowRunErrorSchema>;
export type ActIntent = z.infer<typeof actIntentSchema>;
export type FailedSource = z.infer<typeof failedSourceSchema>;

/** The output endpoint may be called only once the run shows an `output_ref` (spec 4.3). */
export function hasFlowRunOutput(run: Pick<FlowRun, "output_ref">): boolean {
  return run.output_ref !== undefined && run.output_ref !== null;
}

export const triggerFlowRunBodySchema = z.object({ input: jsonObjectSchema });
export type TriggerFlowRunBody = z.infer<typeof triggerFlowRunBodySchema>;

export const triggerFlowRunResponseSchema = z.looseObject({ id: z.string().min(1) });
export type TriggerFlowRunResponse = z.infer<typeof triggerFlowRunResponseSchema>;
