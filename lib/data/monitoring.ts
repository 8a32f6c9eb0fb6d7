import "server-only";
import {
  monitoringAlertListParamsSchema,
  monitoringExecutionListParamsSchema,
  monitoringListParamsSchema,
} from "@/lib/api/schemas/monitoring";
import type {
  MonitoringAlertList,
  MonitoringExecutionList,
  MonitoringList,
} from "@/lib/api/schemas/monitoring";
import { getComplianceClient } from "@/lib/api/upstream";
import { parseWith } from "@/lib/http/request";

/**
 * Server-only monitoring reads, shared by the route handlers (the browser's refetches) and the
 * pages' prefetches. Query values arrive as the console API receives them and are validated here.
 */

/** `GET /monitoring-alerts`. */
export async function readMonitoringAlerts(
  query: Record<string, string>,
): Promise<MonitoringAlertList> {
  const parsed = parseWith(monitoringAlertListParamsSchema, query, "query");
  return (await getComplianceClient()).listMonitoringAlerts(parsed);
}

/** `GET /monitorings`. */
export async function readMonitorings(query: Record<string, string>): Promise<MonitoringList> {
  const parsed = parseWith(monitoringListParamsSchema, query, "query");
  return (await getComplianceClient()).listMonitorings(parsed);
}

/** `GET /monitoring-executions`. */
export async function readMonitoringExecutions(
  query: Record<string, string>,
): Promise<MonitoringExecutionList> {
  const parsed = parseWith(monitoringExecutionListParamsSchema, query, "query");
  return (await getComplianceClient()).listMonitoringExecutions(parsed);
}
