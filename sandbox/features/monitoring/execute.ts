import {
  frequencyMs,
  type CustomerMonitoring,
  type ExecutionStatus,
  type FailedCheck,
  type Monitoring,
  type MonitoringAlert,
  type MonitoringExecution,
} from "./types";

export interface ExecutionPlan {
  executionId: string;
  at: number;
  status: ExecutionStatus;
  /** Required when `status` is CHECKS_FAILED: the alert the failed checks raise. */
  alert?: { id: string; createdAt: number; failedChecks: FailedCheck[] };
}

export interface ExecutionOutcome {
  execution: MonitoringExecution;
  alert: MonitoringAlert | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Records one finished execution and moves the monitoring on. Seed history and live runs both go
 * through here, so seeded and live data can never disagree about what an execution changes.
 */
export function applyExecution(
  state: CustomerMonitoring,
  monitoring: Monitoring,
  plan: ExecutionPlan,
): ExecutionOutcome {
  const at = iso(plan.at);
  const alert: MonitoringAlert | null =
    plan.status === "CHECKS_FAILED" && plan.alert
      ? {
          id: plan.alert.id,
          monitoring_id: monitoring.id,
          customer_id: monitoring.customer_id,
          execution_result_id: plan.executionId,
          website: monitoring.website,
          failed_checks: plan.alert.failedChecks,
          execution_time: at,
          created_at: iso(plan.alert.createdAt),
          acknowledged_at: null,
          ...(monitoring.external_id ? { external_id: monitoring.external_id } : {}),
        }
      : null;
  const execution: MonitoringExecution = {
    id: plan.executionId,
    monitoring_id: monitoring.id,
    website: monitoring.website,
    execution_time: at,
    external_id: monitoring.external_id,
    alert_count: alert ? 1 : 0,
  };
  state.executions.push(execution);
  if (alert) state.alerts.push(alert);

  monitoring.state = plan.status === "ERROR" ? "FAILED" : "IDLE";
  monitoring.last_execution_at = at;
  monitoring.next_execution_at = monitoring.is_active
    ? iso(plan.at + frequencyMs[monitoring.frequency])
    : null;
  monitoring.updated_at = at;
  monitoring.latest_execution_result = {
    execution_id: plan.executionId,
    execution_time: at,
    status: plan.status,
    failed_checks: alert ? alert.failed_checks.map((failed) => failed.check) : [],
    alert_count: execution.alert_count,
  };
  return { execution, alert };
}
