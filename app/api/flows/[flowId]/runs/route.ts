import { NextResponse } from "next/server";
import { z } from "zod";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

const body = z.object({ input: z.record(z.string(), z.unknown()) });

// POST /flows/{flowId}/runs
export const POST = withSession<{ flowId: string }>(
  "analyst",
  async ({ request, params, user }) => {
    const { input } = parseWith(body, await readJsonBody(request), "run request");
    const client = await getComplianceClient();
    const created = await audited(
      user,
      "run.triggered",
      (run) => ({ type: "flow_run", id: run.id }),
      () => client.triggerFlowRun(params.flowId, input),
      { flow_id: params.flowId },
    );
    return NextResponse.json(created, { status: 202 });
  },
);
