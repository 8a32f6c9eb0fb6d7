import { jsonAnswer } from "@/lib/http/json-answer";
import { readMonitoringExecutions } from "@/lib/data/monitoring";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// GET /monitoring-executions
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readMonitoringExecutions(queryObject(request)));
});
