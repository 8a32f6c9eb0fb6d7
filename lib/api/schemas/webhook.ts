import { z } from "zod";
import { anyListEnvelope, timestampSchema } from "./common";

/** Webhooks (2.11) and their management bodies (4.15). */

export const WEBHOOK_EVENT_TYPES = [
  "cdd_state_changed",
  "monitoring_alert_fired",
  "cdd_document_fetched",
  "search_completed",
  "alert_remediated",
  "flow_run_completed",
  "flow_run_failed",
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: "Choose events from the list",
});
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  cdd_state_changed: "A CDD case became completed or inconclusive.",
  monitoring_alert_fired: "A website monitoring check failed and raised an alert.",
  cdd_document_fetched: "A document was added to a CDD case.",
  search_completed: "A name screening search completed.",
  alert_remediated: "Every hit of a name screening alert was resolved.",
  flow_run_completed: "A flow run completed.",
  flow_run_failed: "A flow run failed.",
};

export const WEBHOOK_STATUSES = ["active", "disabled"] as const;
export const WEBHOOK_DELIVERY_STATUSES = ["success", "failed"] as const;
export const MAX_WEBHOOKS = 10;

// `secret` is write-only upstream; should one ever come back it is dropped here rather than passed
// on by the otherwise loose object, because this object is sent to browsers.
export const webhookSchema = z
  .looseObject({
    id: z.string(),
    webhook_url: z.string(),
    is_active: z.boolean(),
    has_secret: z.boolean().nullish(),
    status: z.string().nullish(),
    last_delivery_at: timestampSchema.nullish(),
    last_delivery_status: z.string().nullish(),
    // Plain strings so that an event type added upstream is listed instead of failing the page.
    events: z.array(z.string()),
    secret: z.unknown().optional(),
  })
  .transform(({ secret: _secret, ...webhook }) => webhook);
export type Webhook = z.infer<typeof webhookSchema>;

// The list's envelope is not shown in the spec (docs/spec-assumptions.md).
export const webhookListSchema = anyListEnvelope(webhookSchema, "webhooks");
export type WebhookList = z.infer<typeof webhookListSchema>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** HTTPS, or plain HTTP to this machine only (a local receiver during development). */
export function isAllowedWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return url.hostname !== "";
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter the webhook URL")
  .max(2048, "The webhook URL must be at most 2048 characters")
  .refine(
    isAllowedWebhookUrl,
    "Use an https:// URL (http:// only for 127.0.0.1, localhost or [::1]), without credentials",
  );

const webhookEventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, "Choose at least one event")
  .refine((events) => new Set(events).size === events.length, "Choose each event only once");

const secretSchema = z.string().max(512, "The secret must be at most 512 characters");

export const webhookCreateBodySchema = z.object({
  webhook_url: webhookUrlSchema,
  events: webhookEventsSchema,
  is_active: z.boolean().optional(),
  secret: secretSchema.min(1, "The secret cannot be empty").optional(),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBodySchema>;

// An empty `secret` is meaningful here: it removes the secret (spec 4.15).
export const webhookPatchBodySchema = z
  .object({
    webhook_url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    is_active: z.boolean().optional(),
    secret: secretSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "Change at least one field",
  });
export type WebhookPatchBody = z.infer<typeof webhookPatchBodySchema>;
