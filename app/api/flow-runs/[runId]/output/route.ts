import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

// GET /flow-runs/{runId}/output
export const GET = withSession<{ runId: string }>("analyst", async ({ params }) => {
  const client = await getComplianceClient();
  return NextResponse.json(await client.getFlowRunOutput(params.runId));
});
