import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

// GET /cdds/{id}
export const GET = withSession<{ id: string }>("analyst", async ({ params }) => {
  const client = await getComplianceClient();
  return NextResponse.json(await client.getCdd(params.id));
});
