import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../../core/context";
import type { EventType, SandboxEvent } from "../../core/events";
import { deliveryBody, deliveryHeaders } from "./headers";
import { postOnce } from "./post";
import type { WebhookStore } from "./store";

/** One attempt as `GET /_sandbox/deliveries` lists it. */
export interface DeliveryAttempt {
  webhook_id: string;
  customer_id: string;
  /** The X-Event-Id: the same for every attempt of one delivery. */
  event_id: string;
  /** The bus event that caused the delivery (the ids `POST /_sandbox/events` returns). */
  source_event_id: string;
  event_type: EventType;
  attempt: number;
  /** The receiver's status code, or null when it gave no answer (then `error` says why). */
  status: number | null;
  error: string | null;
  outcome: "success" | "failed";
  /** Sandbox time, like last_delivery_at. */
  at: string;
  duration_ms: number;
}

interface Delivery {
  eventId: string;
  webhookId: string;
  event: SandboxEvent;
  body: string;
  attempts: number;
  timer?: NodeJS.Timeout;
  controller: AbortController;
}

const logLimit = 2000;

/**
 * Delivers bus events to the subscribed webhooks. Retries run on REAL time (setTimeout, unref'd),
 * not on the sandbox clock: they are about the receiver's network, which a paused or fast-forwarded
 * sandbox clock does not speed up.
 */
export class Deliverer {
  private readonly pending = new Set<Delivery>();
  readonly log: DeliveryAttempt[] = [];

  constructor(
    private readonly context: SandboxContext,
    private readonly store: WebhookStore,
  ) {}

  handle(event: SandboxEvent): void {
    const body = deliveryBody(event);
    for (const webhook of this.store.subscribers(event.customerId, event.type)) {
      const delivery: Delivery = {
        eventId: randomUUID(),
        webhookId: webhook.id,
        event,
        body,
        attempts: 0,
        controller: new AbortController(),
      };
      this.pending.add(delivery);
      void this.attempt(delivery);
    }
  }

  /** Drops every delivery to a webhook at once: queued retries and a request in flight. */
  cancelWebhook(webhookId: string): void {
    for (const delivery of this.pending)
      if (delivery.webhookId === webhookId) this.cancel(delivery);
  }

  cancelAll(): void {
    for (const delivery of this.pending) this.cancel(delivery);
  }

  clearLog(): void {
    this.log.length = 0;
  }

  private cancel(delivery: Delivery): void {
    clearTimeout(delivery.timer);
    delivery.controller.abort();
    this.pending.delete(delivery);
  }

  private async attempt(delivery: Delivery): Promise<void> {
    // The webhook as it is now: a retry goes to the current URL, signed with the current secret.
    const webhook = this.store.find(delivery.event.customerId, delivery.webhookId);
    if (!webhook || !webhook.is_active || delivery.controller.signal.aborted) {
      this.cancel(delivery);
      return;
    }
    delivery.attempts += 1;
    const headers = deliveryHeaders({
      webhookId: webhook.id,
      eventId: delivery.eventId,
      event: delivery.event,
      body: delivery.body,
      secret: webhook.secret,
    });
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postOnce(
        webhook.webhook_url,
        headers,
        delivery.body,
        this.context.config.deliveryTimeoutMs,
        delivery.controller.signal,
      );
    } catch (failure) {
      error = failure instanceof Error ? failure.message || failure.name : String(failure);
    }
    // Deleted (or the sandbox stopped) meanwhile: nothing more is recorded or retried.
    if (delivery.controller.signal.aborted) return;
    const success = status !== null && status >= 200 && status < 300;
    const at = this.context.clock.iso();
    this.record({
      webhook_id: webhook.id,
      customer_id: delivery.event.customerId,
      event_id: delivery.eventId,
      source_event_id: delivery.event.id,
      event_type: delivery.event.type,
      attempt: delivery.attempts,
      status,
      error,
      outcome: success ? "success" : "failed",
      at,
      duration_ms: Date.now() - started,
    });
    webhook.last_delivery_at = at;
    webhook.last_delivery_status = success ? "success" : "failed";

    const delays = this.context.config.deliveryRetryDelaysMs;
    if (success || delivery.attempts > delays.length) {
      this.pending.delete(delivery);
      return;
    }
    delivery.timer = setTimeout(
      () => {
        delivery.timer = undefined;
        void this.attempt(delivery);
      },
      delays[delivery.attempts - 1],
    );
    delivery.timer.unref();
  }

  private record(attempt: DeliveryAttempt): void {
    this.log.push(attempt);
    if (this.log.length > logLimit) this.log.splice(0, this.log.length - logLimit);
  }
}
