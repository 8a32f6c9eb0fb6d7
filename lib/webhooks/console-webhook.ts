import { WEBHOOK_EVENT_TYPES, type Webhook } from "@/lib/api/schemas/webhook";

/** Where the service must deliver for this console to hear about changes (docs/architecture.md). */
export const INBOUND_PATH = "/api/inbound/webhook";

export function receiverUrlFor(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${INBOUND_PATH}`;
}

export type ConsoleConnectionState = "connected" | "needs_repair" | "not_connected";

export interface ConsoleConnection {
  receiverUrl: string;
  state: ConsoleConnectionState;
  /** The webhook that is (or, once repaired, will be) the console's own. */
  webhookId: string | null;
  /** What a repair would fix, in words. */
  problems: string[];
  lastDeliveryAt: string | null;
  lastDeliveryStatus: string | null;
}

/**
 * Which upstream webhook is the console's, and whether it works: one the console holds the secret
 * of, preferably pointing at its receiver; else one pointing at its receiver whose secret it lost.
 */
export function pickConsoleWebhook(
  webhooks: readonly Webhook[],
  storedSecretIds: ReadonlySet<string>,
  receiverUrl: string,
): Webhook | undefined {
  const held = webhooks.filter((webhook) => storedSecretIds.has(webhook.id));
  return (
    held.find((webhook) => webhook.webhook_url === receiverUrl) ??
    held[0] ??
    webhooks.find((webhook) => webhook.webhook_url === receiverUrl)
  );
}

export function assessConsoleConnection(
  webhooks: readonly Webhook[],
  storedSecretIds: ReadonlySet<string>,
  receiverUrl: string,
): ConsoleConnection {
  const webhook = pickConsoleWebhook(webhooks, storedSecretIds, receiverUrl);
  if (!webhook) {
    return {
      receiverUrl,
      state: "not_connected",
      webhookId: null,
      problems: [],
      lastDeliveryAt: null,
      lastDeliveryStatus: null,
    };
  }
  const problems: string[] = [];
  if (webhook.webhook_url !== receiverUrl) {
    problems.push(`It delivers to ${webhook.webhook_url}, not to this console's receiver.`);
  }
  if (!webhook.is_active) problems.push("It is inactive, so nothing is delivered.");
  const missing = WEBHOOK_EVENT_TYPES.filter((type) => !webhook.events.includes(type));
  if (missing.length > 0) problems.push(`It is not subscribed to ${missing.join(", ")}.`);
  if (!storedSecretIds.has(webhook.id)) {
    problems.push("The console does not hold its secret, so it cannot verify deliveries.");
  } else if (webhook.has_secret === false) {
    problems.push("It has no secret, so its deliveries are unsigned and refused.");
  }
  return {
    receiverUrl,
    state: problems.length === 0 ? "connected" : "needs_repair",
    webhookId: webhook.id,
    problems,
    lastDeliveryAt: webhook.last_delivery_at ?? null,
    lastDeliveryStatus: webhook.last_delivery_status ?? null,
  };
}
