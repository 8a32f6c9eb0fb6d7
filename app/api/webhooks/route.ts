import { jsonAnswer } from "@/lib/http/json-answer";
import { audited } from "@/lib/audit";
import { getComplianceClient } from "@/lib/api/upstream";
import { webhookCreateBodySchema } from "@/lib/api/schemas/webhook";
import { withSession } from "@/lib/http/route";
import { parseWith, readJsonBody } from "@/lib/http/request";

export const dynamic = "force-dynamic";

// GET /webhooks
export const GET = withSession("admin", async () => {
  const client = await getComplianceClient();
  return jsonAnswer(await client.listWebhooks());
});

// POST /webhooks
export const POST = withSession("admin", async ({ request, user }) => {
  const body = parseWith(webhookCreateBodySchema, await readJsonBody(request), "webhook");
  const client = await getComplianceClient();
  const webhook = await audited(
    user,
    "webhook.created",
    (created) => ({ type: "webhook", id: created.id }),
    () => client.createWebhook(body),
    { webhook_url: body.webhook_url, events: body.events },
  );
  return jsonAnswer(webhook, { status: 201 });
});
