import { jsonAnswer } from "@/lib/http/json-answer";
import { readRun, readRunView } from "@/lib/data/runs";
import { withSession } from "@/lib/http/route";
import { wantsRunView } from "@/lib/runs/run-view";

export const dynamic = "force-dynamic";

// GET /flow-runs/{runId}; the run also joins (or refreshes) the console's local index.
// `?view=page` answers the run page's query: the run without its report's text (lib/runs/run-view.ts).
export const GET = withSession<{ runId: string }>("analyst", async ({ request, params }) => {
  const body = wantsRunView(request.nextUrl.searchParams)
    ? await readRunView(params.runId)
    : await readRun(params.runId);
  return jsonAnswer(body, { headers: { "Cache-Control": "no-store" } });
});
