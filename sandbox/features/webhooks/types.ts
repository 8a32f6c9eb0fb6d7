import type { EventType } from "../../core/events";

export const maxWebhooksPerCustomer = 10;

export type DeliveryStatus = "success" | "failed";

/** A webhook as stored; the secret never leaves this module's responses (spec 2.11). */
export interface WebhookRecord {
  id: string;
  customerId: string;
  webhook_url: string;
  is_active: boolean;
  secret: string | null;
  events: EventType[];
  last_delivery_at: string | null;
  last_delivery_status: DeliveryStatus | null;
}

export interface WebhookView {
  id: string;
  webhook_url: string;
  is_active: boolean;
  has_secret: boolean;
  status: "active" | "disabled";
  last_delivery_at: string | null;
  last_delivery_status: DeliveryStatus | null;
  events: EventType[];
}

/** The response shape: `has_secret` instead of the write-only secret, `status` following is_active. */
export function toView(record: WebhookRecord): WebhookView {
  return {
    id: record.id,
    webhook_url: record.webhook_url,
    is_active: record.is_active,
    has_secret: record.secret !== null,
    status: record.is_active ? "active" : "disabled",
    last_delivery_at: record.last_delivery_at,
    last_delivery_status: record.last_delivery_status,
    events: [...record.events],
  };
}
