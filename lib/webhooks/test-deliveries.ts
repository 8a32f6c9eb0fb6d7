import { sampleFlowRun } from "@/lib/api/test-helpers";
import { computeSignature } from "./signature";

/** Builds deliveries as the service sends them (spec §6), for the receiver's tests. */
export const testSecret = "test-secret-0123456789";
export const testWebhookId = "wh-console";

export interface DeliveryOptions {
  body?: string;
  eventId?: string | null;
  eventName?: string;
  targetType?: string;
  webhookId?: string | null;
  signature?: string | null;
  secret?: string;
  contentLength?: boolean;
}

export function delivery(options: DeliveryOptions = {}): Request {
  const body = options.body ?? JSON.stringify({ ...sampleFlowRun, report: null, error: null });
  const headers = new Headers({
    "Content-Type": "application/json",
    "User-Agent": "ComplianceSandbox/1.0",
    "X-Customer-Id": "cust-1",
    "X-Target-type": options.targetType ?? "FLOW_RUN",
    "X-Event-Name": options.eventName ?? "FLOW_RUN_COMPLETED",
  });
  if (options.webhookId !== null) headers.set("X-Webhook-Id", options.webhookId ?? testWebhookId);
  if (options.eventId !== null) headers.set("X-Event-Id", options.eventId ?? crypto.randomUUID());
  const signature =
    options.signature === undefined
      ? computeSignature(options.secret ?? testSecret, body)
      : options.signature;
  if (signature !== null) headers.set("X-Signature", signature);
  if (options.contentLength !== false) {
    headers.set("Content-Length", String(Buffer.byteLength(body)));
  }
  return new Request("http://console.test/api/inbound/webhook", { method: "POST", headers, body });
}
