import { jsonAnswer } from "@/lib/http/json-answer";
import { withPublic } from "@/lib/http/route";
import { inboundAnswer, receiveDelivery } from "@/lib/webhooks/receive";
import { inboundReceiveDeps } from "@/lib/webhooks/runtime";

export const dynamic = "force-dynamic";

/**
 * POST /api/inbound/webhook: the service's signed deliveries. Public (the service has no session)
 * and outside the cross-site check (it is not a browser); the signature is the authentication.
 * Usually answered before Next sees it, by the lean path (lib/webhooks/inbound-server.ts); this
 * handler runs the same receiver with the same wiring when INBOUND_RECEIVER=next or before the
 * lean path is installed. Answers once the delivery is committed; processing happens after.
 */
export const POST = withPublic(async ({ request }) => {
  const { status, body } = inboundAnswer(await receiveDelivery(request, inboundReceiveDeps()));
  return jsonAnswer(body, { status, headers: { "Cache-Control": "no-store" } });
});
