import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";
import { readDocumentUpload } from "@/lib/http/upload";

export const dynamic = "force-dynamic";

// POST /cdds/{id}/documents
export const POST = withSession<{ id: string }>("analyst", async ({ request, params, user }) => {
  const upload = await readDocumentUpload(request);
  const client = await getComplianceClient();
  const document = await audited(
    user,
    "cdd.document_uploaded",
    { type: "cdd", id: params.id },
    () => client.uploadCddDocument(params.id, upload),
    { document_type: upload.type, file_name: upload.fileName, size: upload.file.size },
  );
  return jsonAnswer(document);
});
