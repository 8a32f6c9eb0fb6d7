import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";
import { readDocumentUpload } from "@/lib/http/upload";

// POST /cdds/{id}/documents
export const POST = withSession<{ id: string }>("analyst", async ({ request, params }) => {
  const upload = await readDocumentUpload(request);
  const client = await getComplianceClient();
  return NextResponse.json(await client.uploadCddDocument(params.id, upload));
});
