import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

// GET /v1/name-screenings/alerts/{id}
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  const client = await getComplianceClient();
  return NextResponse.json(await client.getScreeningAlert(params.id));
});
