import type { FlowRunSummary } from "@/lib/db/flow-runs";

/**
 * One row of `GET /api/runs`. The console API keeps the upstream's snake_case, and only what the
 * list shows and filters on: the full run is one click away.
 */
export interface RunListItem {
  id: string;
  flow_id: string;
  /** The registered flow's name, or null when the flow is not registered in the console. */
  flow_name: string | null;
  status: string;
  trigger_type: string | null;
  /** What the service recorded (`service_account` for every run the console starts). */
  triggered_by: string | null;
  /** True when this console started the run: triggered_by is then the person who did. */
  triggered_in_console: boolean;
  triggered_at: string;
  started_at: string | null;
  completed_at: string | null;
  duration_ms: number | null;
  has_output: boolean;
  report_present: boolean;
  degraded: boolean;
  run_mode: string | null;
  error_code: string | null;
}

export interface RunListPage {
  items: RunListItem[];
  total: number;
  page: number;
  page_size: number;
}

export function toRunListItem(run: FlowRunSummary, flowNames: Map<string, string>): RunListItem {
  return {
    id: run.id,
    flow_id: run.flowId,
    flow_name: flowNames.get(run.flowId) ?? null,
    status: run.status,
    trigger_type: run.triggerType,
    triggered_by: run.triggeredBy,
    triggered_in_console: run.source === "triggered",
    triggered_at: run.triggeredAt,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    duration_ms: run.durationMs,
    has_output: run.hasOutput,
    report_present: run.reportPresent,
    degraded: run.degraded,
    run_mode: run.runMode,
    error_code: run.errorCode,
  };
}
