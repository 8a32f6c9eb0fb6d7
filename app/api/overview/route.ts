import { jsonAnswer } from "@/lib/http/json-answer";
import { readOverview } from "@/lib/data/overview";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// The home page's figures and charts, each section answered on its own.
export const GET = withSession("analyst", async () => {
  return jsonAnswer(await readOverview(), { headers: { "Cache-Control": "no-store" } });
});
