import "server-only";
import { monitoringAlertListParamsSchema } from "@/lib/api/schemas/monitoring";
import type { MonitoringAlertList } from "@/lib/api/schemas/monitoring";
import { getComplianceClient } from "@/lib/api/upstream";
import { parseWith } from "@/lib/http/request";

/** `GET /monitoring-alerts` for the route handler and the pages' prefetches. */
export async function readMonitoringAlerts(
  query: Record<string, string>,
): Promise<MonitoringAlertList> {
  const parsed = parseWith(monitoringAlertListParamsSchema, query, "query");
  return (await getComplianceClient()).listMonitoringAlerts(parsed);
}
