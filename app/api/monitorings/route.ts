import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { monitoringListParamsSchema } from "@/lib/api/schemas/monitoring";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject } from "@/lib/http/request";

// GET /monitorings
export const GET = withSession("analyst", async ({ request }) => {
  const query = parseWith(monitoringListParamsSchema, queryObject(request), "query");
  const client = await getComplianceClient();
  return NextResponse.json(await client.listMonitorings(query));
});
