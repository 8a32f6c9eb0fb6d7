import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getDb } from "@/lib/db";
import {
  deleteRegisteredFlow,
  getRegisteredFlow,
  upsertRegisteredFlow,
} from "@/lib/db/registered-flows";
import { inputSchemaProblem } from "@/lib/flows/check-schema";
import { toRegisteredFlowDto } from "@/lib/flows/dto";
import { registeredFlowUpdateSchema } from "@/lib/flows/schemas";
import { ApiError } from "@/lib/http/errors";
import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// The segment is `[flowId]` because `runs/` below it already uses that name (one name per level).

function notRegistered(flowId: string): ApiError {
  return new ApiError(404, "FLOW_NOT_REGISTERED", `No flow with the id ${flowId} is registered.`);
}

// Console endpoint: edit a registered flow's name, description and input schema.
export const PUT = withSession<{ flowId: string }>("admin", async ({ request, params, user }) => {
  const body = parseWith(registeredFlowUpdateSchema, await readJsonBody(request), "flow");
  const schemaProblem = body.input_schema ? inputSchemaProblem(body.input_schema) : null;
  if (schemaProblem) {
    throw new ApiError(422, "VALIDATION_ERROR", "The input schema is not a valid JSON Schema.", [
      { path: "input_schema", message: schemaProblem },
    ]);
  }
  const db = await getDb();
  const existing = await getRegisteredFlow(db, params.flowId);
  if (!existing) throw notRegistered(params.flowId);
  const flow = await audited(
    user,
    "flow.registered",
    { type: "flow", id: existing.id },
    () =>
      upsertRegisteredFlow(
        db,
        {
          id: existing.id,
          name: body.name,
          description: body.description,
          inputSchema: body.input_schema,
          kind: existing.kind,
        },
        new Date(),
      ),
    { name: body.name, updated: true, has_input_schema: body.input_schema !== null },
  );
  return jsonAnswer({ flow: toRegisteredFlowDto(flow) });
});

// Console endpoint: forget a registered flow (its runs stay in the index).
export const DELETE = withSession<{ flowId: string }>("admin", async ({ params, user }) => {
  const db = await getDb();
  const existing = await getRegisteredFlow(db, params.flowId);
  if (!existing) throw notRegistered(params.flowId);
  await audited(
    user,
    "flow.deleted",
    { type: "flow", id: existing.id },
    () => deleteRegisteredFlow(db, existing.id),
    { name: existing.name },
  );
  return new Response(null, { status: 204 });
});
