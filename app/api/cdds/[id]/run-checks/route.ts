import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { runCddChecksBodySchema } from "@/lib/api/schemas/cdd";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

// POST /cdds/{id}/run-checks
export const POST = withSession<{ id: string }>("analyst", async ({ request, params }) => {
  const body = parseWith(
    runCddChecksBodySchema,
    (await readJsonBody(request, { optional: true })) ?? {},
  );
  const client = await getComplianceClient();
  return NextResponse.json(await client.runCddChecks(params.id, body));
});
