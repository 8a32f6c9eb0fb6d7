import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { monitoringExecutionListParamsSchema } from "@/lib/api/schemas/monitoring";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject } from "@/lib/http/request";

// GET /monitoring-executions
export const GET = withSession("analyst", async ({ request }) => {
  const query = parseWith(monitoringExecutionListParamsSchema, queryObject(request), "query");
  const client = await getComplianceClient();
  return NextResponse.json(await client.listMonitoringExecutions(query));
});
