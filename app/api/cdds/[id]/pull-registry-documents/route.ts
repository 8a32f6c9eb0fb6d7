import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /cdds/{id}/pull-registry-documents
export const POST = withSession<{ id: string }>("analyst", async ({ params, user }) => {
  const client = await getComplianceClient();
  const result = await audited(user, "cdd.registry_pull", { type: "cdd", id: params.id }, () =>
    client.pullRegistryDocuments(params.id),
  );
  return jsonAnswer(result, { status: 202 });
});
