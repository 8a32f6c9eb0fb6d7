import { isRecord } from "@/lib/db/codec";
import type { WebhookEventType } from "@/lib/api/schemas/webhook";

/**
 * The id of what a delivery is about, read from its raw body. The headers name only the target's
 * type, so the received-events page and the live events take the id from the payload.
 */
export function targetIdOf(type: WebhookEventType | null, body: string): string | null {
  if (!type) return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
    // The CDD events carry the case as a JSON string (spec §6).
    if (typeof value === "string") value = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const id = type === "monitoring_alert_fired" ? value.alert_id : value.id;
  return typeof id === "string" ? id : null;
}
