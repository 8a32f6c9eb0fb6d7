import { NextResponse } from "next/server";
import { getComplianceClient } from "@/lib/api/upstream";
import { webhookPatchBodySchema } from "@/lib/api/schemas/webhook";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

// GET /webhooks/{webhook_id}
export const GET = withSession<{ id: string }>("admin", async ({ params }) => {
  const client = await getComplianceClient();
  return NextResponse.json(await client.getWebhook(params.id));
});

// PATCH /webhooks/{webhook_id}
export const PATCH = withSession<{ id: string }>("admin", async ({ request, params }) => {
  const patch = parseWith(webhookPatchBodySchema, await readJsonBody(request), "webhook change");
  const client = await getComplianceClient();
  return NextResponse.json(await client.updateWebhook(params.id, patch));
});

// DELETE /webhooks/{webhook_id}
export const DELETE = withSession<{ id: string }>("admin", async ({ params }) => {
  const client = await getComplianceClient();
  await client.deleteWebhook(params.id);
  return new Response(null, { status: 204 });
});
