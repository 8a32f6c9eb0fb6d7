/** The seven event types of spec §6, with the headers each delivery carries. */
export const eventTypes = [
  "cdd_state_changed",
  "monitoring_alert_fired",
  "cdd_document_fetched",
  "search_completed",
  "alert_remediated",
  "flow_run_completed",
  "flow_run_failed",
] as const;

export type EventType = (typeof eventTypes)[number];

export type TargetType =
  "CDD" | "MONITORING_ALERT" | "NAME_SCREENING_SEARCH" | "NAME_SCREENING_ALERT" | "FLOW_RUN";

export const eventTargets: Record<EventType, TargetType> = {
  cdd_state_changed: "CDD",
  monitoring_alert_fired: "MONITORING_ALERT",
  cdd_document_fetched: "CDD",
  search_completed: "NAME_SCREENING_SEARCH",
  alert_remediated: "NAME_SCREENING_ALERT",
  flow_run_completed: "FLOW_RUN",
  flow_run_failed: "FLOW_RUN",
};

export function isEventType(value: unknown): value is EventType {
  return typeof value === "string" && (eventTypes as readonly string[]).includes(value);
}

export interface SandboxEvent {
  /** Unique per event; each delivery of it to a webhook gets its own X-Event-Id. */
  id: string;
  customerId: string;
  type: EventType;
  targetType: TargetType;
  targetId: string;
  /** Sandbox time of the state change that caused the event. */
  occurredAt: string;
  /** Wall-clock time (ms) of the state change, for latency measurements. */
  occurredAtReal: number;
  payload: unknown;
}

export type EventListener = (event: SandboxEvent) => void;

/** In-process fan-out: the webhook feature delivers, the control plane keeps a recent log. */
export class EventBus {
  private listeners: EventListener[] = [];
  readonly recent: SandboxEvent[] = [];

  subscribe(listener: EventListener): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((existing) => existing !== listener);
    };
  }

  publish(event: SandboxEvent): void {
    this.recent.push(event);
    if (this.recent.length > 1000) this.recent.splice(0, this.recent.length - 1000);
    for (const listener of this.listeners) listener(event);
  }

  clear(): void {
    this.recent.length = 0;
  }
}
