import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

// POST /cdds/{id}/pull-registry-documents
export const POST = withSession<{ id: string }>("analyst", async ({ params }) => {
  const client = await getComplianceClient();
  return NextResponse.json(await client.pullRegistryDocuments(params.id), { status: 202 });
});
