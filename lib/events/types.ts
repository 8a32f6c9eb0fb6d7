import { z } from "zod";

/**
 * The typed events of the live stream (`GET /api/live`). Shared by the server, which publishes
 * them, and the browser, which parses every message with these schemas before it touches the
 * query cache.
 */
export const runStatusEventSchema = z.object({
  runId: z.string(),
  flowId: z.string().nullable(),
  status: z.string(),
  previousStatus: z.string().nullable(),
  /** Which path saw the change first: an inbound webhook delivery or the server's run watcher. */
  source: z.enum(["inbound", "watcher"]),
});

export const cddChangedEventSchema = z.object({
  cddId: z.string(),
  state: z.string().nullable(),
  previousState: z.string().nullable(),
  change: z.enum(["state", "document"]),
  documentCount: z.number().int().nullable(),
});

export const monitoringAlertEventSchema = z.object({
  alertId: z.string(),
  monitoringId: z.string(),
  check: z.string().nullable(),
  reason: z.string().nullable(),
  /** The customer's unacknowledged count after this alert, when the service could be asked. */
  unacknowledgedCount: z.number().int().nullable(),
});

export const searchCompletedEventSchema = z.object({
  searchId: z.string(),
  reference: z.string().nullable(),
  status: z.string().nullable(),
  unresolvedHits: z.number().int().nullable(),
});

export const alertRemediatedEventSchema = z.object({
  alertId: z.string(),
  reference: z.string().nullable(),
  remediationStatus: z.string().nullable(),
});

export const webhookDeliveryEventSchema = z.object({
  inboundId: z.number().int(),
  eventType: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  signatureValid: z.boolean(),
  processError: z.string().nullable(),
  receivedAt: z.string(),
});

export const liveEventSchemas = {
  "run.status": runStatusEventSchema,
  "cdd.changed": cddChangedEventSchema,
  "monitoring.alert": monitoringAlertEventSchema,
  "screening.search_completed": searchCompletedEventSchema,
  "screening.alert_remediated": alertRemediatedEventSchema,
  "webhook.delivery": webhookDeliveryEventSchema,
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;
export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[];

export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;

/** One message of the stream: `id` is `<boot id>.<sequence>`, increasing within a server's life. */
export type LiveEvent = {
  [T in LiveEventType]: { id: string; type: T; at: string; data: LiveEventData<T> };
}[LiveEventType];

/** Admin-only events (deliveries) are not sent to analysts' streams. */
export type LiveAudience = "all" | "admin";

export const LIVE_CONTROL_EVENTS = {
  /** First message of every connection; its id lets a reconnect resume even before any event. */
  ready: "ready",
  heartbeat: "heartbeat",
  /** The requested Last-Event-ID is no longer buffered (or from another server life): refetch. */
  resync: "resync",
} as const;

export function isLiveEventType(value: string): value is LiveEventType {
  return value in liveEventSchemas;
}

/** Parses one message's data for its type; undefined when it does not match (never throws). */
export function parseLiveEventData<T extends LiveEventType>(
  type: T,
  data: unknown,
): LiveEventData<T> | undefined {
  const result = liveEventSchemas[type].safeParse(data);
  return result.success ? (result.data as LiveEventData<T>) : undefined;
}
