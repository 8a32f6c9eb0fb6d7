import { getComplianceClient } from "@/lib/api/upstream";
import { withSession } from "@/lib/http/route";

// DELETE /blocked-companies/{id}: unblocking is an admin decision.
export const DELETE = withSession<{ id: string }>("admin", async ({ params }) => {
  const client = await getComplianceClient();
  await client.unblockCompany(params.id);
  return new Response(null, { status: 204 });
});
