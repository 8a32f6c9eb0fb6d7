import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { webhookPatchBodySchema } from "@/lib/api/schemas/webhook";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";
import { syncStoredSecret } from "@/lib/webhooks/console-runtime";

export const dynamic = "force-dynamic";

// GET /webhooks/{webhook_id}
export const GET = withSession<{ id: string }>("admin", async ({ params }) => {
  const client = await getComplianceClient();
  return jsonAnswer(await client.getWebhook(params.id));
});

// PATCH /webhooks/{webhook_id}
export const PATCH = withSession<{ id: string }>("admin", async ({ request, params, user }) => {
  const patch = parseWith(webhookPatchBodySchema, await readJsonBody(request), "webhook change");
  const client = await getComplianceClient();
  const webhook = await audited(
    user,
    "webhook.updated",
    { type: "webhook", id: params.id },
    () => client.updateWebhook(params.id, patch),
    // Which fields changed, never the secret itself.
    {
      fields: Object.keys(patch),
      secret: patch.secret === undefined ? "kept" : patch.secret === "" ? "removed" : "replaced",
    },
  );
  // When this is the console's own webhook, its copy of the secret must follow the change.
  await syncStoredSecret(params.id, { patch });
  return jsonAnswer(webhook);
});

// DELETE /webhooks/{webhook_id}
export const DELETE = withSession<{ id: string }>("admin", async ({ params, user }) => {
  const client = await getComplianceClient();
  await audited(user, "webhook.deleted", { type: "webhook", id: params.id }, () =>
    client.deleteWebhook(params.id),
  );
  await syncStoredSecret(params.id, { deleted: true });
  return new Response(null, { status: 204 });
});
