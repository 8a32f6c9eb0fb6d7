/**
 * Website monitoring resources (spec 2.4 to 2.6). Field names of the monitoring object come from
 * docs/spec-assumptions.md; the spec only describes them.
 */
export const checkTypes = [
  "non_operational_website",
  "high_risk_service_classification",
  "catalog_contain_loan_flipping_indicators",
] as const;
export type CheckType = (typeof checkTypes)[number];

export const frequencies = ["weekly", "every_2_weeks", "every_3_weeks", "every_4_weeks"] as const;
export type Frequency = (typeof frequencies)[number];

export const monitoringStates = ["IDLE", "RUNNING", "FAILED"] as const;
export type MonitoringState = (typeof monitoringStates)[number];

export const dayMs = 24 * 60 * 60 * 1000;

export const frequencyMs: Record<Frequency, number> = {
  weekly: 7 * dayMs,
  every_2_weeks: 14 * dayMs,
  every_3_weeks: 21 * dayMs,
  every_4_weeks: 28 * dayMs,
};

/** `method_used` of a failed check follows from the check (docs/spec-assumptions.md). */
export const checkMethods: Record<CheckType, string> = {
  non_operational_website: "crawler",
  high_risk_service_classification: "classifier",
  catalog_contain_loan_flipping_indicators: "catalog_scan",
};

/**
 * Not described by the spec: PASSED (every check passed), CHECKS_FAILED (an alert was raised) or
 * ERROR (the execution itself failed, which leaves the monitoring in state FAILED).
 */
export type ExecutionStatus = "PASSED" | "CHECKS_FAILED" | "ERROR";

export interface ExecutionResult {
  execution_id: string;
  execution_time: string;
  status: ExecutionStatus;
  failed_checks: CheckType[];
  alert_count: number;
}

export interface Monitoring {
  id: string;
  website: string;
  customer_id: string;
  checks: CheckType[];
  frequency: Frequency;
  is_active: boolean;
  state: MonitoringState;
  next_execution_at: string | null;
  expires_at: string;
  last_execution_at: string | null;
  created_at: string;
  updated_at: string;
  latest_execution_result: ExecutionResult | null;
  external_id: string | null;
}

export interface MonitoringExecution {
  id: string;
  monitoring_id: string;
  website: string;
  execution_time: string;
  external_id: string | null;
  alert_count: number;
}

export interface FailedCheck {
  check: CheckType;
  explanation: string;
  method_used: string;
  status: "FAILED";
}

export interface MonitoringAlert {
  id: string;
  monitoring_id: string;
  customer_id: string;
  execution_result_id: string;
  website: string;
  failed_checks: FailedCheck[];
  execution_time: string;
  created_at: string;
  acknowledged_at: string | null;
  /** Optional in the spec: present only when the monitoring has an external id. */
  external_id?: string;
}

/** One customer's monitoring data; lists are kept unsorted and ordered per request. */
export interface CustomerMonitoring {
  monitorings: Monitoring[];
  executions: MonitoringExecution[];
  alerts: MonitoringAlert[];
}
