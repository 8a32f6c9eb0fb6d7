import { jsonAnswer } from "@/lib/http/json-answer";
import { readRunsPage } from "@/lib/data/runs";
import { queryObject } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Console endpoint: one page of the local run index (the upstream cannot list runs).
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readRunsPage(queryObject(request)), {
    headers: { "Cache-Control": "no-store" },
  });
});
