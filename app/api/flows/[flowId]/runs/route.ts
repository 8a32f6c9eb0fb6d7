import { jsonAnswer } from "@/lib/http/json-answer";
import { z } from "zod";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { indexTriggeredRun } from "@/lib/db/flow-runs";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

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
    // Indexed at once, before the upstream reports anything, so the run is listed and watched.
    // The run exists whatever the store says: a failure here must not invite a second trigger.
    await getDb()
      .then((db) =>
        indexTriggeredRun(db, {
          id: created.id,
          flowId: params.flowId,
          input,
          triggeredBy: user.email,
          now: new Date(),
        }),
      )
      .catch((error: unknown) => console.error("[console] could not index run", created.id, error));
    return jsonAnswer(created, { status: 202 });
  },
);
