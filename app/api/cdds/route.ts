import { NextResponse } from "next/server";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { cddCreateBodySchema, cddListParamsSchema } from "@/lib/api/schemas/cdd";
import { withSession } from "@/lib/http/route";
import { parseWith, queryObject, readJsonBody } from "@/lib/http/request";

// GET /cdds
export const GET = withSession("analyst", async ({ request }) => {
  const query = parseWith(cddListParamsSchema, queryObject(request), "query");
  const client = await getComplianceClient();
  return NextResponse.json(await client.listCdds(query));
});

// POST /cdds: the browser's Idempotency-Key travels on, so a retried submit makes one case.
export const POST = withSession("analyst", async ({ request, user }) => {
  const body = parseWith(cddCreateBodySchema, await readJsonBody(request), "case");
  const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
  const client = await getComplianceClient();
  const created = await audited(
    user,
    "cdd.created",
    (cdd) => ({ type: "cdd", id: cdd.id }),
    () => client.createCdd(body, { idempotencyKey }),
  );
  return NextResponse.json(created);
});
