import { NextResponse } from "next/server";
import { readMonitoringAlerts } from "@/lib/data/monitoring";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// GET /monitoring-alerts
export const GET = withSession("analyst", async ({ request }) => {
  return NextResponse.json(await readMonitoringAlerts(queryObject(request)));
});
