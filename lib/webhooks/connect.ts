import type { Webhook, WebhookCreateBody, WebhookPatchBody } from "@/lib/api/schemas/webhook";
import { WEBHOOK_EVENT_TYPES, type WebhookList } from "@/lib/api/schemas/webhook";
import { pickConsoleWebhook } from "./console-webhook";

export interface ConnectDeps {
  receiverUrl: string;
  listWebhooks: () => Promise<WebhookList>;
  createWebhook: (body: WebhookCreateBody) => Promise<Webhook>;
  updateWebhook: (id: string, patch: WebhookPatchBody) => Promise<Webhook>;
  storedSecretIds: () => Promise<string[]>;
  saveSecret: (webhookId: string, secret: string) => Promise<void>;
  deleteSecret: (webhookId: string) => Promise<void>;
  generateSecret: () => string;
  isNotFound: (error: unknown) => boolean;
}

export interface ConnectResult {
  webhook: Webhook;
  /** True when an existing webhook was updated instead of a new one created. */
  repaired: boolean;
}

/**
 * "Connect this console": one webhook pointing at the console's receiver, subscribed to every
 * event, active, with a fresh secret the console keeps. An existing console webhook is repaired
 * (updated) rather than a second one created, so connecting twice never uses two of the ten.
 *
 * Deliveries signed with the old secret that arrive between the update and the save are refused
 * (401) and retried by the service a second later, by which time the new secret is stored.
 */
export async function connectConsole(deps: ConnectDeps): Promise<ConnectResult> {
  const [{ items }, storedIds] = await Promise.all([deps.listWebhooks(), deps.storedSecretIds()]);
  const stored = new Set(storedIds);
  // Secrets of webhooks deleted upstream verify nothing any more.
  const existing = new Set(items.map((webhook) => webhook.id));
  for (const id of storedIds) if (!existing.has(id)) await deps.deleteSecret(id);

  const secret = deps.generateSecret();
  const wanted = {
    webhook_url: deps.receiverUrl,
    events: [...WEBHOOK_EVENT_TYPES],
    is_active: true,
    secret,
  };
  const current = pickConsoleWebhook(items, stored, deps.receiverUrl);
  if (current) {
    try {
      const webhook = await deps.updateWebhook(current.id, wanted);
      await deps.saveSecret(webhook.id, secret);
      return { webhook, repaired: true };
    } catch (error) {
      // Deleted meanwhile: fall through and create a new one.
      if (!deps.isNotFound(error)) throw error;
      await deps.deleteSecret(current.id);
    }
  }
  const webhook = await deps.createWebhook(wanted);
  await deps.saveSecret(webhook.id, secret);
  return { webhook, repaired: false };
}
