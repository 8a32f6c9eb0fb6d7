import { z } from "zod";
import { openEnum, cursorPageSchema, queryBoolean, queryPageSize, timestampSchema } from "./common";

/** Website monitoring: monitorings (2.5), executions (2.4) and alerts (2.6). */

export const MONITORING_CHECKS = [
  "non_operational_website",
  "high_risk_service_classification",
  "catalog_contain_loan_flipping_indicators",
] as const;
export const MONITORING_FREQUENCIES = [
  "weekly",
  "every_2_weeks",
  "every_3_weeks",
  "every_4_weeks",
] as const;
export const MONITORING_STATES = ["IDLE", "RUNNING", "FAILED"] as const;
export type MonitoringState = (typeof MONITORING_STATES)[number];

/**
 * The spec describes the monitoring object's attributes but shows no field names (2.5). Ours come
 * from docs/spec-assumptions.md; each also answers to the names a service could plausibly use
 * instead. An alias is read only when our name is absent, and fields known under neither name
 * stay on the object, so the UI can still show them.
 */
export const MONITORING_FIELD_ALIASES = {
  id: ["monitoring_id", "uuid"],
  website: ["url", "website_url", "monitored_url", "monitored_website", "domain"],
  customer_id: ["customer", "customerId"],
  checks: ["active_checks", "enabled_checks", "check_types", "monitored_checks"],
  frequency: ["schedule", "check_frequency", "execution_frequency", "interval"],
  is_active: ["active", "enabled", "isActive"],
  state: ["status", "execution_state", "running_state", "current_state"],
  next_execution_at: ["next_run_at", "next_scheduled_execution", "next_execution_time", "next_run"],
  expires_at: ["expiration_date", "expiry_date", "expires_on", "expiration"],
  last_execution_at: ["last_executed_at", "last_execution_time", "last_run_at", "last_execution"],
  created_at: ["created", "creation_date", "createdAt"],
  updated_at: ["updated", "last_updated_at", "updatedAt"],
  latest_execution_result: ["latest_results", "last_result", "latest_execution_results"],
  external_id: ["external_reference", "externalId"],
} as const satisfies Record<string, readonly string[]>;

export const MONITORING_FIELDS = Object.keys(MONITORING_FIELD_ALIASES);

function withCanonicalNames(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = { ...(value as Record<string, unknown>) };
  for (const [name, aliases] of Object.entries(MONITORING_FIELD_ALIASES)) {
    if (record[name] !== undefined) continue;
    const alias = aliases.find((candidate) => record[candidate] !== undefined);
    if (alias === undefined) continue;
    record[name] = record[alias];
    delete record[alias];
  }
  // A check given as an object (`{ type }`, `{ check }`, `{ name }`) is read by its name.
  if (Array.isArray(record.checks)) {
    record.checks = record.checks.map((check: unknown) => {
      if (typeof check !== "object" || check === null) return check;
      const named = check as Record<string, unknown>;
      return named.type ?? named.check ?? named.name ?? check;
    });
  }
  return record;
}

export const monitoringSchema = z.preprocess(
  withCanonicalNames,
  z.looseObject({
    id: z.string(),
    website: z.string(),
    customer_id: z.string().nullish(),
    checks: z.array(openEnum(MONITORING_CHECKS)).default([]),
    frequency: openEnum(MONITORING_FREQUENCIES),
    is_active: z.boolean(),
    state: openEnum(MONITORING_STATES),
    next_execution_at: timestampSchema.nullish(),
    expires_at: timestampSchema.nullish(),
    last_execution_at: timestampSchema.nullish(),
    created_at: timestampSchema.nullish(),
    updated_at: timestampSchema.nullish(),
    // Its shape is not described anywhere, so it is carried as opaque JSON.
    latest_execution_result: z.unknown().optional(),
    external_id: z.string().nullish(),
  }),
);
export type Monitoring = z.infer<typeof monitoringSchema>;

export const monitoringExecutionSchema = z.looseObject({
  id: z.string(),
  monitoring_id: z.string(),
  website: z.string(),
  execution_time: timestampSchema,
  external_id: z.string().nullish(),
  alert_count: z.number().int().nonnegative(),
});
export type MonitoringExecution = z.infer<typeof monitoringExecutionSchema>;

export const FAILED_CHECK_STATUSES = ["FAILED"] as const;
export const FAILED_CHECK_METHODS = ["crawler", "classifier", "catalog_scan"] as const;

// `check` is typed only as "type of check" here, so a new check name must not break the list.
export const failedCheckSchema = z.looseObject({
  check: z.string(),
  explanation: z.string().nullish(),
  method_used: z.string().nullish(),
  status: z.string().nullish(),
});

export const monitoringAlertSchema = z.looseObject({
  id: z.string(),
  monitoring_id: z.string(),
  customer_id: z.string().nullish(),
  execution_result_id: z.string().nullish(),
  website: z.string(),
  failed_checks: z.array(failedCheckSchema),
  execution_time: timestampSchema,
  created_at: timestampSchema,
  acknowledged_at: timestampSchema.nullish(),
  external_id: z.string().nullish(),
});
export type MonitoringAlert = z.infer<typeof monitoringAlertSchema>;
export type FailedCheck = z.infer<typeof failedCheckSchema>;

export const monitoringListSchema = cursorPageSchema(monitoringSchema);
export type MonitoringList = z.infer<typeof monitoringListSchema>;

export const monitoringExecutionListSchema = cursorPageSchema(monitoringExecutionSchema);
export type MonitoringExecutionList = z.infer<typeof monitoringExecutionListSchema>;

export const monitoringAlertListSchema = cursorPageSchema(monitoringAlertSchema).extend({
  unacknowledged_count: z.number().int().nonnegative(),
});
export type MonitoringAlertList = z.infer<typeof monitoringAlertListSchema>;

/** Query parameters of the three list endpoints (4.4 to 4.6); undefined ones are not sent. */
export const monitoringExecutionListParamsSchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  page_size: queryPageSize.optional(),
  next_token: z.string().optional(),
});
export type MonitoringExecutionListParams = z.infer<typeof monitoringExecutionListParamsSchema>;

export const MONITORING_SORT_FIELDS = ["last_execution", "next_run", "state", "website"] as const;

export const monitoringListParamsSchema = z.object({
  page_size: queryPageSize.optional(),
  sort_by: z.enum(MONITORING_SORT_FIELDS).optional(),
  sort_direction: z.enum(["asc", "desc"]).optional(),
  next_token: z.string().optional(),
  state: z.enum(MONITORING_STATES).optional(),
  website: z.string().optional(),
});
export type MonitoringListParams = z.infer<typeof monitoringListParamsSchema>;

export const monitoringAlertListParamsSchema = z.object({
  page_size: queryPageSize.optional(),
  next_token: z.string().optional(),
  only_unacknowledged: queryBoolean.optional(),
  acknowledged: queryBoolean.optional(),
  execution_time_before: z.string().optional(),
  execution_time_after: z.string().optional(),
});
export type MonitoringAlertListParams = z.infer<typeof monitoringAlertListParamsSchema>;
