import { jsonAnswer } from "@/lib/http/json-answer";
import { readMonitorings } from "@/lib/data/monitoring";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// GET /monitorings
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readMonitorings(queryObject(request)));
});
