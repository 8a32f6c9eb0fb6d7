import type { FlowRunSource } from "./schema";

/** The run object of spec §2.2 as far as the index needs it; everything else is kept verbatim in `data`. */
export interface FlowRunObject {
  id: string;
  flow_id: string;
  status: string;
  [field: string]: unknown;
}

export interface FlowRunSummary {
  id: string;
  flowId: string;
  flowVersionId: string | null;
  customerId: string | null;
  status: string;
  triggerType: string | null;
  triggeredBy: string | null;
  triggeredAt: string;
  startedAt: string | null;
  completedAt: string | null;
  durationMs: number | null;
  updatedAt: string;
  hasOutput: boolean;
  reportPresent: boolean;
  degraded: boolean;
  runMode: string | null;
  errorCode: string | null;
  indexedAt: string;
  source: FlowRunSource;
}

export interface FlowRunRecord extends FlowRunSummary {
  input: unknown;
  /** The latest full run object seen; null while only the trigger is known. */
  data: Record<string, unknown> | null;
}
