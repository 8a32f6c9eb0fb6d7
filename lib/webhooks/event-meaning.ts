import {
  EVENT_TARGET_TYPE_BY_EVENT,
  eventTypeFromName,
  type EventTargetType,
} from "@/lib/api/schemas/events";
import type { WebhookEventType } from "@/lib/api/schemas/webhook";
import { isRecord } from "@/lib/db/codec";

export type EventMeaning =
  { ok: true; type: WebhookEventType | null } | { ok: false; message: string };

/**
 * What a verified delivery means, decided from its signed body wherever the body says it, so that
 * the unsigned `X-Event-Name` and `X-Target-type` headers can only agree or be refused: a COMPLETED
 * run labelled FLOW_RUN_FAILED is refused, not processed as failed. Where the body cannot tell
 * (the two CDD events carry the same case object), the header chooses between what fits the body.
 */
export function eventMeaning(
  body: unknown,
  headers: { eventName: string | null; targetType: string | null },
): EventMeaning {
  const named = headers.eventName ? (eventTypeFromName(headers.eventName) ?? null) : null;
  const target = bodyTargetType(body);
  if (!target) return { ok: true, type: named };

  const claimedTarget = headers.targetType?.toUpperCase();
  if (claimedTarget && claimedTarget !== target) {
    return refuse(`X-Target-type ${headers.targetType} contradicts a ${target} body`);
  }
  const derived = typeFromBody(target, body);
  if (derived && named && derived !== named) {
    return refuse(`X-Event-Name ${headers.eventName} contradicts the body, which is ${derived}`);
  }
  if (named && EVENT_TARGET_TYPE_BY_EVENT[named] !== target) {
    return refuse(`X-Event-Name ${headers.eventName} does not fit a ${target} body`);
  }
  if (target === "FLOW_RUN" && !derived) {
    const status = isRecord(body) ? String(body.status) : "unknown";
    return refuse(`A run in status ${status} is not a flow run event`);
  }
  return { ok: true, type: derived ?? named };
}

function refuse(message: string): EventMeaning {
  return { ok: false, message };
}

/** Which kind of object the body is, by the fields only that kind has; null when it cannot tell. */
export function bodyTargetType(body: unknown): EventTargetType | null {
  // The CDD events carry the case as a JSON string (spec §6).
  if (typeof body === "string") return "CDD";
  if (!isRecord(body)) return null;
  if (typeof body.flow_id === "string" && "status" in body) return "FLOW_RUN";
  if (typeof body.alert_id === "string" && typeof body.monitoring_id === "string") {
    return "MONITORING_ALERT";
  }
  if ("remediation_status" in body || "profile_facts" in body) return "NAME_SCREENING_ALERT";
  if ("hit_counts" in body || (Array.isArray(body.input) && Array.isArray(body.hits))) {
    return "NAME_SCREENING_SEARCH";
  }
  if (typeof body.state === "string" && isRecord(body.input)) return "CDD";
  return null;
}

function typeFromBody(target: EventTargetType, body: unknown): WebhookEventType | null {
  switch (target) {
    case "FLOW_RUN": {
      const status = isRecord(body) ? body.status : undefined;
      if (status === "COMPLETED") return "flow_run_completed";
      if (status === "FAILED") return "flow_run_failed";
      return null;
    }
    case "MONITORING_ALERT":
      return "monitoring_alert_fired";
    case "NAME_SCREENING_SEARCH":
      return "search_completed";
    case "NAME_SCREENING_ALERT":
      return "alert_remediated";
    case "CDD":
      return null;
  }
}
