import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { runCddChecksBodySchema } from "@/lib/api/schemas/cdd";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// POST /cdds/{id}/run-checks
export const POST = withSession<{ id: string }>("analyst", async ({ request, params, user }) => {
  const body = parseWith(
    runCddChecksBodySchema,
    (await readJsonBody(request, { optional: true })) ?? {},
  );
  const client = await getComplianceClient();
  const result = await audited(user, "cdd.checks_run", { type: "cdd", id: params.id }, () =>
    client.runCddChecks(params.id, body),
  );
  return jsonAnswer(result);
});
