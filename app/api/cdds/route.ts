import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { cddCreateBodySchema } from "@/lib/api/schemas/cdd";
import { createCaseOnce } from "@/lib/cdd/create-case";
import { readCddList } from "@/lib/data/cdds";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// GET /cdds
export const GET = withSession("analyst", async ({ request }) => {
  return jsonAnswer(await readCddList(queryObject(request)));
});

// POST /cdds: the browser's Idempotency-Key travels on (under the configured header name), and a
// create that timed out is looked for before it is ever repeated (lib/cdd/create-case.ts).
export const POST = withSession("analyst", async ({ request, user }) => {
  const body = parseWith(cddCreateBodySchema, await readJsonBody(request), "case");
  const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
  const client = await getComplianceClient();
  const created = await audited(
    user,
    "cdd.created",
    (cdd) => ({ type: "cdd", id: cdd.id }),
    async () => (await createCaseOnce(client, body, idempotencyKey)).case,
  );
  return jsonAnswer(created);
});
