import { queryOptions } from "@tanstack/react-query";
import type {
  Webhook,
  WebhookCreateBody,
  WebhookList,
  WebhookPatchBody,
} from "@/lib/api/schemas/webhook";
import { fetchJson } from "@/lib/queries/fetch-json";
import type { ConsoleConnection } from "@/lib/webhooks/console-webhook";

/** The service's webhooks (GET /api/webhooks); deliveries invalidate it (last delivery columns). */
export const webhooksQuery = queryOptions({
  queryKey: ["webhooks", "list"],
  queryFn: () => fetchJson<WebhookList>("/api/webhooks"),
});

/** Whether the service delivers to this console's own receiver. */
export const consoleConnectionQuery = queryOptions({
  queryKey: ["webhooks", "console"],
  queryFn: () => fetchJson<ConsoleConnection>("/api/settings/webhooks/console"),
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

export function createWebhook(body: WebhookCreateBody): Promise<Webhook> {
  return fetchJson<Webhook>("/api/webhooks", json("POST", body));
}

export function updateWebhook(id: string, patch: WebhookPatchBody): Promise<Webhook> {
  return fetchJson<Webhook>(`/api/webhooks/${encodeURIComponent(id)}`, json("PATCH", patch));
}

export function deleteWebhook(id: string): Promise<void> {
  return fetchJson<void>(`/api/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export interface ConnectResponse {
  webhook: Webhook;
  repaired: boolean;
  connection: ConsoleConnection;
}

export function connectConsole(): Promise<ConnectResponse> {
  return fetchJson<ConnectResponse>("/api/settings/webhooks/connect", { method: "POST" });
}
