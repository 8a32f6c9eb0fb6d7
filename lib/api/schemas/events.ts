import { z } from "zod";
import { cddCaseDetailSchema } from "./cdd";
import { timestampSchema } from "./common";
import { flowRunSchema } from "./flow-run";
import { screeningAlertSchema, screeningSearchSchema } from "./screening";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook";

/** Webhook deliveries (spec §6): headers, names and one payload schema per event type. */

/** Delivery headers, lower-cased as `Headers.get` wants them. */
export const EVENT_HEADERS = {
  webhookId: "x-webhook-id",
  eventId: "x-event-id",
  customerId: "x-customer-id",
  targetType: "x-target-type",
  eventName: "x-event-name",
  signature: "x-signature",
} as const;

export const EVENT_TARGET_TYPES = [
  "CDD",
  "MONITORING_ALERT",
  "NAME_SCREENING_SEARCH",
  "NAME_SCREENING_ALERT",
  "FLOW_RUN",
] as const;
export type EventTargetType = (typeof EVENT_TARGET_TYPES)[number];

export const EVENT_TARGET_TYPE_BY_EVENT: Record<WebhookEventType, EventTargetType> = {
  cdd_state_changed: "CDD",
  monitoring_alert_fired: "MONITORING_ALERT",
  cdd_document_fetched: "CDD",
  search_completed: "NAME_SCREENING_SEARCH",
  alert_remediated: "NAME_SCREENING_ALERT",
  flow_run_completed: "FLOW_RUN",
  flow_run_failed: "FLOW_RUN",
};

// A spec sample names the CDD state event CDD_COMPLETED; both names mean the same event.
const EVENT_NAME_ALIASES: Record<string, WebhookEventType> = {
  CDD_COMPLETED: "cdd_state_changed",
};

/** Maps an `X-Event-Name` header (upper case) to its subscription value, or undefined. */
export function eventTypeFromName(name: string): WebhookEventType | undefined {
  const normalised = name.trim().toUpperCase();
  const alias = EVENT_NAME_ALIASES[normalised];
  if (alias) return alias;
  return WEBHOOK_EVENT_TYPES.find((type) => type.toUpperCase() === normalised);
}

/** The CDD events carry the case as a JSON string (spec §6); an object is accepted too. */
export const cddEventPayloadSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .transform((payload, ctx) => {
    if (typeof payload !== "string") return payload;
    try {
      return JSON.parse(payload) as unknown;
    } catch {
      ctx.issues.push({
        code: "custom",
        message: "The CDD payload is not valid JSON",
        input: payload,
      });
      return z.NEVER;
    }
  })
  .pipe(cddCaseDetailSchema);

export function parseCddEventPayload(payload: unknown) {
  return cddEventPayloadSchema.safeParse(payload);
}

export const monitoringAlertFiredPayloadSchema = z.looseObject({
  alert_id: z.string(),
  monitoring_id: z.string(),
  // The first failed check's name (spec-assumptions.md); any string, as checks may be added.
  type: z.string().nullish(),
  details: z
    .looseObject({
      reason: z.string().nullish(),
      triggered_at: timestampSchema.nullish(),
    })
    .nullish(),
});
export type MonitoringAlertFiredPayload = z.infer<typeof monitoringAlertFiredPayloadSchema>;

export const eventPayloadSchemas = {
  cdd_state_changed: cddEventPayloadSchema,
  cdd_document_fetched: cddEventPayloadSchema,
  monitoring_alert_fired: monitoringAlertFiredPayloadSchema,
  search_completed: screeningSearchSchema,
  alert_remediated: screeningAlertSchema,
  flow_run_completed: flowRunSchema,
  flow_run_failed: flowRunSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type EventPayload<T extends WebhookEventType> = z.infer<(typeof eventPayloadSchemas)[T]>;

/** A delivery as the receiver sees it once its headers are checked. */
export type ParsedEvent = {
  [T in WebhookEventType]: { type: T; payload: EventPayload<T> };
}[WebhookEventType];

export function parseEventPayload(type: WebhookEventType, payload: unknown) {
  const result = eventPayloadSchemas[type].safeParse(payload);
  return result.success
    ? { success: true as const, event: { type, payload: result.data } as ParsedEvent }
    : { success: false as const, error: result.error };
}
