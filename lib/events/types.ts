/**
 * The typed events of the live stream (`GET /api/live`). Shared by the server, which publishes
 * them, and the browser, which checks every message against these shapes before it touches the
 * query cache. The shapes are checked by hand, not with zod: this file reaches every signed-in
 * page's bundle (lib/events/live-connection.ts), where zod alone cost ~13 KB gz.
 */

/** What one field may hold; `?` adds null ("string?" is a string or null). */
type FieldKind = "string" | "string?" | "int" | "int?" | "boolean" | readonly string[];

type FieldValue<K> = K extends "string"
  ? string
  : K extends "string?"
    ? string | null
    : K extends "int"
      ? number
      : K extends "int?"
        ? number | null
        : K extends "boolean"
          ? boolean
          : K extends readonly (infer V)[]
            ? V
            : never;

type Shape = Record<string, FieldKind>;
type ShapeData<S extends Shape> = { [F in keyof S]: FieldValue<S[F]> };

export const liveEventShapes = {
  "run.status": {
    runId: "string",
    flowId: "string?",
    status: "string",
    previousStatus: "string?",
    /** Which path saw the change first: an inbound webhook delivery or the server's run watcher. */
    source: ["inbound", "watcher"],
  },
  "cdd.changed": {
    cddId: "string",
    state: "string?",
    previousState: "string?",
    change: ["state", "document"],
    documentCount: "int?",
  },
  "monitoring.alert": {
    alertId: "string",
    monitoringId: "string",
    check: "string?",
    reason: "string?",
    /** The customer's unacknowledged count after this alert, when the service could be asked. */
    unacknowledgedCount: "int?",
  },
  "screening.search_completed": {
    searchId: "string",
    reference: "string?",
    status: "string?",
    unresolvedHits: "int?",
  },
  "screening.alert_remediated": {
    alertId: "string",
    reference: "string?",
    remediationStatus: "string?",
  },
  "webhook.delivery": {
    inboundId: "int",
    eventType: "string?",
    targetType: "string?",
    targetId: "string?",
    signatureValid: "boolean",
    processError: "string?",
    receivedAt: "string",
  },
} as const satisfies Record<string, Shape>;

export type LiveEventType = keyof typeof liveEventShapes;
export const LIVE_EVENT_TYPES = Object.keys(liveEventShapes) as LiveEventType[];

export type LiveEventData<T extends LiveEventType> = ShapeData<(typeof liveEventShapes)[T]>;

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
  return Object.hasOwn(liveEventShapes, value);
}

/**
 * Reads one message's data for its type; undefined when it does not match (never throws). Only
 * the shape's fields are kept, so nothing unexpected reaches the query cache.
 */
export function parseLiveEventData<T extends LiveEventType>(
  type: T,
  data: unknown,
): LiveEventData<T> | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const shape: Shape = liveEventShapes[type];
  const fields = data as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(shape)) {
    if (!fits(kind, fields[name])) return undefined;
    read[name] = fields[name];
  }
  return read as LiveEventData<T>;
}

function fits(kind: FieldKind, value: unknown): boolean {
  if (typeof kind !== "string") return kind.includes(value as string);
  if (kind.endsWith("?") && value === null) return true;
  switch (kind) {
    case "string":
    case "string?":
      return typeof value === "string";
    case "int":
    case "int?":
      return Number.isSafeInteger(value);
    case "boolean":
      return typeof value === "boolean";
  }
}
