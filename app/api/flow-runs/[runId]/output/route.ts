import { jsonAnswer } from "@/lib/http/json-answer";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /flow-runs/{runId}/output
export const GET = withSession<{ runId: string }>("analyst", async ({ params }) => {
  const client = await getComplianceClient();
  return jsonAnswer(await client.getFlowRunOutput(params.runId));
});
