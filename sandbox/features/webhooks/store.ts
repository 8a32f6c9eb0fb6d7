import { randomUUID } from "node:crypto";
import { familyError } from "../../core/errors";
import type { EventType } from "../../core/events";
import { maxWebhooksPerCustomer, type WebhookRecord } from "./types";

export interface WebhookInput {
  webhook_url: string;
  events: EventType[];
  is_active?: boolean;
  secret?: string;
}

/** Webhooks per customer, in creation order. None are seeded. */
export class WebhookStore {
  private readonly byCustomer = new Map<string, Map<string, WebhookRecord>>();

  clear(): void {
    this.byCustomer.clear();
  }

  private of(customerId: string): Map<string, WebhookRecord> {
    let webhooks = this.byCustomer.get(customerId);
    if (!webhooks) {
      webhooks = new Map();
      this.byCustomer.set(customerId, webhooks);
    }
    return webhooks;
  }

  list(customerId: string): WebhookRecord[] {
    return [...this.of(customerId).values()];
  }

  find(customerId: string, id: string): WebhookRecord | undefined {
    return this.of(customerId).get(id);
  }

  /** Another customer's webhook is answered as not found, like a missing one (spec §1). */
  get(customerId: string, id: string): WebhookRecord {
    const found = this.find(customerId, id);
    if (!found) throw familyError("error", 404, "Webhook not found");
    return found;
  }

  create(customerId: string, input: WebhookInput): WebhookRecord {
    const webhooks = this.of(customerId);
    if (webhooks.size >= maxWebhooksPerCustomer) {
      throw familyError(
        "error",
        409,
        `Webhook limit reached: a customer can have at most ${maxWebhooksPerCustomer} webhooks`,
      );
    }
    const record: WebhookRecord = {
      id: randomUUID(),
      customerId,
      webhook_url: input.webhook_url,
      is_active: input.is_active ?? true,
      // An empty secret on creation means none, as it does on update.
      secret: input.secret ? input.secret : null,
      events: input.events,
      last_delivery_at: null,
      last_delivery_status: null,
    };
    webhooks.set(record.id, record);
    return record;
  }

  update(customerId: string, id: string, patch: Partial<WebhookInput>): WebhookRecord {
    const record = this.get(customerId, id);
    if (patch.webhook_url !== undefined) record.webhook_url = patch.webhook_url;
    if (patch.events !== undefined) record.events = patch.events;
    if (patch.is_active !== undefined) record.is_active = patch.is_active;
    // Omitted keeps the secret, "" removes it, a value replaces it (spec 4.15).
    if (patch.secret !== undefined) record.secret = patch.secret === "" ? null : patch.secret;
    return record;
  }

  remove(customerId: string, id: string): WebhookRecord {
    const record = this.get(customerId, id);
    this.of(customerId).delete(id);
    return record;
  }

  /** The webhooks an event of `type` goes to: active ones subscribed to it (spec §6). */
  subscribers(customerId: string, type: EventType): WebhookRecord[] {
    return this.list(customerId).filter(
      (webhook) => webhook.is_active && webhook.events.includes(type),
    );
  }
}
