import { jsonAnswer } from "@/lib/http/json-answer";
import { readMonitoringAlerts } from "@/lib/data/monitoring";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// GET /monitoring-alerts
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readMonitoringAlerts(queryObject(request)));
});
