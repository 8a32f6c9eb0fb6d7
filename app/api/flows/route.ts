import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { getRegisteredFlow, upsertRegisteredFlow } from "@/lib/db/registered-flows";
import { readFlows } from "@/lib/data/runs";
import { inputSchemaProblem } from "@/lib/flows/check-schema";
import { toRegisteredFlowDto } from "@/lib/flows/dto";
import { registeredFlowCreateSchema } from "@/lib/flows/schemas";
import { ApiError } from "@/lib/http/errors";
import { parseWith, readJsonBody } from "@/lib/http/request";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Console endpoint: the flows the console knows (the upstream has no flow list).
export const GET = withSession("analyst", async () => {
  return jsonAnswer(await readFlows(), { headers: { "Cache-Control": "no-store" } });
});

export const POST = withSession("admin", async ({ request, user }) => {
  const body = parseWith(registeredFlowCreateSchema, await readJsonBody(request), "flow");
  const schemaProblem = body.input_schema ? inputSchemaProblem(body.input_schema) : null;
  if (schemaProblem) {
    throw new ApiError(422, "VALIDATION_ERROR", "The input schema is not a valid JSON Schema.", [
      { path: "input_schema", message: schemaProblem },
    ]);
  }
  const db = await getDb();
  if (await getRegisteredFlow(db, body.id)) {
    throw new ApiError(
      409,
      "FLOW_ALREADY_REGISTERED",
      `A flow with the id ${body.id} is already registered; edit it instead.`,
    );
  }
  const flow = await audited(
    user,
    "flow.registered",
    { type: "flow", id: body.id },
    () =>
      upsertRegisteredFlow(
        db,
        {
          id: body.id,
          name: body.name,
          description: body.description,
          inputSchema: body.input_schema,
        },
        new Date(),
      ),
    { name: body.name, has_input_schema: body.input_schema !== null },
  );
  return jsonAnswer({ flow: toRegisteredFlowDto(flow) }, { status: 201 });
});
