import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// DELETE /blocked-companies/{id}: unblocking is an admin decision.
export const DELETE = withSession<{ id: string }>("admin", async ({ params, user }) => {
  const client = await getComplianceClient();
  await audited(user, "company.unblocked", { type: "blocked_company", id: params.id }, () =>
    client.unblockCompany(params.id),
  );
  return new Response(null, { status: 204 });
});
