import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { ERROR_STATUS } from "@/lib/http/error-contract";
import { errorResponse } from "@/lib/http/errors";
import { withPublic } from "@/lib/http/route";
import { receiveDelivery } from "@/lib/webhooks/receive";
import { getRefusalRecorder } from "@/lib/webhooks/refusal-runtime";
import { findWebhookSecret, getInboundQueue } from "@/lib/webhooks/runtime";

export const dynamic = "force-dynamic";

/**
 * POST /api/inbound/webhook: the service's signed deliveries. Public (the service has no session)
 * and outside the cross-site check (it is not a browser); the signature is the authentication.
 * Answers as soon as the delivery is stored; processing happens after, on the inbound queue.
 */
export const POST = withPublic(async ({ request }) => {
  const outcome = await receiveDelivery(request, {
    db: await getDb(),
    findSecret: findWebhookSecret,
    onStored: (id) => getInboundQueue().enqueue(id),
    onRefused: (webhookId, at) => getRefusalRecorder().record(webhookId, at),
  });
  if (outcome.status !== 200) {
    // Every refusal names its code; one without would be a refused signature.
    const code = outcome.code ?? "INVALID_SIGNATURE";
    return errorResponse(ERROR_STATUS[code], code, outcome.message ?? "Refused.");
  }
  return NextResponse.json(
    { received: true, duplicate: outcome.duplicate ?? false },
    { headers: { "Cache-Control": "no-store" } },
  );
});
