import { createHmac } from "node:crypto";
import type { SandboxEvent } from "../../core/events";

/** `<sender>/<version>`, the form spec §6 gives for User-Agent. */
export const deliveryUserAgent = "ComplianceSandbox/1.0";

/** `sha256=` + lower-case hex HMAC-SHA256 of the raw body bytes (docs/spec-assumptions.md). */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(Buffer.from(body, "utf8")).digest("hex")}`;
}

/**
 * The body is the JSON of the payload as the emitting feature gave it: the CDD events' payload is
 * already a JSON string (spec §6), so their body is a JSON string literal.
 */
export function deliveryBody(event: SandboxEvent): string {
  return JSON.stringify(event.payload) ?? "null";
}

/** Every header of the spec §6 table, in its casing; X-Signature only when there is a secret. */
export function deliveryHeaders(options: {
  webhookId: string;
  eventId: string;
  event: SandboxEvent;
  body: string;
  secret: string | null;
}): Record<string, string> {
  const { webhookId, eventId, event, body, secret } = options;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": deliveryUserAgent,
    "X-Webhook-Id": webhookId,
    "X-Event-Id": eventId,
    "X-Customer-Id": event.customerId,
    "X-Target-type": event.targetType,
    "X-Event-Name": event.type.toUpperCase(),
  };
  if (secret) headers["X-Signature"] = signBody(secret, body);
  return headers;
}
