import { jsonAnswer } from "@/lib/http/json-answer";
import { readScreeningAlerts } from "@/lib/data/screening";
import { withSession } from "@/lib/http/route";
import { queryObject } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// The console's list of name-screening alerts, from its local index (the upstream has none).
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readScreeningAlerts(queryObject(request)));
});
